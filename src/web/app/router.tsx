import { Center, Loader } from '@mantine/core';
import { createBrowserRouter } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout';
import { Layout } from './layout';
import { NotFoundScreen } from './not-found-screen';
import { requireStaff } from './require-staff';
import { adminRoutes, publicRoutes } from './route-table';

export type RouteHandle = { name: string };

export const router = createBrowserRouter([
  {
    element: <Layout />,
    // Shown while the first screen's code loads.
    HydrateFallback: () => (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    ),
    children: [
      ...publicRoutes.map((route) => ({
        path: route.path,
        handle: { name: route.name } satisfies RouteHandle,
        lazy: route.load,
      })),
      {
        path: '/admin',
        element: <AdminLayout />,
        loader: requireStaff,
        // Sign-in is checked again on every navigation (spec section 4).
        shouldRevalidate: () => true,
        children: [
          ...adminRoutes.map((route) => ({
            ...(route.path === '' ? { index: true } : { path: route.path }),
            handle: { name: route.name } satisfies RouteHandle,
            lazy: route.load,
          })),
          {
            path: '*',
            handle: { name: 'notFound' } satisfies RouteHandle,
            element: <NotFoundScreen />,
          },
        ],
      },
      {
        path: '*',
        handle: { name: 'notFound' } satisfies RouteHandle,
        element: <NotFoundScreen />,
      },
    ],
  },
]);
