import { defineConfig } from 'tsup';

/**
 * One ESM file, `dist/main.js`. The workspace packages are TypeScript sources, so they are
 * bundled in; packages from node_modules stay external and load at run time. A package the
 * workspace packages use at run time (`sanitize-html` in server-kit) must therefore also be a
 * dependency of this app, or it is bundled and fails to load.
 */
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@backoffice\//],
});
