/**
 * Component layer: builds Storybook, serves the static build on a free port and runs
 * @storybook/test-runner over every story in Chromium (play function, axe, pixel baseline).
 *
 *   node scripts/test-stories.mjs                  all stories, turbo-cached build in storybook-static/
 *   node scripts/test-stories.mjs --update         rewrite pixel baselines on purpose
 *   node scripts/test-stories.mjs --out DIR PATH…  build into DIR (no turbo), run only story files
 *                                                  whose path matches PATH (jest path patterns)
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { requireChromium } from './chromium.mjs';
import { run } from './proc.mjs';
import { serveStatic } from './static-server.mjs';

const { values, positionals } = parseArgs({
  options: { update: { type: 'boolean', default: false }, out: { type: 'string' } },
  allowPositionals: true,
});
const root = resolve(import.meta.dirname, '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' };
requireChromium();

const outDir = resolve(root, values.out ?? 'storybook-static');
const built = values.out
  ? await run('pnpm', ['exec', 'storybook', 'build', '-o', outDir, '--quiet'], { cwd: root, env })
  : await run('pnpm', ['exec', 'turbo', 'run', 'build-storybook', '--output-logs=errors-only'], {
      cwd: root,
      env,
    });
if (built !== 0) process.exit(built);

const { server, url } = await serveStatic(outDir);
const args = [
  'exec',
  'test-storybook',
  '--url',
  url,
  '--maxWorkers=2',
  ...(values.update ? ['-u'] : ['--ci']),
  ...positionals,
];
const code = await run('pnpm', args, { cwd: root, env });
server.close();
process.exit(code);
