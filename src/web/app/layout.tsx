import { Box, Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { isFooterShown, isTopBarShown } from './chrome-visibility';
import { Footer } from './footer';
import type { RouteHandle } from './router';
import { TopBar, TOP_BAR_HEIGHT } from './top-bar';

function useRouteName(): string | undefined {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return handle?.name;
}

export function Layout() {
  const name = useRouteName();
  const { pathname } = useLocation();
  const showTopBar = isTopBarShown(name, pathname);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      {/* New navigations start at the top; back/forward restore the old position. */}
      <ScrollRestoration />
      {showTopBar && <TopBar />}
      <Box component="main" style={{ flex: 1 }} pt={showTopBar ? TOP_BAR_HEIGHT : 0}>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading page" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      {isFooterShown(name, pathname) && <Footer />}
    </Box>
  );
}
