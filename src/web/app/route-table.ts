import { createElement } from 'react';
import type { ComponentType } from 'react';
import type { PageSlug } from '../../shared/competition';

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

const infoPage = (slug: PageSlug) => async () => {
  const { InfoPageScreen } = await import('../features/info-pages/info-page-screen');
  return { Component: () => createElement(InfoPageScreen, { slug }) };
};

export const routeTable: AppRoute[] = [
  { name: 'home', path: '/', load: infoPage('home') },
  { name: 'details', path: '/details', load: infoPage('details') },
  { name: 'rules', path: '/rules', load: infoPage('rules') },
  { name: 'venue', path: '/venue', load: infoPage('venue') },
  { name: 'contact', path: '/contact', load: infoPage('contact') },
  { name: 'about', path: '/about', load: infoPage('about') },
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
