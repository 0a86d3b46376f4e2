/**
 * A package's typecheck: the native TypeScript compiler (TypeScript 7, `typescript-native` in the
 * root's devDependencies) over the package's tsconfig.json, in the directory it is run from.
 * TypeScript 5.9 stays the packages' `typescript` because Storybook's docgen and tsup import the
 * compiler's JavaScript API, which the native compiler does not offer; both check this tree the
 * same, and the native one takes a tenth of the time.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('typescript-native/package.json')), 'bin/tsc');
const { status } = spawnSync(
  process.execPath,
  [tsc, '-p', 'tsconfig.json', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(status ?? 1);
