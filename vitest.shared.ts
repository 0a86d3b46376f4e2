/**
 * The one Vitest configuration pattern of the workspace. Every package's
 * `vitest.config.ts` calls this with the environment it needs: `node` for
 * pure logic and the server, `happy-dom` for React code (with the
 * vanilla-extract plugin so `.css.ts` files compile as they do in the app).
 *
 * Every package also gets `vitest.setup.ts` first among its setup files: a test fails on any
 * `console.error` or `console.warn` it did not declare with `expectConsoleError` /
 * `expectConsoleWarn` below (and on an uncaught error or unhandled rejection, which Vitest fails
 * on by default: never set `dangerouslyIgnoreUnhandledErrors`).
 *
 * This file is imported by tests too (for those two helpers), so it loads nothing heavy at the
 * top: the vanilla-extract plugin is imported only when a config asks for it.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

export interface PackageTestOptions {
  environment?: 'node' | 'happy-dom';
  setupFiles?: string[];
  /** Test timeout in ms; the server's database tests need more than the default. */
  testTimeout?: number;
  /** Run files one at a time (for suites sharing one external database). */
  serial?: boolean;
  /** More test files: globs relative to the package (the server runs the domains' server tests). */
  include?: string[];
  /** Test files left to another package's run. */
  exclude?: string[];
}

/**
 * Resolves the `vitest` that `setupFile` imports from the package under test, as its test files
 * do: pnpm may install the package another copy of vitest than the root's (apps/api has one),
 * and loading a second copy in every test file cost about two seconds each.
 */
function packageVitest(setupFile: string): Plugin {
  let root = process.cwd();
  return {
    name: 'backoffice:package-vitest',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id, importer) {
      if (id !== 'vitest' || importer !== setupFile) return null;
      return this.resolve(id, join(root, 'package.json'), { skipSelf: true });
    },
  };
}

export function packageTestConfig(options: PackageTestOptions = {}): ViteUserConfig {
  const environment = options.environment ?? 'node';
  // The setup file every package's tests run first: the console guard (see the file).
  const sharedSetup = fileURLToPath(new URL('./vitest.setup.ts', import.meta.url));
  return {
    plugins: [
      packageVitest(sharedSetup),
      ...(environment === 'happy-dom'
        ? [import('@vanilla-extract/vite-plugin').then((plugin) => plugin.vanillaExtractPlugin())]
        : []),
    ],
    test: {
      environment,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', ...(options.include ?? [])],
      exclude: ['**/node_modules/**', ...(options.exclude ?? [])],
      setupFiles: [sharedSetup, ...(options.setupFiles ?? [])],
      testTimeout: options.testTimeout ?? 10_000,
      css: environment === 'happy-dom',
      reporters: ['default'],
      fileParallelism: !options.serial,
      passWithNoTests: false,
    },
  };
}

// ─── The console guard's declarations (used by tests; checked by vitest.setup.ts) ──────────────

export type ConsoleLevel = 'error' | 'warn';

/** A console call a test declared it expects: it must happen, and is then not a failure. */
export interface ExpectedConsoleCall {
  level: ConsoleLevel;
  pattern: RegExp | string;
  /** Where the test declared it, for the failure when it never happened. */
  declaredAt: string;
}

/** What the guard holds for the running test: filled by the setup file and these helpers. */
export interface ConsoleGuardState {
  logged: { level: ConsoleLevel; message: string }[];
  expected: ExpectedConsoleCall[];
}

const GUARD_KEY = Symbol.for('backoffice.vitest.consoleGuard');

/** The guard's state of this test file (one per worker's global, whichever copy asks). */
export function consoleGuardState(): ConsoleGuardState {
  const global = globalThis as typeof globalThis & { [GUARD_KEY]?: ConsoleGuardState };
  global[GUARD_KEY] ??= { logged: [], expected: [] };
  return global[GUARD_KEY];
}

function declare(level: ConsoleLevel, pattern: RegExp | string): void {
  const declaredAt = new Error().stack?.split('\n')[3]?.trim() ?? '';
  consoleGuardState().expected.push({ level, pattern, declaredAt });
}

/**
 * Declares that the running test expects `console.error` to be called with a message matching
 * `pattern` (a RegExp, or a substring): the matching calls do not fail the test, and the test
 * fails when none happens. Call it anywhere in the test (the check runs after it). Only for an
 * error that is the behaviour under test (an error boundary, a logged failure), never to quiet
 * a warning about the test or the screen.
 */
export function expectConsoleError(pattern: RegExp | string): void {
  declare('error', pattern);
}

/** As `expectConsoleError`, for `console.warn`. */
export function expectConsoleWarn(pattern: RegExp | string): void {
  declare('warn', pattern);
}
