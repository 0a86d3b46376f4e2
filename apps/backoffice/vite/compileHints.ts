import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a file whose first line is this comment has
 * every function compiled as the file is fetched, on a background thread, instead of each one on
 * the main thread the first time it runs. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A built file with the hint as its first line, and its source map moved one line down to match
 * (a source map's lines are separated by `;`).
 */
export function withCompileHint(
  code: string,
  mappings: string,
): { code: string; mappings: string } {
  if (code.startsWith(COMPILE_HINT)) return { code, mappings };
  return { code: `${COMPILE_HINT}\n${code}`, mappings: `;${mappings}` };
}

/**
 * Marks the entry for compilation as it downloads: almost all of it (React, the router, the
 * route table) runs before the first screen draws, and compiled on first use it cost the
 * router's first task 20 to 50 ms on this machine, four times that on Lighthouse's slow phone.
 * The hint goes in once the bundle is written, after Vite has put its own first line in the
 * entry (the list of files each lazy import needs) and before the compressed copies are made.
 */
export function compileHints(): Plugin {
  return {
    name: 'backoffice:compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.values(bundle).map(async (chunk) => {
          if (chunk.type !== 'chunk' || !chunk.isEntry) return;
          const file = join(dir, chunk.fileName);
          const mapFile = `${file}.map`;
          // A build without source maps has only the code to change.
          const map = existsSync(mapFile)
            ? (JSON.parse(await readFile(mapFile, 'utf8')) as { mappings: string })
            : null;
          const hinted = withCompileHint(await readFile(file, 'utf8'), map?.mappings ?? '');
          await writeFile(file, hinted.code);
          if (map) await writeFile(mapFile, JSON.stringify({ ...map, mappings: hinted.mappings }));
        }),
      );
    },
  };
}
