import { Center, Loader } from '@mantine/core';
import { createBrowserRouter } from 'react-router';
import { Layout } from './layout';
import { NotFoundScreen } from './not-found-screen';
import { routeTable } from './route-table';

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
      ...routeTable.map((route) => ({
        path: route.path,
        handle: { name: route.name } satisfies RouteHandle,
        lazy: route.load,
      })),
      { path: '*', handle: { name: 'notFound' } satisfies RouteHandle, element: <NotFoundScreen /> },
    ],
  },
]);
