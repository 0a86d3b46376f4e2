import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './vite/compressAssets';

/** The API server during development: it also serves channel auth and the websocket. */
const API_ORIGIN = 'http://localhost:8080';

/**
 * What the sign-in form is built from, with everything it imports: the text field, button,
 * checkbox and form, form submission, and the API client. Most screens share it too, but the
 * sign-in page loads this file alone rather than `common`, which is over three times larger.
 */
const CONTROLS = new RegExp(
  [
    String.raw`[\\/]react-aria-components[\\/]dist[\\/]private[\\/](Button|Checkbox|Form|Link|TextField)\.`,
    String.raw`[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](Button|TextField)[\\/]`,
    String.raw`[\\/]packages[\\/]app-kit[\\/]src[\\/](components[\\/]AlertMessage|forms[\\/])`,
    String.raw`[\\/]packages[\\/]api-client[\\/]src[\\/]`,
  ].join('|'),
);

/**
 * The resource and report definitions of every domain: the registry's file, which the sign-in
 * page, the dashboard and the app's own screens never load. It comes after `common`, so that the
 * contract's machinery and the schema library, which 40 or more screens share, stay there
 * rather than make `common` import this file.
 */
const DEFINITIONS = /[\\/]domains[\\/][^\\/]+[\\/]src[\\/](?!app[\\/])/;

/**
 * How the build groups modules into files. A phone on a slow network pays about one round trip
 * per file, and a page used to fetch 40 to 100 small files, some only after others had arrived.
 * Now a page fetches a handful: the entry with everything it imports (React, the router, the
 * route table), `controls` (the sign-in form's parts, above), `common` (the other components and
 * hooks that 40 or more screens share), `shell` (the signed-in frame: menu, user menu,
 * notifications, toasts), `lists` (the list table, filters and pagination), `definitions` (above)
 * for a screen drawn from the registry, then the screen's own file. `brand` (the product's name
 * and logo) is apart because the sign-in page and the shell both use it. The realtime connection
 * (pusher-js) is a file of its own, fetched beside the first screen rather than before it.
 */
const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 10 },
  { name: 'controls', test: CONTROLS, minShareCount: 40, priority: 9.5 },
  { name: 'common', test: /[\\/](node_modules|packages)[\\/]/, minShareCount: 40, priority: 9 },
  { name: 'definitions', test: DEFINITIONS, priority: 8.9 },
  { name: 'brand', test: /[\\/]apps[\\/]backoffice[\\/]src[\\/]config[\\/]brands/, priority: 8.5 },
  {
    name: 'shell',
    test: /[\\/]apps[\\/]backoffice[\\/]src[\\/](app|features[\\/]notifications(?![\\/]components[\\/]RealtimeAlerts))[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](AppShell|UserMenu|NotificationBell|NotificationPanel|Avatar|Menu|Modal|Toasts)[\\/]/,
    priority: 8,
  },
  {
    name: 'lists',
    test: /[\\/]packages[\\/]app-kit[\\/]src[\\/](resources[\\/]components[\\/](ListTable|ListFilters|ListEmptyState)|components[\\/]List)|[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](DataTable|Pagination|EmptyState)[\\/]/,
    priority: 7,
  },
];

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
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
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
