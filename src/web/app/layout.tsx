import { Box, Center, Loader } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { chromeShown, STAFF_AREA_FRAME } from './chrome-visibility';
import { countPageView } from './count-page-view';
import { DemoBanner } from './demo-banner';
import type { RouteHandle } from './chrome-visibility';
import { Footer } from './footer';
import { routePatternOf } from './route-pattern';
import { TopBar, TOP_BAR_HEIGHT } from './top-bar';

export function Layout() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  // One main landmark a page: the staff area's frame draws its own.
  const inStaffArea = matches.some((match) => match.id === STAFF_AREA_FRAME);
  const { pathname } = useLocation();
  const chrome = chromeShown(handle, pathname);
  const showTopBar = chrome.topBar;
  const pattern = routePatternOf(matches.map((match) => match.handle));
  // One view per address shown; a query change (a tab, a filter) is the same page.
  useEffect(() => {
    if (pattern !== null) countPageView(pattern);
  }, [pathname, pattern]);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      {/* New navigations start at the top; back/forward restore the old position. */}
      <ScrollRestoration />
      {showTopBar && <TopBar />}
      <Box
        component={inStaffArea ? 'div' : 'main'}
        style={{ flex: 1 }}
        pt={showTopBar ? TOP_BAR_HEIGHT : 0}
      >
        {showTopBar && <DemoBanner />}
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
      {chrome.footer && <Footer />}
    </Box>
  );
}
