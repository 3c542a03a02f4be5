import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useMatches, useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';
import { NotFoundScreen } from './not-found-screen';
import { reportClientError } from './report-client-error';
import { routePatternOf } from './route-pattern';
import { CodeLoadError, staleCodeReload } from './stale-code-reload';

/**
 * Every route's error boundary (router.tsx): a screen that throws, or whose
 * code does not load, shows the friendly error inside the site's frame, never
 * the router's developer page. Code that did not load first reloads the page
 * once (stale-code-reload.ts): after an upgrade that fetches the new build.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const matches = useMatches();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <RouteError error={error} route={routePatternOf(matches.map((match) => match.handle))} />;
}

/** The root route's boundary: the frame itself failed, so this is the page's main content. */
export function RootErrorBoundary() {
  return (
    <main>
      <RouteErrorBoundary />
    </main>
  );
}

function RouteError({ error, route }: { error: unknown; route: string | null }) {
  const cause = error instanceof CodeLoadError ? 'code-load' : 'render';
  // Read while rendering; the reload itself starts in the effect.
  const reloading = cause === 'code-load' && staleCodeReload.willReload();
  useEffect(() => {
    if (reloading) staleCodeReload.reloadOnce();
    else reportClientError(cause, route, error);
  }, [reloading, cause, route, error]);
  if (reloading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the new version of the site" />
      </Center>
    );
  }
  return <ErrorScreen cause={cause} />;
}
