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

// A chunk or its stylesheet failed to preload (Vite's helper tells us before the
// import fails): reload once for the current build. The failure still reaches the
// route's boundary, which shows a loader while the page reloads.
window.addEventListener('vite:preloadError', () => {
  staleCodeReload.reloadOnce();
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
