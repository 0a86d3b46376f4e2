/**
 * scripts/check-imports.mjs on small trees written to the temporary folder: a clean tree passes,
 * and each kind of broken rule and each kind of cycle fails with its file and line.
 *   node --test scripts/check-imports.test.mjs
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = join(dirname(fileURLToPath(import.meta.url)), 'check-imports.mjs');
const made = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const manifest = (name, exports = { '.': './src/index.ts' }) =>
  JSON.stringify({ name, type: 'module', exports });

/** A workspace shaped like the real one, where every import follows the rules. */
const CLEAN = {
  'vitest.shared.ts': 'export const packageTestConfig = {};\n',
  'scripts/helper.mjs': 'export const helper = 1;\n',
  'packages/contract/package.json': manifest('@backoffice/contract'),
  'packages/contract/src/index.ts':
    "export * from './schema';\nexport type { Id } from './types';\n",
  'packages/contract/src/schema.ts':
    "import type { Id } from './types';\nexport const id = (x: Id) => x;\n",
  'packages/contract/src/types.ts': 'export type Id = number;\n',
  'packages/contract/vitest.config.ts':
    "import { packageTestConfig } from '../../vitest.shared.ts';\nexport default packageTestConfig;\n",
  'packages/ui/package.json': manifest('@backoffice/ui', {
    '.': './src/index.ts',
    './*': './src/components/*/index.ts',
  }),
  'packages/ui/src/index.ts': "export { Button } from './components/Button';\n",
  'packages/ui/src/components/Button/index.ts': "export const Button = 'button';\n",
  'packages/access/package.json': manifest('@backoffice/access'),
  'packages/access/src/index.ts':
    "import { id } from '@backoffice/contract';\nexport const can = id;\n",
  'packages/realtime/package.json': manifest('@backoffice/realtime'),
  'packages/realtime/src/index.ts': "export { id } from '@backoffice/contract';\n",
  'packages/api-client/package.json': manifest('@backoffice/api-client'),
  'packages/api-client/src/index.ts':
    "import type { Id } from '@backoffice/contract';\nexport type Key = Id;\n",
  'packages/server-kit/package.json': manifest('@backoffice/server-kit'),
  'packages/server-kit/src/index.ts':
    "import { id } from '@backoffice/contract';\nexport const kit = id;\n",
  'packages/app-kit/package.json': manifest('@backoffice/app-kit'),
  'packages/app-kit/src/index.ts':
    "import { Button } from '@backoffice/ui/Button';\nimport { kit } from '@backoffice/server-kit';\nexport const appKit = [Button, kit];\n",
  'domains/common/package.json': manifest('@backoffice/common', {
    '.': './src/index.ts',
    './server': './src/server/index.ts',
  }),
  'domains/common/src/index.ts':
    "import { id } from '@backoffice/contract';\nexport const branches = id;\n",
  'domains/common/src/server/index.ts': "export { branches } from '../index';\n",
  'domains/farm/package.json': manifest('@backoffice/farm', {
    '.': './src/index.ts',
    './server': './src/server/index.ts',
  }),
  'domains/farm/src/index.ts':
    "import { branches } from '@backoffice/common';\nimport { kit } from '@backoffice/server-kit';\nexport const sales = [branches, kit];\n",
  'domains/farm/src/server/index.ts': "export { sales } from '../index';\n",
  'domains/farm/src/sales.server.test.ts':
    "import { harness } from '@backoffice/api/testing';\nimport { sales } from './index';\nharness(sales);\n",
  'apps/api/package.json': manifest('@backoffice/api', {
    '.': './src/app.ts',
    './testing': './src/testing.ts',
  }),
  'apps/api/src/app.ts':
    "import { sales } from '@backoffice/farm/server';\nimport { branches } from '@backoffice/common/server';\nexport const app = [sales, branches];\n",
  'apps/api/src/testing.ts':
    "import { app } from './app';\nexport const harness = (x: unknown) => [app, x];\n",
  'apps/backoffice/package.json': manifest('@backoffice/app', { '.': './src/main.tsx' }),
  'apps/backoffice/src/main.tsx': [
    "import { Button } from '@backoffice/ui';",
    "import { can } from '@backoffice/access';",
    "import { sales } from '@backoffice/farm';",
    "import type { Loader } from './lib/loader';",
    "// import { app } from '@backoffice/api';  (a comment is not an import)",
    'const text = "import { app } from \'@backoffice/api\'";',
    "export const load: Loader = () => import('./screens/Home');",
    'export const App = () => <Button>{[can, sales, text]}</Button>;',
    '',
  ].join('\n'),
  'apps/backoffice/src/lib/loader.ts': 'export type Loader = () => Promise<unknown>;\n',
  'apps/backoffice/src/screens/Home.tsx':
    "import type { Loader } from '../lib/loader';\nexport const Home: Loader = async () => 'home';\n",
  'apps/backoffice/bench/bundle.mjs':
    "import { helper } from '../../../scripts/helper.mjs';\nhelper;\n",
  'e2e/package.json': manifest('@backoffice/e2e', {}),
  'e2e/global-setup.ts':
    "import { helper } from '../scripts/helper.mjs';\nexport default helper;\n",
  'e2e/tests/menu.spec.ts': "import { can } from '@backoffice/access';\ncan(1);\n",
  // Skipped: not source of ours.
  'apps/backoffice/node_modules/x/index.ts': "import '@backoffice/api';\n",
  'apps/backoffice/dist/main.mjs': "import '@backoffice/api';\n",
  'packages/ui/storybook-static/main.mjs': "import '@backoffice/api';\n",
};

/** Writes CLEAN with `changes` (null deletes a file) and runs the check on it. */
function check(changes = {}, ...args) {
  const dir = mkdtempSync(join(tmpdir(), 'check-imports-'));
  made.push(dir);
  for (const [path, text] of Object.entries({ ...CLEAN, ...changes })) {
    if (text === null) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const run = spawnSync(process.execPath, [script, dir, ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout + run.stderr };
}

/** Asserts the check failed and printed every expected line fragment. */
function fails(result, ...expected) {
  assert.equal(result.code, 1, result.out);
  for (const text of expected)
    assert.ok(result.out.includes(text), `missing "${text}" in:\n${result.out}`);
}

test('a tree that follows the rules passes with a one-line summary', () => {
  const { code, out } = check();
  assert.equal(code, 0, out);
  assert.match(out.trim(), /^imports: 24 files, \d+ imports checked, 0 violations, 0 cycles$/);
});

test('ui imports no package of ours', () => {
  fails(
    check({ 'packages/ui/src/theme.ts': "\nimport { id } from '@backoffice/contract';\n" }),
    "packages/ui/src/theme.ts:2  imports '@backoffice/contract' (packages/contract)",
    'ui imports no package of ours',
  );
});

test('contract imports no package of ours', () => {
  fails(
    check({ 'packages/contract/src/ui.ts': "export { Button } from '@backoffice/ui/Button';\n" }),
    "packages/contract/src/ui.ts:1  imports '@backoffice/ui/Button' (packages/ui)",
  );
});

test('access, realtime and api-client import only contract', () => {
  fails(
    check({
      'packages/access/src/x.ts': "import '@backoffice/ui';\n",
      'packages/realtime/src/x.ts': "import '@backoffice/server-kit';\n",
      'packages/api-client/src/x.ts': "import type { Loader } from '@backoffice/access';\n",
    }),
    'packages/access/src/x.ts:1',
    'packages/realtime/src/x.ts:1',
    'packages/api-client/src/x.ts:1',
    'api-client imports only contract',
  );
});

test('packages never import domains or apps', () => {
  fails(
    check({
      'packages/server-kit/src/x.ts': "import { sales } from '@backoffice/farm';\n",
      'packages/app-kit/src/x.ts': "const load = () => import('@backoffice/app');\n",
    }),
    "packages/server-kit/src/x.ts:1  imports '@backoffice/farm' (domains/farm)",
    "packages/app-kit/src/x.ts:1  imports '@backoffice/app' (apps/backoffice)",
    'packages never import domains or apps',
  );
});

test('a domain imports no other domain than common, and no app', () => {
  fails(
    check({
      'domains/delivery/package.json': manifest('@backoffice/delivery'),
      'domains/delivery/src/index.ts': "import { sales } from '@backoffice/farm/server';\n",
      'domains/common/src/x.ts': "import { sales } from '../../farm/src/index';\n",
      'domains/farm/src/x.ts': "import { app } from '@backoffice/api';\n",
    }),
    "domains/delivery/src/index.ts:1  imports '@backoffice/farm/server' (domains/farm)",
    "domains/common/src/x.ts:1  imports '../../farm/src/index' (domains/farm)",
    "domains/farm/src/x.ts:1  imports '@backoffice/api' (apps/api)",
  );
});

test("only a domain's .server.test.ts may import @backoffice/api/testing, and nothing else of the server", () => {
  fails(
    check({
      'domains/farm/src/sales.test.ts': "import { harness } from '@backoffice/api/testing';\n",
      'domains/farm/src/more.server.test.ts': "import { app } from '@backoffice/api';\n",
      'packages/server-kit/src/kit.server.test.ts': "import '@backoffice/api/testing';\n",
    }),
    "domains/farm/src/sales.test.ts:1  imports '@backoffice/api/testing' (apps/api)",
    "domains/farm/src/more.server.test.ts:1  imports '@backoffice/api' (apps/api)",
    "packages/server-kit/src/kit.server.test.ts:1  imports '@backoffice/api/testing'",
  );
});

test('no app imports another app, and e2e imports no app', () => {
  fails(
    check({
      'apps/backoffice/src/api.ts': "import type { app } from '@backoffice/api';\n",
      'e2e/tests/x.spec.ts': "import { App } from '../../apps/backoffice/src/main';\n",
      'e2e/tests/y.spec.ts': "import { sales } from '@backoffice/farm';\n",
    }),
    "apps/backoffice/src/api.ts:1  imports '@backoffice/api' (apps/api)",
    "e2e/tests/x.spec.ts:1  imports '../../apps/backoffice/src/main' (apps/backoffice)",
    "e2e/tests/y.spec.ts:1  imports '@backoffice/farm' (domains/farm)",
  );
});

test('an unknown @backoffice name and an import of the root fail', () => {
  fails(
    check({
      'apps/backoffice/src/x.ts': "import '@backoffice/nothing';\n",
      'packages/ui/src/x.ts': "import { helper } from '../../../scripts/helper.mjs';\n",
    }),
    "apps/backoffice/src/x.ts:1  imports '@backoffice/nothing': no workspace package has that name",
    "packages/ui/src/x.ts:1  imports '../../../scripts/helper.mjs' (scripts)",
  );
});

test('a cycle of imports fails, whether static, multi-line, re-exported or import()', () => {
  fails(
    check({
      'packages/contract/src/a.ts': "import {\n  b,\n} from './b';\nexport const a = b;\n",
      'packages/contract/src/b.ts': "export { a as b } from './a';\n",
      'apps/backoffice/src/lib/one.ts': "export const one = () => import('../screens/two');\n",
      'apps/backoffice/src/screens/two.ts': "import { one } from '../lib/one';\nexport { one };\n",
    }),
    'import cycles:',
    'packages/contract/src/a.ts -> packages/contract/src/b.ts -> packages/contract/src/a.ts',
    "packages/contract/src/a.ts:1 imports './b'",
    'apps/backoffice/src/lib/one.ts -> apps/backoffice/src/screens/two.ts -> apps/backoffice/src/lib/one.ts',
    "apps/backoffice/src/lib/one.ts:1 import()s '../screens/two'",
    '0 violations, 2 cycles',
  );
});

test('a cycle through a type-only import is listed apart, and fails unless --no-types', () => {
  const changes = {
    'apps/backoffice/src/lib/loader.ts':
      "import { Home } from '../screens/Home';\nexport type Loader = () => Promise<unknown>;\nexport const first = Home;\n",
  };
  const cycle =
    'apps/backoffice/src/lib/loader.ts -> apps/backoffice/src/screens/Home.tsx -> apps/backoffice/src/lib/loader.ts';
  fails(check(changes), 'import cycles through a type-only import:', cycle, '1 cycle');
  const relaxed = check(changes, '--no-types');
  assert.equal(relaxed.code, 0, relaxed.out);
  assert.ok(relaxed.out.includes(cycle), relaxed.out);
  assert.ok(relaxed.out.includes('0 cycles (+1 through type-only imports)'), relaxed.out);
});

test('a cycle across packages, through their exports, fails', () => {
  fails(
    check({
      'packages/server-kit/src/index.ts': "export { appKit } from '@backoffice/app-kit';\n",
    }),
    'packages/app-kit/src/index.ts -> packages/server-kit/src/index.ts -> packages/app-kit/src/index.ts',
    'cycles between workspace packages:',
    'packages/app-kit -> packages/server-kit -> packages/app-kit',
  );
});
