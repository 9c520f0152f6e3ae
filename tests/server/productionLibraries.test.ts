// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tsxEvalArgs } from './support/tsxEval';

/** NODE_ENV as the libraries see it after the server entry's first import, started with `env`. */
function libraryMode(env: string | undefined): string {
  const environment = { ...process.env };
  delete environment.NODE_ENV;
  if (env !== undefined) environment.NODE_ENV = env;
  const run = spawnSync(
    process.execPath,
    tsxEvalArgs(
      "await import('./server/productionLibraries.ts'); const React = (await import('react')).default; console.log(process.env.NODE_ENV, typeof React.captureOwnerStack);",
    ),
    { env: environment, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout.trim();
}

describe('the libraries a server renders with', () => {
  it('run their production builds unless the server is in development', () => {
    // React's development build alone has captureOwnerStack as a function.
    expect(libraryMode(undefined)).toBe('production undefined');
    expect(libraryMode('staging')).toBe('production undefined');
    expect(libraryMode('development')).toBe('development function');
  });
});
