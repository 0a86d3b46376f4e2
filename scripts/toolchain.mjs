/**
 * Makes the pinned pnpm available without a global install: it is installed once with npm into
 * `.tools/` (git-ignored) and put first on PATH for every child process.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];
const toolsDir = join(root, '.tools');
const binDir = join(toolsDir, 'node_modules', '.bin');

function installedVersion() {
  const manifest = join(toolsDir, 'node_modules', 'pnpm', 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
}

/** The environment for child processes: pinned pnpm on PATH, telemetry off. */
export function toolEnv(extra = {}) {
  if (installedVersion() !== pinned) {
    console.log(`Installing pnpm ${pinned} into .tools/ …`);
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        toolsDir,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `pnpm@${pinned}`,
      ],
      {
        stdio: 'inherit',
        cwd: root,
      },
    );
  }
  return {
    ...process.env,
    PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}`,
    TURBO_TELEMETRY_DISABLED: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
    DO_NOT_TRACK: '1',
    ...extra,
  };
}
