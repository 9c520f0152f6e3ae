import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Every core (vitest leaves one free by default, which on a 2-core CI machine is half of
    // it). `npm test` runs the browser tests after the unit tests, never beside them, so the
    // timing-sensitive browser tests (one file at a time) have the machine to themselves.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          exclude: ['tests/browser/**', 'node_modules/**'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          setupFiles: ['tests/browser/support/cspSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
