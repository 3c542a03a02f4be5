import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    // `npm run dev:web` beside `npm run dev:server`: the API and live stream come from the server.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
