/**
 * The README's two commands.
 *   npm start   install, build the server and the app, start the product with demo data
 *   npm test    install, then every test layer: lint, typecheck, unit, server, component, end-to-end
 * Both work on a machine with only Node.js and npm: pnpm comes from scripts/toolchain.mjs.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root, toolEnv } from './toolchain.mjs';

const command = process.argv[2];
/**
 * The moment the pinned layers of `npm test` run at (contract's `clock.ts`): TEST_PINNED_AT, or
 * 00:30 on 1 January. Any instant works, past or future.
 */
const PINNED_AT = process.env.TEST_PINNED_AT || '2027-01-01T00:30:00Z';
const env = toolEnv();

/** Runs a command, streaming its output, and resolves with its exit code and output. */
function exec(cmd, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    let output = '';
    const tee = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        sink.write(chunk);
      });
    tee(child.stdout, process.stdout);
    tee(child.stderr, process.stderr);
    child.on('exit', (code, signal) => resolvePromise({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (error) => resolvePromise({ code: 1, output: error.message }));
  });
}

async function install() {
  const { code } = await exec('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only']);
  if (code !== 0) process.exit(code);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colours before counting
const ansi = /\u001b\[[0-9;]*m/g;

/**
 * Sums what the runners printed: Vitest "Tests  N passed (M)", Jest "Tests: N passed", Playwright
 * "N passed", node --test (TAP) "# pass N".
 */
function count(output, kind) {
  const text = output.replace(ansi, '');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const lines = text.split('\n');
  for (const line of lines) {
    if (kind === 'node') {
      passed += Number(line.match(/^# pass (\d+)$/)?.[1] ?? 0);
      failed += Number(line.match(/^# fail (\d+)$/)?.[1] ?? 0);
      skipped += Number(line.match(/^# skipped (\d+)$/)?.[1] ?? 0);
    } else if (kind === 'vitest' || kind === 'jest') {
      const m = line.match(/^\s*(?:\S+\s+)?Tests:?\s+(.*)$/);
      if (!m) continue;
      passed += Number(m[1].match(/(\d+) passed/)?.[1] ?? 0);
      failed += Number(m[1].match(/(\d+) failed/)?.[1] ?? 0);
      skipped += Number(m[1].match(/(\d+) skipped/)?.[1] ?? 0);
    } else {
      const p = line.match(/^\s+(\d+) passed/);
      const f = line.match(/^\s+(\d+) failed/);
      const s = line.match(/^\s+(\d+) skipped/);
      if (p) passed += Number(p[1]);
      if (f) failed += Number(f[1]);
      if (s) skipped += Number(s[1]);
    }
  }
  return { passed, failed, skipped };
}

async function test() {
  await install();
  const { requireChromium } = await import('./chromium.mjs');
  requireChromium();
  const turbo = (...args) => ['exec', 'turbo', 'run', ...args, '--output-logs=full'];
  // A layer runs `pnpm …cmd`, or each of `steps` ([command, args]) in turn, all of them even
  // when one fails.
  const node = (...args) => [process.execPath, args];
  const layers = [
    { name: 'lint', cmd: ['exec', 'biome', 'check', '--error-on-warnings', '.'] },
    {
      // The direction of imports and cycles; then the check's own tests, on fixture trees.
      name: 'imports',
      steps: [
        node('scripts/check-imports.mjs'),
        node('--test', '--test-reporter=tap', 'scripts/check-imports.test.mjs'),
      ],
      kind: 'node',
    },
    { name: 'typecheck', cmd: turbo('typecheck') },
    { name: 'build', cmd: turbo('build') },
    {
      // Two packages at a time: each runs its own workers, and the screen tests (happy-dom) are
      // slow enough to reach their timeouts when every package competes for two cores.
      name: 'unit',
      cmd: turbo('test', '--filter=!@backoffice/api', '--concurrency=2'),
      kind: 'vitest',
    },
    { name: 'server', cmd: turbo('test', '--filter=@backoffice/api'), kind: 'vitest' },
    { name: 'component', cmd: ['test:stories'], kind: 'jest' },
    {
      name: 'end-to-end',
      cmd: ['--filter', '@backoffice/e2e', 'e2e'],
      kind: 'playwright',
      needsBuild: true,
    },
    // The server and end-to-end layers once more on a pinned clock (BACKOFFICE_NOW), at a moment
    // that breaks assumptions about dates: the first of a month and of a year, half an hour
    // after midnight in the business's time zone. On the embedded database alone, which reads
    // the pinned clock; an external PostgreSQL keeps its own.
    {
      name: 'server@day',
      cmd: ['--filter', '@backoffice/api', 'exec', 'vitest', 'run'],
      env: { BACKOFFICE_NOW: PINNED_AT, TEST_DATABASE_URL: '' },
      kind: 'vitest',
    },
    {
      name: 'e2e@day',
      cmd: ['--filter', '@backoffice/e2e', 'e2e'],
      env: { BACKOFFICE_NOW: PINNED_AT },
      kind: 'playwright',
      needsBuild: true,
    },
  ];
  const results = [];
  for (const layer of layers) {
    console.log(`\n=== ${layer.name} ===`);
    const started = Date.now();
    // End-to-end needs the build; skip it rather than report a confusing failure.
    const buildFailed = results.find((r) => r.name === 'build')?.code;
    let code = 0;
    let output = '';
    if (layer.needsBuild && buildFailed) code = 1;
    else {
      if (layer.env)
        console.log(
          `(${Object.entries(layer.env)
            .map((e) => e.join('='))
            .join(' ')})`,
        );
      for (const [cmd, args] of layer.steps ?? [['pnpm', layer.cmd]]) {
        const step = await exec(cmd, args, { env: { ...env, ...layer.env } });
        code ||= step.code;
        output += step.output;
      }
    }
    results.push({
      ...layer,
      code,
      seconds: (Date.now() - started) / 1000,
      tally: layer.kind ? count(output, layer.kind) : null,
    });
  }
  console.log('\n=== summary ===');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const r of results) {
    const tally = r.tally
      ? ` ${r.tally.passed} passed, ${r.tally.failed} failed${r.tally.skipped ? `, ${r.tally.skipped} skipped` : ''}`
      : '';
    console.log(
      `${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name.padEnd(11)} ${r.seconds.toFixed(0).padStart(4)} s${tally}`,
    );
    if (r.tally) {
      passed += r.tally.passed;
      failed += r.tally.failed;
      skipped += r.tally.skipped;
    }
    // A layer that failed without a counted test failure (lint, crash) still counts as one failure.
    if (r.code !== 0 && (!r.tally || r.tally.failed === 0)) failed += 1;
  }
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(results.every((r) => r.code === 0) ? 0 : 1);
}

async function start() {
  await install();
  const built = await exec('pnpm', [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@backoffice/api',
    '--filter=@backoffice/app',
    '--output-logs=errors-only',
  ]);
  if (built.code !== 0) process.exit(built.code);
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...env,
      DATA_DIR: process.env.DATA_DIR || join(root, 'data'),
      PORT: process.env.PORT || '8080',
    },
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

if (command === 'test') await test();
else if (command === 'start') await start();
else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
