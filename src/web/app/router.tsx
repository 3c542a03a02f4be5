import { Center, Loader } from '@mantine/core';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { STAFF_AREA_FRAME } from './chrome-visibility';
import type { RouteHandle } from './chrome-visibility';
import { Layout } from './layout';
import { NotFoundScreen } from './not-found-screen';
import { requireStaff, SIGNED_IN_STAFF } from './require-staff';
import { RoleGate } from './role-gate';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error-boundary';
import { routeList, routes } from './route-table';
import type { RouteDeclaration, RouteName } from './route-table';
import { loadingCode } from './stale-code-reload';

/** The staff area's frame sits at the dashboard's path; its screens are children. */
const STAFF_AREA = routes.dashboard.path;

const notFound: RouteObject = {
  path: '*',
  handle: { name: 'notFound' } satisfies RouteHandle,
  element: <NotFoundScreen />,
  ErrorBoundary: RouteErrorBoundary,
};

/**
 * Staff screens use most of Mantine, so they load its whole stylesheet with
 * their code; public pages load only their components' CSS (decision 025).
 */
function withStaffStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), import('../ui/styles/staff.css')]))[0];
}

/**
 * A route of the table; one whose screen is not built yet shows the not-found
 * page. Each has its own error boundary, so a failing screen keeps the site's
 * frame around the error.
 */
function toRouteObject(name: RouteName, route: RouteDeclaration): RouteObject {
  const screen =
    route.screen && (route.access === 'public' ? route.screen : withStaffStyles(route.screen));
  return {
    ...(route.path === STAFF_AREA ? { index: true } : { path: route.path }),
    handle: { name, topBar: route.topBar, footer: route.footer } satisfies RouteHandle,
    ...(screen ? { lazy: loadingCode(screen) } : { element: <NotFoundScreen /> }),
    ErrorBoundary: RouteErrorBoundary,
  };
}

const publicRoutes = routeList.filter(([, route]) => route.access === 'public');
const staffRoutes = routeList.filter(([, route]) => route.access !== 'public');

export const router = createBrowserRouter([
  {
    element: <Layout />,
    // Only when the frame itself fails: every route below has its own boundary.
    ErrorBoundary: RootErrorBoundary,
    // Shown while the first screen's code loads.
    HydrateFallback: () => (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    ),
    children: [
      ...publicRoutes.map(([name, route]) => toRouteObject(name, route)),
      {
        // Every protected route sits below this guard, built or not, so a
        // signed-out visitor is sent to sign in before anything else happens.
        id: SIGNED_IN_STAFF,
        loader: requireStaff,
        // Sign-in is checked again on every navigation (spec section 4).
        shouldRevalidate: () => true,
        // The check failed (the server could not be reached).
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            id: STAFF_AREA_FRAME,
            path: STAFF_AREA,
            // Loaded on demand: the frame brings the sign-in client and AppShell,
            // which no public page needs.
            lazy: loadingCode(
              withStaffStyles(async () => ({
                Component: (await import('../features/admin/admin-layout')).AdminLayout,
              })),
              'frame',
            ),
            ErrorBoundary: RouteErrorBoundary,
            children: [
              ...staffRoutes
                .filter(([, route]) => route.staffArea)
                .map(([name, route]) => toRouteObject(name, route)),
              notFound,
            ],
          },
          {
            // The day views and print screens stand alone, outside the frame
            // (whose menu checks roles), so they are gated here.
            element: <RoleGate />,
            ErrorBoundary: RouteErrorBoundary,
            children: staffRoutes
              .filter(([, route]) => !route.staffArea)
              .map(([name, route]) => toRouteObject(name, route)),
          },
        ],
      },
      notFound,
    ],
  },
]);
