/** Publishes the built Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set; says so when not. */
import { resolve } from 'node:path';
import { run } from './proc.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (nothing was published).');
  process.exit(0);
}
const root = resolve(import.meta.dirname, '..');
const built = await run('pnpm', ['exec', 'turbo', 'run', 'build-storybook'], { cwd: root });
if (built !== 0) process.exit(built);
process.exit(
  await run(
    'pnpm',
    ['exec', 'chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'],
    {
      cwd: root,
    },
  ),
);
