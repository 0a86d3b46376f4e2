/**
 * A built app in a folder of its own, for the tests of how the server sends it: `index.html`, a
 * hashed script with the `.br` and `.gz` copies the build writes beside it, and `robots.txt`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The hashed script's text, and its address under `/build/`. */
export const BUILT_SCRIPT = 'export const answer = 42;\n'.repeat(100);
export const BUILT_SCRIPT_URL = '/build/assets/index-C5SH3L4t.js';

export function writeBuiltApp(): { dist: string; remove: () => void } {
  const dist = mkdtempSync(join(tmpdir(), 'backoffice-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const hashed = join(dist, BUILT_SCRIPT_URL.replace('/build/', ''));
  writeFileSync(hashed, BUILT_SCRIPT);
  writeFileSync(`${hashed}.br`, brotliCompressSync(BUILT_SCRIPT));
  writeFileSync(`${hashed}.gz`, gzipSync(BUILT_SCRIPT));
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  return { dist, remove: () => rmSync(dist, { recursive: true, force: true }) };
}
