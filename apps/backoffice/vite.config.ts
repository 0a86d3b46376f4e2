import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './vite/compileHints';
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
 * Whether a module of ours needs the schema library when it runs: it imports zod (not only its
 * types), or imports a module of its own package that does (followed through relative imports).
 */
const schemaModules = new Map<string, boolean>();
const sourceFile = (path: string) => (existsSync(`${path}.ts`) ? `${path}.ts` : `${path}/index.ts`);
function needsSchemaLibrary(id: string): boolean {
  if (!/\.tsx?$/.test(id)) return false;
  const known = schemaModules.get(id);
  if (known !== undefined) return known;
  schemaModules.set(id, false);
  const imports = readFileSync(id, 'utf8').matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms);
  const needs = [...imports].some(
    ({ 1: from = '' }) =>
      from === 'zod' ||
      (from.startsWith('.') && needsSchemaLibrary(sourceFile(resolve(dirname(id), from)))),
  );
  schemaModules.set(id, needs);
  return needs;
}

/**
 * The resource and report definitions of the domains: the registry's files, which the sign-in
 * page, the dashboard and the app's own screens never load. The common resources, with the
 * registry's machinery, are one file (`definitions`); each brand's domain is a file of its own
 * (`definitions-farm`, ...) with its registry (`config/registries/`), so that a brand's screens
 * never wait for the other brands' definitions. They come after `contract`, `schemas` and
 * `common`, so that the contract's machinery stays in those rather than make them import these
 * files. A domain module that needs the schema library (a screen's answer checked with zod)
 * stays out of them, so that a list's first screen, which reads the definitions, loads without
 * the library: a report's definition builds its schema only when handed the library.
 */
const DEFINITIONS = /[\\/]domains[\\/]([^\\/]+)[\\/]src[\\/](?!app[\\/])/;
const BRAND_REGISTRY = /[\\/]apps[\\/]backoffice[\\/]src[\\/]config[\\/]registries[\\/](\w+)\.ts$/;
/** The domains of a brand, each with its registry file of the same name. */
const BRAND_DOMAINS = ['charity', 'farm', 'delivery', 'marketplace'];
/**
 * The registry's machinery: the kit's registry module (`createResourceRegistry`), the app's
 * brand registries' maker and the generic screens' loaders (`features/resources/screens.ts`
 * with the kit's `resourceScreenLoaders` and `reportScreenLoaders`). Every screen that needs
 * one of them loads the definitions too, so they go in the definitions' file rather than in
 * files of their own: a busy list's first screen asks for a dozen files over a connection limit
 * of six at a time, and each file fewer takes a round trip out of the last batch.
 */
const REGISTRY_MODULES = new RegExp(
  [
    String.raw`[\/]packages[\/]app-kit[\/]src[\/](registry[\/]resourceRegistry|resources[\/]screenLoaders|reports[\/]reportScreenLoaders)\.ts$`,
    String.raw`[\/]apps[\/]backoffice[\/]src[\/]features[\/]resources[\/]screens\.ts$`,
  ].join('|'),
);
/** Which definitions' file a module goes in: `common` (the shared one), a brand domain, or none. */
function definitionsOf(id: string): string | null {
  const registry = BRAND_REGISTRY.exec(id)?.[1];
  if (registry) return registry;
  if (REGISTRY_MODULES.test(id)) return 'common';
  const domain = DEFINITIONS.exec(id)?.[1];
  if (!domain || needsSchemaLibrary(id)) return null;
  return BRAND_DOMAINS.includes(domain) ? domain : 'common';
}

/**
 * The schema library and the contract's modules that need it at run time, directly or through
 * another contract module (the wire schemas, validation, list tools and reports): the forms, the
 * records and the reports use them, the dashboard and the shell do not.
 */
const isContractModule = (id: string) => /[\\/]packages[\\/]contract[\\/]src[\\/].*\.ts$/.test(id);
const isSchemaModule = (id: string) =>
  /[\\/]node_modules[\\/]zod[\\/]/.test(id) || (isContractModule(id) && needsSchemaLibrary(id));

/**
 * The parts of react-aria and of our library that only forms and lists use (dates and calendars,
 * numbers, selects, combo boxes and list boxes): the shell and the dashboard never need them, so
 * they are a file of their own rather than a part of `common`.
 */
const FIELDS = new RegExp(
  [
    String.raw`[\/]react-aria[\/]dist[\/]private[\/](calendar|combobox|datepicker|listbox|numberfield|select|spinbutton)[\/]`,
    String.raw`[\/]react-stately[\/]dist[\/]private[\/](calendar|combobox|datepicker|numberfield|select)[\/]`,
    String.raw`[\/]react-aria-components[\/]dist[\/]private[\/](Calendar|ComboBox|DateField|DatePicker|HiddenDateInput|ListBox|NumberField|Select)\.`,
    String.raw`[\/]@internationalized[\/](date|number)[\/]`,
    String.raw`[\/]packages[\/]ui[\/]src[\/](components[\/](ComboBox|DateField|DateRangePicker|MoneyField|NumberField|PhoneInput|Select)|private[\/]field[\/](OptionsPopover|isoDate))`,
  ].join('|'),
);

/**
 * Menus, popovers and modal dialogs, with the selection and collection machinery react-aria's
 * menus (and lists, tables and selects) are built on: no first screen opens one, so the shell's
 * user menu and a list's saved views are drawn just after the first screen (`InTurn` with
 * `files`), and the dialogs load when first opened. A file of their own rather than a part of
 * `common`, which every first screen loads.
 */
const OVERLAYS = new RegExp(
  [
    // The portal's context stays in `common`: the toasts read it.
    String.raw`[\/]react-aria[\/]dist[\/]private[\/](collections|dialog|menu|overlays(?![\/]PortalProvider\.)|selection)[\/]`,
    String.raw`[\/]react-stately[\/]dist[\/]private[\/](collections|list|menu|overlays|selection|tree)[\/]`,
    String.raw`[\/]react-aria-components[\/]dist[\/]private[\/](Collection|Dialog|DragAndDrop|Header|Menu|Modal|OverlayArrow|Popover|Separator|SharedElementTransition)\.`,
    String.raw`[\/]packages[\/]ui[\/]src[\/]components[\/](AlertDialog|Dialog|Menu|Modal|Popover)[\/]`,
  ].join('|'),
);

/**
 * How the build groups modules into files. A phone on a slow network pays about one round trip
 * per file, and a page used to fetch 40 to 100 small files, some only after others had arrived.
 * Now a page fetches a handful: the entry with everything it imports (React, the router, the
 * route table), `controls` (the sign-in form's parts, above), `contract` and `schemas` (the
 * contract's helpers, and the schema library with what needs it, above), `common` (the other
 * components and hooks that 40 or more screens share), `fields` (those of them only forms and
 * lists use, above), `overlays` (menus, popovers and dialogs, above), `shell` (the signed-in frame: menu, user menu,
 * notifications, toasts), `lists` (the list table, filters and pagination), `definitions` and a
 * brand's `definitions-…` (above) for a screen drawn from the registry, then the screen's own file. `brand` (the product's name
 * and logo) is apart because the sign-in page and the shell both use it. The realtime connection
 * (pusher-js) is a file of its own, fetched once the first screen has drawn (useAfterFirstScreen),
 * and so is a table's interactive part (react-aria's Table, grid and virtualizer: the DataTable's
 * `InteractiveTable`), fetched a moment after a list's rows show.
 */
const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 10 },
  { name: 'controls', test: CONTROLS, minShareCount: 40, priority: 9.5 },
  {
    name: 'contract',
    test: (id: string) => isContractModule(id) && !isSchemaModule(id),
    priority: 9.3,
  },
  { name: 'schemas', test: isSchemaModule, priority: 9.2 },
  {
    name: 'common',
    test: (id: string) =>
      /[\\/](node_modules|packages)[\\/]/.test(id) && !FIELDS.test(id) && !OVERLAYS.test(id),
    minShareCount: 40,
    priority: 9,
  },
  { name: 'overlays', test: OVERLAYS, priority: 8.97 },
  { name: 'fields', test: FIELDS, minShareCount: 40, priority: 8.95 },
  { name: 'definitions', test: (id: string) => definitionsOf(id) === 'common', priority: 8.9 },
  ...BRAND_DOMAINS.map((domain) => ({
    name: `definitions-${domain}`,
    test: (id: string) => definitionsOf(id) === domain,
    priority: 8.9,
  })),
  { name: 'brand', test: /[\\/]apps[\\/]backoffice[\\/]src[\\/]config[\\/]brands/, priority: 8.5 },
  {
    name: 'shell',
    test: /[\\/]apps[\\/]backoffice[\\/]src[\\/](app|features[\\/]notifications(?![\\/]components[\\/]RealtimeAlerts))[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](AppShell[\\/](?!MenuDrawer\.)|UserMenuPlaceholder|NotificationBell[\\/]|Avatar[\\/]|Toasts[\\/])/,
    priority: 8,
  },
  {
    name: 'lists',
    test: /[\\/]packages[\\/]app-kit[\\/]src[\\/](resources[\\/]components[\\/](ListTable|ListFilters|ListEmptyState)|components[\\/]List)|[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](DataTable|Pagination|EmptyState)[\\/](?!InteractiveTable\.)/,
    priority: 7,
  },
];

/**
 * React Router's production build. The package's exports name its development build under every
 * condition (remix-run/react-router#12532, #14102), so a built app would carry its development
 * warnings and checks: the build points both of its entries at `dist/production` instead. The
 * router runs in each layer of the tests as it does in the built app: only `vite build` uses this.
 */
const require = createRequire(import.meta.url);
const ROUTER_DIST = join(
  dirname(
    require.resolve('react-router/package.json', {
      paths: [dirname(require.resolve('react-router-dom/package.json'))],
    }),
  ),
  'dist',
  'production',
);
const PRODUCTION_ROUTER = [
  { find: /^react-router$/, replacement: join(ROUTER_DIST, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(ROUTER_DIST, 'dom-export.mjs') },
];

/**
 * The built app lives in `dist/`. The server answers `index.html` for every page path and the
 * files of `dist/` under `/build/`, so every asset and lazy screen file is addressed from there.
 */
export default defineConfig(({ command }) => ({
  base: '/build/',
  resolve: { alias: command === 'build' ? PRODUCTION_ROUTER : [] },
  // The definitions the app loads are checked where they are made and tested (the server, the
  // unit tests, the stories): the built app skips `defineResource`'s checks.
  define: { __DEFINITIONS_CHECKED__: 'false' },
  plugins: [
    // The app speaks English: react-aria's own strings (a date field's placeholders, a table's
    // announcements) ship for en-US alone rather than for its 34 locales, so that every page
    // loads less. A browser set to another language gets react-aria's English strings.
    optimizeLocales.vite({ locales: ['en-US'] }),
    react(),
    vanillaExtractPlugin(),
    compileHints(),
    compressAssets(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The styles of every screen are one file (105 KB, 14 KB with gzip) in the page's head, rather
    // than about 50 files fetched with the screens: a screen's file no longer waits for its
    // stylesheet, and the browser inserts no stylesheet while the first screen starts, each of
    // which cost a slow phone 10 to 30 ms in the router's first task.
    cssCodeSplit: false,
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
}));
