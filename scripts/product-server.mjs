/**
 * Starts the built server (apps/api/dist/main.js) on a free port with a fresh data folder of its
 * own, for the end-to-end tests and the benchmarks. `stop()` ends it and removes that folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const entry = join(root, 'apps/api/dist/main.js');

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/** @param {Record<string, string>} [env] extra environment for the server */
export async function startProductServer(env = {}) {
  if (!existsSync(entry)) {
    throw new Error(
      'apps/api/dist/main.js is missing: run `pnpm build` first (the test command does).',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-run-'));
  const port = await freePort();
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      PUSHER_HOST: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, server, 60_000);
  } catch (error) {
    await stop();
    console.error(output);
    throw error;
  }
  return { url, dataDir, stop, output: () => output };
}
