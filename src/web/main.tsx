import './ui/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/app-error-boundary';
import { Providers } from './app/providers';
import { router } from './app/router';
import { staleCodeReload } from './app/stale-code-reload';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A chunk or its stylesheet failed to preload (Vite's helper says so before the
// import fails): reload once for the current build. During a navigation the
// address is still the old page's, so the route's boundary reloads instead, once
// the router has moved to the page asked for.
window.addEventListener('vite:preloadError', () => {
  if (router.state.navigation.state === 'idle') staleCodeReload.reloadOnce();
});

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </AppErrorBoundary>
  </StrictMode>,
);
