import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './vite/compressAssets';

/** The API server during development: it also serves channel auth and the websocket. */
const API_ORIGIN = 'http://localhost:8080';

/**
 * The built app lives in `dist/`. The server answers `index.html` for every page path and the
 * files of `dist/` under `/build/`, so every asset and lazy screen file is addressed from there.
 */
export default defineConfig({
  base: '/build/',
  plugins: [react(), vanillaExtractPlugin(), compressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/pusher': { target: API_ORIGIN, changeOrigin: false },
      '/app': { target: API_ORIGIN, changeOrigin: false, ws: true },
      '/logos': { target: API_ORIGIN, changeOrigin: false },
    },
  },
});
