// @vitest-environment node
/**
 * The OpenAPI-driven fuzzer, bounded for CI: every operation of /v1/openapi.json gets every
 * hostile value in every field and parameter (the sweep), then random schema-shaped requests
 * from a fixed seed, from each caller. A longer run: `npm run fuzz` (FUZZ_SEED, FUZZ_RUNS).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';
import { HUGE_BYTES } from './hostile';
import { runFuzz } from './runFuzz';
import { prepareTarget } from './target';

/** Replay a CI failure with FUZZ_SEED=<the seed it printed>. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

let server: TestServer;
beforeAll(async () => {
  // Sign-in codes are limited per address; the fuzzer's visitor signs in again after each logout.
  server = await startTestServer({
    otpSendLimits: { perEmail: 1_000_000, perAddress: 1_000_000, perEmailAllAddresses: 1_000_000 },
    writeLimits: { perAddress: 1_000_000, perKey: 1_000_000 },
  });
}, 120_000);
afterAll(() => server?.close());

describe('the API under fuzzing: hostile and random input from every caller', () => {
  it('answers every request with a status below 500 and no internal text, and still answers after', async () => {
    const target = await prepareTarget(server.url);
    const report = await runFuzz(target, {
      seed: SEED,
      runs: RUNS,
      deepLevels: 10_000,
      hugeBytes: HUGE_BYTES,
    });
    expect(report.operations).toBeGreaterThanOrEqual(30);
    expect(report.sent).toBeGreaterThan(1000);
    expect(report.findings, `seed ${SEED} (replay: FUZZ_SEED=${SEED})`).toEqual([]);
    expect(report.healthyAfter).toBe(true);
  }, 300_000);
});
