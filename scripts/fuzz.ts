/**
 * `npm run fuzz [runs] [seed]`: the API fuzzer against a fresh server (PGlite, or PostgreSQL
 * with DATABASE_URL), longer than CI's run. FUZZ_RUNS and FUZZ_SEED work too; the seed is
 * random unless given, and printed so a failure can be replayed. Exit 1 on any finding.
 */
import { HUGE_BYTES } from '../tests/server/fuzz/hostile';
import { runFuzz } from '../tests/server/fuzz/runFuzz';
import { prepareTarget } from '../tests/server/fuzz/target';
import { startTestServer } from '../tests/server/support/testServer';

const [runsArg, seedArg] = process.argv.slice(2);
const runs = Number(runsArg ?? process.env.FUZZ_RUNS ?? 5000);
const seed = Number(seedArg ?? process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const sweep = process.env.FUZZ_SWEEP !== '0';

const server = await startTestServer({
  otpSendLimits: { perEmail: 1_000_000, perAddress: 1_000_000, perEmailAllAddresses: 1_000_000 },
  writeLimits: { perAddress: 1_000_000, perKey: 1_000_000 },
});
console.log(
  `fuzz: ${server.databaseKind}, ${runs} random requests, seed ${seed}${sweep ? ', after the sweep' : ''}`,
);
const started = Date.now();
try {
  const target = await prepareTarget(server.url);
  const report = await runFuzz(target, {
    seed,
    runs,
    sweep,
    deepLevels: Number(process.env.FUZZ_DEPTH ?? 100_000),
    hugeBytes: HUGE_BYTES,
    log: (line) => console.log(`fuzz: ${line}`),
  });
  console.log(
    `fuzz: ${report.sent} answers in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${JSON.stringify(report.statuses)}`,
  );
  for (const finding of report.findings) console.log(`FINDING ${finding}`);
  if (!report.healthyAfter) console.log('FINDING the server no longer answers a read');
  const failed = report.findings.length > 0 || !report.healthyAfter;
  console.log(
    `fuzz: ${report.findings.length} finding(s); replay with: npm run fuzz ${runs} ${seed}`,
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  await server.close();
}
