/**
 * Where the server finds its own files. Source (`src/...`) and the bundle (`dist/main.js`) sit
 * at different depths, so folders are found by walking up to a known marker.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function findUp(start: string, marker: string): string | null {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, marker))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

const here = dirname(fileURLToPath(import.meta.url));

/** The API package folder (holds `drizzle/` and `assets/`). */
export const apiRoot: string =
  findUp(here, join('drizzle', 'meta', '_journal.json')) ?? process.cwd();

/** The workspace root (holds `pnpm-workspace.yaml`); the API folder's grandparent otherwise. */
export const repoRoot: string =
  findUp(apiRoot, 'pnpm-workspace.yaml') ?? resolve(apiRoot, '..', '..');

export const migrationsFolder = join(apiRoot, 'drizzle');
export const assetsFolder = join(apiRoot, 'assets');
