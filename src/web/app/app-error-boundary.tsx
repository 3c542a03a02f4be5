import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorScreen } from './error-screen';
import { reportClientError } from './report-client-error';
import { routePatternOf } from './route-pattern';
import { router } from './router';
import { themeFor } from './theme';

/** Drawn in place of the whole app, so it brings its own theme (the competition's may be what failed). */
function AppErrorFallback() {
  return (
    <MantineProvider theme={themeFor(undefined)}>
      <main>
        <ErrorScreen cause="render" />
      </main>
    </MantineProvider>
  );
}

const reportAppError = (error: unknown) =>
  reportClientError(
    'render',
    routePatternOf(router.state.matches.map((match) => match.route.handle)),
    error,
  );

/**
 * The app's outermost boundary: an error outside every route (the providers,
 * the live connection, the theme) shows the same friendly error as a route's.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={AppErrorFallback} onError={reportAppError}>
      {children}
    </ErrorBoundary>
  );
}
