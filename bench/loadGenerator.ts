/**
 * One way for the benches to put a fixed number of connections on a URL and read back requests
 * per second and latency percentiles.
 *
 * wrk (C, Debian's `wrk` package) is preferred: on a 2-core machine the load generator shares
 * the cores with the servers it measures, and autocannon (JavaScript) takes a large part of one
 * core at a few thousand requests per second, which a server figure then reads as its own
 * slowness. When wrk is missing the bench tries `apt-get install wrk` once (as the browser tests
 * do for Chromium) and otherwise falls back to autocannon; every figure says which one ran.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  durationS: number;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Requests that change as the run goes (each connection saving its own layout at the revision
   * the last save returned): Lua for wrk, defining `init`, `request` and `response` (the file
   * contents it reads are in `files`, their paths in the environment variables named by the
   * keys), and the same for autocannon as its `setupClient`.
   */
  dynamic?: {
    wrkLua: string;
    files: Record<string, string>;
    setupClient: (client: autocannon.Client) => void;
  };
}

export interface LoadResult {
  /** Answers that succeeded, per second (2xx; wrk also counts a 3xx, which no bench expects). */
  perSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx/3xx answers, socket errors and time-outs. */
  failed: number;
  detail: string;
  generator: 'wrk' | 'autocannon' | 'paced';
}

/** Same as autocannon's default: a request slower than this counts as failed. */
const TIMEOUT_S = 10;

let wrkPresent: boolean | undefined;

function hasWrk(): boolean {
  if (wrkPresent !== undefined) return wrkPresent;
  const probe = () => spawnSync('wrk', ['--version']).error === undefined;
  wrkPresent = probe();
  if (!wrkPresent && process.getuid?.() === 0) {
    console.log('wrk is missing: installing it with apt-get (Debian package wrk)…');
    spawnSync('apt-get', ['install', '-y', '-q', 'wrk'], { stdio: 'ignore' });
    wrkPresent = probe();
  }
  if (!wrkPresent) console.log('wrk unavailable: the load comes from autocannon in this process');
  return wrkPresent;
}

// The summary as one JSON line; latencies are in microseconds. Status errors are answers of 400
// and above, so what remains of the requests is the 2xx and 3xx answers.
const WRK_SCRIPT = `
local body_file = os.getenv("VITRINE_WRK_BODY")
wrk.method = os.getenv("VITRINE_WRK_METHOD") or "GET"
if body_file and body_file ~= "" then
  local f = io.open(body_file, "rb")
  wrk.body = f:read("*a")
  f:close()
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50":%d,"p99":%d,"status":%d,"socket":%d,"timeouts":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.status, e.connect + e.read + e.write, e.timeout))
end
`;

interface WrkSummary {
  requests: number;
  durationUs: number;
  p50: number;
  p99: number;
  status: number;
  socket: number;
  timeouts: number;
}

async function withWrk(options: LoadOptions): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-wrk-'));
  try {
    const script = join(dir, 'summary.lua');
    writeFileSync(script, `${options.dynamic?.wrkLua ?? ''}\n${WRK_SCRIPT}`);
    const fileEnv: Record<string, string> = {};
    for (const [name, contents] of Object.entries(options.dynamic?.files ?? {})) {
      fileEnv[name] = join(dir, name);
      writeFileSync(fileEnv[name], contents);
    }
    const bodyFile = options.body === undefined ? '' : join(dir, 'body');
    if (bodyFile) writeFileSync(bodyFile, options.body!);
    const args = [
      '-t1',
      `-c${options.connections}`,
      `-d${options.durationS}s`,
      `--timeout`,
      `${TIMEOUT_S}s`,
      '-s',
      script,
    ];
    for (const [name, value] of Object.entries(options.headers ?? {}))
      args.push('-H', `${name}: ${value}`);
    args.push(options.url);
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        'wrk',
        args,
        {
          env: {
            ...process.env,
            ...fileEnv,
            VITRINE_WRK_METHOD: options.method ?? 'GET',
            VITRINE_WRK_BODY: bodyFile,
          },
        },
        (error, out, err) =>
          error ? reject(new Error(`wrk failed: ${err || error.message}`)) : resolve(out),
      ),
    );
    const line = stdout.split('\n').find((l) => l.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
    const s = JSON.parse(line) as WrkSummary;
    const answered = s.requests - s.status;
    return {
      perSecond: answered / (s.durationUs / 1e6),
      p50: s.p50 / 1000,
      p99: s.p99 / 1000,
      failed: s.status + s.socket + s.timeouts,
      detail: `wrk: non-2xx ${s.status}, socket errors ${s.socket}, timeouts ${s.timeouts}`,
      generator: 'wrk',
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withAutocannon(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationS,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    timeout: TIMEOUT_S,
    ...(options.dynamic
      ? { setupClient: options.dynamic.setupClient }
      : // The load runs in a worker thread, off the bench's event loop (a setupClient
        // function cannot cross into one).
        { workers: 1 }),
  });
  return {
    perSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a time-out among the errors too.
    failed: result.non2xx + result.errors,
    detail: `autocannon: non-2xx ${result.non2xx}, errors ${result.errors} of which timeouts ${result.timeouts}`,
    generator: 'autocannon',
  };
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return hasWrk() ? withWrk(options) : withAutocannon(options);
}
