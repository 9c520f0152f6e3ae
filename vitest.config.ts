import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** What both browser projects share: a real server and Chromium per file, in Node. */
const BROWSER_TESTS: NonNullable<TestProjectInlineConfiguration['test']> = {
  environment: 'node',
  setupFiles: ['tests/browser/support/cspSetup.ts'],
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // A page on a loaded machine can take seconds to fetch and draw what a test waits for;
  // vitest's one-second default made such waits fail on timing alone.
  expect: { poll: { timeout: 10_000 } },
  isolate: false,
};

/** The unit test files written in TypeScript without JSX, as paths from the project's root. */
function plainUnitTests(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => path.endsWith('.test.ts') && !/^tests\/(browser|server)\//.test(path));
}

/**
 * A `.test.ts` file tests code without a page unless it says otherwise with
 * `// @vitest-environment jsdom`: it runs in Node's environment, which starts in a fraction of
 * the time a DOM does, without the unit setup's DOM helpers and block registry.
 */
const nodeUnitTests = [...plainUnitTests('src'), ...plainUnitTests('tests')].filter(
  (path) => !readFileSync(path, 'utf8').includes('@vitest-environment jsdom'),
);

export default defineConfig({
  plugins: [react()],
  test: {
    // Every core (vitest leaves one free by default, which on a 2-core CI machine is half of
    // it). `npm test` runs the browser tests after the unit tests, never beside them.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/browser/**', 'tests/server/**', 'node_modules/**', ...nodeUnitTests],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        // Files share a worker's modules, as the server's do: none of them changes a global.
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: nodeUnitTests,
          isolate: false,
        },
      },
      {
        // The API server's tests: Node's own environment, without the DOM, React Testing
        // Library and the block registry the unit setup brings to every file (the server
        // imports what it renders with itself). scripts/ci-postgres.sh runs these again on
        // PostgreSQL. Files share a worker's modules (each starts its own server and database,
        // and leaves no global changed: a spy is restored in the test that made it), which
        // halves the time spent importing the server again for every file.
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'server/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        // Two files at a time: a browser test waits on the page (a fetch, a frame, a chunk)
        // for much of its time, so one file at a time left most of a second core idle. Each
        // file has its own server and Chromium, on ports of their own.
        extends: true,
        test: {
          ...BROWSER_TESTS,
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: ['tests/browser/**/*-timing.test.ts', 'node_modules/**'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        // What a test measures in milliseconds (*-timing.test.ts) runs after the others, one
        // file at a time, with the machine to itself.
        extends: true,
        test: {
          ...BROWSER_TESTS,
          name: 'browser-timing',
          include: ['tests/browser/**/*-timing.test.ts'],
          fileParallelism: false,
          // Measured once more when the first measurement missed: on a machine shared with
          // other tenants one case in a run can lose its time to them; a part that really
          // takes too long misses both times.
          retry: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
