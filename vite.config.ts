import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Where judges mark; the only pages the service worker serves (src/web/features/judge/app-shell.ts). */
const JUDGE_PAGES = '/judges/';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // Registered by the judge screen itself, so no other page installs it.
      injectRegister: false,
      registerType: 'autoUpdate',
      scope: JUDGE_PAGES,
      manifest: false,
      workbox: {
        // The app's code and styles; source maps stay on the server.
        globPatterns: ['**/*.{js,css,html}'],
        // A judge's page opened without a connection gets the app from the cache;
        // the API is never cached here (marks wait in IndexedDB instead).
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: [new RegExp(`^${JUDGE_PAGES}`)],
        cleanupOutdatedCaches: true,
        // Workbox's generated code: no map of ours to read, even with SOURCEMAPS=1.
        sourcemap: false,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No maps unless asked: they are for reading error reports' stacks, never for the
    // public. `SOURCEMAPS=1` writes them without a reference in the code, and the build
    // script moves them out of what is served (scripts/move-source-maps.ts, decision 026).
    sourcemap: process.env.SOURCEMAPS === '1' ? 'hidden' : false,
    // dist/.vite/manifest.json maps each route's module to its chunks, for `npm run report:bundle`.
    manifest: true,
  },
  server: {
    // `npm run dev:web` beside `npm run dev:server`: the API and live stream come from the server.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
