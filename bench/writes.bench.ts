/**
 * Write throughput and p99 at 50 connections, on PGlite and on a throwaway PostgreSQL: feed posts
 * (POST /v1/activities, multipart, by the signed-in owner of a token) and layout saves
 * (PUT /v1/layouts/{id} of the demo document, each connection saving its own layout, each save
 * carrying the revision the previous one returned and one block's text changed, and asking for
 * the answer without the document, as the editor's saves do). The server runs in a child
 * process, so the load generator never shares its event loop.
 *
 * Two runs of 10 s each. The first is saturating (wrk, else autocannon: each connection sends
 * its next request as soon as the last is answered) and gives the most the server answers per
 * second. Its latency is only the queue: with 50 requests always in flight, the mean latency is
 * 50 ÷ throughput by Little's law whatever the server does, so it is printed as a reference. The
 * second offers the target rate over the same 50 connections (an open loop, bench/pacedLoad.ts,
 * after 2 s at that pace uncounted while its connections open) and gives the p99 a client sees
 * when the server carries that load — what "N per second with a p99 of M" promises; it runs
 * three times and the median p99 is the figure.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_PUBLISHABLE_KEY as PK, LOCAL_SECRET_KEY as SK } from '../server/config';
import type { ServerConfig } from '../server/config';
import { spawnServer } from '../tests/server/support/serverProcess';
import { registerDemoToken, signInByEmailCode } from '../tests/server/support/signIn';
import { runLoad, type LoadResult } from './loadGenerator';
import { runPaced, type PacedOptions, type PacedRequest } from './pacedLoad';
import type { BenchResult } from './run';
import { onFreshPostgres } from './throwawayPostgres';

const CONNECTIONS = 50;
const DURATION_S = 10;
/** A first, unmeasured run: the server's first requests compile and warm its code paths. */
const WARM_UP_S = 2;
const OWNER = 'bench-owner@example.com';

/**
 * The bench's server settings: 50 connections from one loopback address would otherwise meet
 * the per-address limits meant for the open internet, and the figures would measure refusals.
 */
const BENCH_CONFIG: Partial<ServerConfig> = {
  development: true,
  otpSendLimits: { perEmail: 1_000_000, perAddress: 1_000_000, perEmailAllAddresses: 1_000_000 },
  writeLimits: { perAddress: 1_000_000, perKey: 1_000_000 },
};

const TARGETS = {
  pglite: { perSecond: 150, p99: 200 },
  postgres: { perSecond: 300, p99: 100 },
} as const;

/**
 * The CPU time a process has used, in ms (user + system, from /proc; null elsewhere). Its
 * difference over the saturating run, divided by the writes answered, is what one write costs
 * the server: unlike a latency, it hardly moves when another tenant takes the shared cores.
 */
function cpuMs(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return null;
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
}

/** The saturating run, with the server's CPU time per answered write. */
async function measuredSaturation(
  pid: number | undefined,
  run: () => Promise<LoadResult>,
): Promise<{ saturated: LoadResult; cpuPerWrite: number | null }> {
  const before = cpuMs(pid);
  const saturated = await run();
  const after = cpuMs(pid);
  const answered = saturated.perSecond * DURATION_S;
  return {
    saturated,
    cpuPerWrite:
      before === null || after === null || answered === 0 ? null : (after - before) / answered,
  };
}

const BOUNDARY = 'vitrinebenchboundary';
const postBody = [
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="collection_slug"\r\n\r\ndemo\r\n`,
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="token_id"\r\n\r\n2\r\n`,
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench post\r\n`,
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="content"\r\n\r\nA post written under load.\r\n`,
  `--${BOUNDARY}--\r\n`,
].join('');

/**
 * Paced runs in a row: a 10 s run's p99 is its 30 slowest answers, which one spell of another
 * tenant's load on the shared cores can make on its own; the median of three is the figure,
 * each run's printed beside it.
 */
const PACED_RUNS = 3;

type PacedFigures = LoadResult & { p99s: number[] };

/**
 * The target rate offered over the bench's connections, after an uncounted warm-up, PACED_RUNS
 * times: the run with the median p99, with every run's failures counted and every p99 named.
 */
async function pacedRun(
  origin: string,
  rate: number,
  next: PacedOptions['next'],
): Promise<PacedFigures> {
  const runs: LoadResult[] = [];
  for (let i = 0; i < PACED_RUNS; i++) {
    runs.push(
      await runPaced({
        origin,
        rate,
        connections: CONNECTIONS,
        durationS: DURATION_S,
        warmUpS: WARM_UP_S,
        next,
      }),
    );
  }
  const byP99 = [...runs].sort((a, b) => a.p99 - b.p99);
  const middle = byP99[Math.floor(byP99.length / 2)]!;
  return {
    ...middle,
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    detail: runs.map((run) => run.detail).join('; '),
    p99s: runs.map((run) => run.p99),
  };
}

interface WriteFigures {
  saturated: LoadResult;
  /** The server process's CPU time per answered write over the saturating run, ms. */
  cpuPerWrite: number | null;
  paced: PacedFigures;
  rate: number;
}

async function feedPosts(
  url: string,
  pid: number | undefined,
  rate: number,
): Promise<WriteFigures> {
  const owner = await signInByEmailCode(url, OWNER);
  await registerDemoToken(url, owner, OWNER, 'demo-2');
  const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers = {
    'x-api-key': PK,
    cookie,
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  };
  const run = (durationS: number) =>
    runLoad({
      url: `${url}/v1/activities`,
      method: 'POST',
      connections: CONNECTIONS,
      durationS,
      headers,
      body: postBody,
    });
  await run(WARM_UP_S);
  const { saturated, cpuPerWrite } = await measuredSaturation(pid, () => run(DURATION_S));
  const paced = await pacedRun(url, rate, () => ({
    method: 'POST',
    path: '/v1/activities',
    headers,
    body: postBody,
  }));
  return { saturated, cpuPerWrite, paced, rate };
}

/**
 * wrk's side of the layout saves: a pool of the layouts with their revisions; a connection takes
 * one for each save and puts it back with the revision the answer carries (a 409 carries the
 * current record), so no two saves of one layout are ever in flight together.
 */
const SAVES_LUA = `
local pool = {}
local head, tail
local function slurp(name)
  local f = io.open(os.getenv(name), "rb")
  local text = f:read("*a")
  f:close()
  return text
end
init = function(args)
  for id, revision in slurp("LAYOUTS"):gmatch("([%w_%-]+):(%d+)") do
    table.insert(pool, { id = id, revision = revision })
  end
  head = slurp("DOCUMENT_HEAD")
  tail = slurp("DOCUMENT_TAIL")
end
request = function()
  local layout = table.remove(pool)
  if not layout then return wrk.format("GET", "/healthz") end
  return wrk.format("PUT", "/v1/layouts/" .. layout.id, nil,
    '{"revision":' .. layout.revision .. ',"name":"Bench save","document":' .. head ..
    math.random(1, 1000000000) .. tail .. '}')
end
response = function(status, headers, body)
  local id = body:match('"id":"(lay_[%w_%-]+)"')
  local revision = body:match('"revision":(%d+),"published_revision"')
  if id and revision then table.insert(pool, { id = id, revision = revision }) end
end
`;

/**
 * The demo document as an owner saves it while typing: each save's text differs in one block
 * (a paragraph added to the first text block, with a number that changes), the rest as it was.
 * `head` and `tail` surround the number, for wrk's script.
 */
function editedDocument(document: unknown) {
  const copy = structuredClone(document) as {
    components: { type: string; data: Record<string, unknown> }[];
  };
  const text = copy.components.find((component) => component.type === 'text');
  if (!text) throw new Error('The demo document has no text block to edit');
  const mark = 'BENCH_EDIT_MARK';
  text.data.content = `${String(text.data.content)}<p>Edit ${mark}</p>`;
  const [head, tail] = JSON.stringify(copy).split(mark) as [string, string];
  let edits = 0;
  return { head, tail, next: () => `${head}${++edits}${tail}` };
}

async function layoutSaves(
  url: string,
  pid: number | undefined,
  rate: number,
): Promise<WriteFigures> {
  const headers = { 'x-api-key': SK, 'content-type': 'application/json' };
  const demo = (await (await fetch(`${url}/v1/layouts/lay_demo`, { headers })).json()) as {
    document: unknown;
  };
  // Each layout's revision is kept here across runs: the next run's first save carries it.
  const layouts: { id: string; revision: number }[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const res = await fetch(`${url}/v1/layouts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Bench ${i}`, document: demo.document }),
    });
    const created = (await res.json()) as { id: string; revision: number };
    layouts.push({ id: created.id, revision: created.revision });
  }
  const edited = editedDocument(demo.document);
  // As the editor saves: the answer without the document it was sent.
  const saveHeaders = { ...headers, prefer: 'return=minimal' };
  const run = (durationS: number) => {
    const free = [...layouts];
    return runLoad({
      url,
      connections: CONNECTIONS,
      durationS,
      headers: saveHeaders,
      dynamic: {
        wrkLua: SAVES_LUA,
        files: {
          LAYOUTS: layouts.map((l) => `${l.id}:${l.revision}`).join('\n'),
          DOCUMENT_HEAD: edited.head,
          DOCUMENT_TAIL: edited.tail,
        },
        // Each connection takes a layout of its own and saves it again and again, each save
        // with the revision the last one returned (a stale revision would be a 409, not a save).
        setupClient: (client) => {
          const layout = free.pop()!;
          client.setRequests([
            {
              method: 'PUT',
              path: `/v1/layouts/${layout.id}`,
              headers: saveHeaders,
              setupRequest: (request) => ({
                ...request,
                body: `{"revision":${layout.revision},"name":"Bench save","document":${edited.next()}}`,
              }),
              onResponse: (status, body) => {
                // A 409 (a save cut off by the warm-up's end landed unseen) carries the current
                // revision: the next save starts from it.
                const saved = JSON.parse(body) as {
                  revision?: number;
                  current?: { revision: number };
                };
                if (status === 200) layout.revision = saved.revision!;
                else if (status === 409 && saved.current) layout.revision = saved.current.revision;
              },
            },
          ]);
        },
      },
    });
  };
  const settle = async () => {
    // A save cut off when a run stopped may land unseen: let it finish, read each revision.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const layout of layouts) {
      const res = await fetch(`${url}/v1/layouts/${layout.id}`, { headers });
      layout.revision = ((await res.json()) as { revision: number }).revision;
    }
  };
  await run(WARM_UP_S);
  await settle();
  const { saturated, cpuPerWrite } = await measuredSaturation(pid, () => run(DURATION_S));
  await settle();
  // Paced: each save takes a layout nobody is saving (waiting for one when all are), as the
  // saturating run's connections each keep their own.
  const free = [...layouts];
  const waiting: ((layout: (typeof layouts)[number]) => void)[] = [];
  const giveBack = (layout: (typeof layouts)[number]) => {
    const waiter = waiting.shift();
    if (waiter) waiter(layout);
    else free.push(layout);
  };
  const saveOf = (layout: (typeof layouts)[number]): PacedRequest => ({
    method: 'PUT',
    path: `/v1/layouts/${layout.id}`,
    headers: saveHeaders,
    body: `{"revision":${layout.revision},"name":"Bench save","document":${edited.next()}}`,
    answered: (status, body) => {
      if (status === 200 || status === 409) {
        const saved = JSON.parse(body) as { revision?: number; current?: { revision: number } };
        if (status === 200) layout.revision = saved.revision!;
        else if (saved.current) layout.revision = saved.current.revision;
      }
      giveBack(layout);
    },
  });
  const paced = await pacedRun(url, rate, () => {
    const layout = free.pop();
    return layout
      ? saveOf(layout)
      : new Promise<PacedRequest>((resolve) => waiting.push((l) => resolve(saveOf(l))));
  });
  return { saturated, cpuPerWrite, paced, rate };
}

function results(kind: 'pglite' | 'postgres', label: string, f: WriteFigures): BenchResult[] {
  const target = TARGETS[kind];
  const db = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const { saturated, paced } = f;
  // A paced run that could not keep up measured a queue again, not the target load.
  const keptPace = paced.perSecond >= f.rate * 0.95;
  return [
    {
      metric: `${db}: ${label} — most per second (${CONNECTIONS} conns saturating, ${DURATION_S} s, ${saturated.generator})`,
      value: saturated.perSecond,
      unit: '/s',
      target: `≥ ${target.perSecond}/s`,
      ok: saturated.perSecond >= target.perSecond,
    },
    {
      metric: `${db}: ${label} — median latency at saturation (the queue: ${CONNECTIONS} ÷ throughput)`,
      value: saturated.p50,
      unit: 'ms',
    },
    { metric: `${db}: ${label} — p99 latency at saturation`, value: saturated.p99, unit: 'ms' },
    ...(f.cpuPerWrite === null
      ? []
      : [
          {
            metric: `${db}: ${label} — the server process's CPU time per write at saturation (no target)`,
            value: f.cpuPerWrite,
            unit: 'ms',
          },
        ]),
    {
      metric: `${db}: ${label} — p99 latency at ${f.rate}/s offered over ${CONNECTIONS} conns (answered ${paced.perSecond.toFixed(0)}/s, median ${paced.p50.toFixed(1)} ms, ${paced.generator}; median of the p99s ${paced.p99s.map((p99) => p99.toFixed(0)).join(' / ')} ms)`,
      value: paced.p99,
      unit: 'ms',
      target: `≤ ${target.p99} ms${keptPace ? '' : ' (the server did not keep the pace)'}`,
      ok: keptPace && paced.p99 <= target.p99,
    },
    {
      metric: `${db}: ${label} — refused or failed (${saturated.detail}; ${paced.detail})`,
      value: saturated.failed + paced.failed,
      unit: '',
      target: '0',
      ok: saturated.failed + paced.failed === 0,
    },
  ];
}

async function onServer(kind: 'pglite' | 'postgres', databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-writes-'));
  const server = await spawnServer({ dataDir, databaseUrl, config: BENCH_CONFIG });
  try {
    return [
      ...results(
        kind,
        'feed posts (POST /v1/activities by the owner)',
        await feedPosts(server.url, server.child.pid, TARGETS[kind].perSecond),
      ),
      ...results(
        kind,
        'layout saves (PUT /v1/layouts/{id})',
        await layoutSaves(server.url, server.child.pid, TARGETS[kind].perSecond),
      ),
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export default async function writesBench(): Promise<BenchResult[]> {
  console.log(
    `Server settings for this bench (per-address limits raised; 50 connections share one address): ${JSON.stringify(BENCH_CONFIG)}`,
  );
  const out = await onServer('pglite', '');
  out.push(...((await onFreshPostgres((url) => onServer('postgres', url))) ?? []));
  return out;
}
