import { createElement } from 'react';
import type { ComponentType } from 'react';
import type { PageSlug } from '../../shared/competition';
import type { StaffRole } from '../../shared/staff';

/**
 * The app's routes as data: path, the route name the spec's visibility rules
 * use, and the screen module, loaded on demand. Only routes whose screens exist
 * are listed; any other path falls to the not-found page.
 */
export type AppRoute = {
  name: string;
  path: string;
  load: () => Promise<{ Component: ComponentType }>;
};

/** A screen inside /admin: its path below /admin, its menu label and who may open it. */
export type AdminRoute = AppRoute & {
  label: string;
  roles: readonly StaffRole[];
  /** False for screens reached from another screen (add-competitor), not from the menu. */
  inMenu?: false;
};

const infoPage = (slug: PageSlug) => async () => {
  const { InfoPageScreen } = await import('../features/info-pages/info-page-screen');
  return { Component: () => createElement(InfoPageScreen, { slug }) };
};

export const publicRoutes: AppRoute[] = [
  { name: 'home', path: '/', load: infoPage('home') },
  { name: 'details', path: '/details', load: infoPage('details') },
  { name: 'rules', path: '/rules', load: infoPage('rules') },
  { name: 'venue', path: '/venue', load: infoPage('venue') },
  { name: 'contact', path: '/contact', load: infoPage('contact') },
  { name: 'about', path: '/about', load: infoPage('about') },
  {
    name: 'register',
    path: '/register',
    load: async () => ({
      Component: (await import('../features/registration/register-screen')).RegisterScreen,
    }),
  },
  {
    name: 'entries',
    path: '/entries',
    load: async () => ({
      Component: (await import('../features/entries/entries-screen')).EntriesScreen,
    }),
  },
  {
    name: 'updateEntries',
    path: '/updateEntries',
    load: async () => ({
      Component: (await import('../features/registration/update-entries-screen'))
        .UpdateEntriesScreen,
    }),
  },
  {
    name: 'competitors',
    path: '/competitors',
    load: async () => ({
      Component: (await import('../features/competitors/competitors-screen')).CompetitorsScreen,
    }),
  },
  {
    name: 'competitorDetails',
    path: '/competitors/:competitorId',
    load: async () => ({
      Component: (await import('../features/competitors/competitor-screen')).CompetitorScreen,
    }),
  },
  {
    name: 'tbaList',
    path: '/TBAList',
    load: async () => ({
      Component: (await import('../features/tba-list/tba-list-screen')).TbaListScreen,
    }),
  },
  {
    name: 'login',
    path: '/login',
    load: async () => ({ Component: (await import('../features/auth/login-screen')).LoginScreen }),
  },
];

const ALL_STAFF: readonly StaffRole[] = [
  'admin',
  'scrutineer',
  'chairman',
  'deckCaptain',
  'mc',
  'jumbotron',
];

/** Children of /admin (spec section 2); an empty path is the dashboard. */
export const adminRoutes: AdminRoute[] = [
  {
    name: 'dashboard',
    path: '',
    label: 'Dashboard',
    roles: ALL_STAFF,
    load: async () => ({
      Component: (await import('../features/admin/dashboard-screen')).DashboardScreen,
    }),
  },
  {
    name: 'competitors',
    path: 'competitors',
    label: 'Competitors',
    roles: ['admin'],
    load: async () => ({
      Component: (await import('../features/admin-competitors/admin-competitors-screen'))
        .AdminCompetitorsScreen,
    }),
  },
  {
    name: 'addCompetitor',
    path: 'competitors/add-competitor',
    label: 'Add competitor',
    roles: ['admin'],
    inMenu: false,
    load: async () => ({
      Component: (await import('../features/registration/add-competitor-screen'))
        .AddCompetitorScreen,
    }),
  },
  {
    name: 'officials',
    path: 'officials',
    label: 'Officials',
    roles: ['admin'],
    load: async () => ({
      Component: (await import('../features/admin-officials/officials-screen')).OfficialsScreen,
    }),
  },
  {
    name: 'setup',
    path: 'setup',
    label: 'Events',
    roles: ['admin'],
    load: async () => ({
      Component: (await import('../features/admin-setup/setup-screen')).SetupScreen,
    }),
  },
  {
    name: 'eventSchedule',
    path: 'eventschedule',
    label: 'Event schedule',
    roles: ['admin'],
    load: async () => ({
      Component: (await import('../features/admin-schedule/schedule-screen')).ScheduleScreen,
    }),
  },
  {
    name: 'settings',
    path: 'settings',
    label: 'Settings',
    roles: ['admin'],
    load: async () => ({
      Component: (await import('../features/admin-settings/settings-screen')).SettingsScreen,
    }),
  },
];

/** Top navigation (spec section 2), in order. */
export const topNavigation: { name: PageSlug; label: string; path: string }[] = [
  { name: 'home', label: 'Home', path: '/' },
  { name: 'details', label: 'Details', path: '/details' },
  { name: 'rules', label: 'Rules', path: '/rules' },
  { name: 'venue', label: 'Venue', path: '/venue' },
  { name: 'contact', label: 'Contact', path: '/contact' },
  { name: 'about', label: 'About', path: '/about' },
];
