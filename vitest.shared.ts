/**
 * The one Vitest configuration pattern of the workspace. Every package's
 * `vitest.config.ts` calls this with the environment it needs: `node` for
 * pure logic and the server, `happy-dom` for React code (with the
 * vanilla-extract plugin so `.css.ts` files compile as they do in the app).
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

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

export function packageTestConfig(options: PackageTestOptions = {}): ViteUserConfig {
  const environment = options.environment ?? 'node';
  return defineConfig({
    plugins: environment === 'happy-dom' ? [vanillaExtractPlugin()] : [],
    test: {
      environment,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', ...(options.include ?? [])],
      exclude: ['**/node_modules/**', ...(options.exclude ?? [])],
      setupFiles: options.setupFiles ?? [],
      testTimeout: options.testTimeout ?? 10_000,
      css: environment === 'happy-dom',
      reporters: ['default'],
      fileParallelism: !options.serial,
      passWithNoTests: false,
    },
  });
}
