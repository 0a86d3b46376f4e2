/**
 * Component layer: builds Storybook, serves the static build on a free port and runs
 * @storybook/test-runner over every story in Chromium (play function, axe, pixel baseline, and
 * no page error or console error the story does not expect: `.storybook/test-runner.ts`).
 *
 *   node scripts/test-stories.mjs                  all stories, turbo-cached build in storybook-static/
 *   node scripts/test-stories.mjs --update         rewrite pixel baselines on purpose
 *   node scripts/test-stories.mjs --out DIR PATH…  build into DIR (no turbo), run only story files
 *                                                  whose path matches PATH (jest path patterns)
 *   node scripts/test-stories.mjs --order reverse  the files, and the stories within each file, in
 *                                                  reverse order; `--order shuffle` shuffles both
 *                                                  (the seed is printed), `--order shuffle:SEED`
 *                                                  shuffles them again the same way. Without
 *                                                  `--order`, `STORIES_ORDER` is read (same values);
 *                                                  `normal` is the runner's own order.
 */
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { requireChromium } from './chromium.mjs';
import { run } from './proc.mjs';
import { serveStatic } from './static-server.mjs';

const { values, positionals } = parseArgs({
  options: {
    update: { type: 'boolean', default: false },
    out: { type: 'string' },
    order: { type: 'string' },
  },
  allowPositionals: true,
});
const root = resolve(import.meta.dirname, '..');

/** `normal`, `reverse` or `shuffle:SEED` (a seed drawn here for a bare `shuffle`), or exits. */
function orderOf(asked) {
  const value = asked.trim();
  if (value === '' || value === 'normal') return 'normal';
  if (value === 'reverse') return 'reverse';
  if (value === 'shuffle') return `shuffle:${randomInt(1, 2 ** 31 - 1)}`;
  if (/^shuffle:\d+$/.test(value)) return value;
  console.error(
    `--order (or STORIES_ORDER) must be normal, reverse, shuffle or shuffle:SEED, not "${asked}"`,
  );
  process.exit(2);
}
const order = orderOf(values.order ?? process.env.STORIES_ORDER ?? '');
const seed = order.startsWith('shuffle:') ? order.slice('shuffle:'.length) : null;
const orderName = seed
  ? `shuffled order, seed ${seed} (again: --order ${order})`
  : `${order} order`;
if (order !== 'normal') console.log(`Stories run in ${orderName}`);
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  STORIES_ORDER: order,
};
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
if (order !== 'normal') console.log(`Stories ran in ${orderName}`);
process.exit(code);
