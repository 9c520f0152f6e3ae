/**
 * One fuzzing run against a live server: the sweep, then `runs` random requests from `seed`.
 * Every answer is checked (no 5xx, no internal text); every finding is kept, so one run lists
 * all of them, each with what replays it.
 */
import fc from 'fast-check';
import { operationsOf, removesRow, type Operation } from './operations';
import { hostileHeaders } from './hostile';
import {
  CALLERS,
  fittingRequest,
  requestArbitrary,
  sweepRequests,
  type Caller,
  type FuzzRequest,
  type FuzzSizes,
} from './requests';
import { internalText, type FuzzTarget } from './target';

/** Requests go one after another, so a seed replays the same requests on the same state. */
export interface FuzzOptions extends FuzzSizes {
  seed: number;
  runs: number;
  /** Skip the deterministic sweep (a long random run after a sweep already passed). */
  sweep?: boolean;
  log?: (line: string) => void;
}

export interface FuzzReport {
  operations: number;
  sent: number;
  statuses: Record<number, number>;
  findings: string[];
  healthyAfter: boolean;
}

/**
 * A refusal says why, in a JSON `message` (docs/api.md "Errors"). Node's own 431 for headers
 * past its limit is sent before any app code runs, with no body to put a reason in.
 */
function hasReason(status: number, text: string): boolean {
  if (status === 431) return true;
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    return typeof body.message === 'string' || typeof body.error === 'string';
  } catch {
    return false;
  }
}

function describe(request: FuzzRequest, where: string) {
  const url = request.url.length > 160 ? `${request.url.slice(0, 160)}…` : request.url;
  return `${where}: ${request.caller} ${request.method} ${url} [${request.label}]`;
}

/**
 * The caller whose fitting request gets furthest: a 2xx, else any answer but 401 or 403 (a
 * 404 for a missing row still ran the handler). A DELETE is not tried: it would remove the
 * row its sweep needs; the secret key deletes anything.
 */
async function deepestCaller(target: FuzzTarget, operation: Operation): Promise<Caller> {
  if (removesRow(operation)) return 'secret key';
  const order: Caller[] = ['secret key', 'signed-in visitor', 'publishable key'];
  let fallback: Caller | null = null;
  for (const caller of order) {
    const res = await target.send(fittingRequest(operation, target.pool, caller));
    await res.arrayBuffer();
    if (res.ok) return caller;
    if (res.status !== 401 && res.status !== 403) fallback ??= caller;
  }
  return fallback ?? 'secret key';
}

export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> {
  const log = options.log ?? (() => {});
  const document = (await (await fetch(`${target.baseUrl}/v1/openapi.json`)).json()) as unknown;
  const operations = operationsOf(document);
  const sizes = { deepLevels: options.deepLevels, hugeBytes: options.hugeBytes };
  const statuses: Record<number, number> = {};
  const findings: string[] = [];
  let sent = 0;

  const record = (request: FuzzRequest, where: string, status: number, text: string) => {
    sent++;
    statuses[status] = (statuses[status] ?? 0) + 1;
    const leak = internalText(text);
    const problem =
      status >= 500
        ? `${status}`
        : leak
          ? `${status} with ${leak}`
          : status >= 400 && !hasReason(status, text)
            ? `${status} without a reason`
            : null;
    if (problem) findings.push(`${describe(request, where)} → ${problem}: ${text.slice(0, 200)}`);
  };

  const check = async (request: FuzzRequest, where: string) => {
    let res: Response;
    try {
      res = await target.send(request);
    } catch {
      // A server may close a connection after refusing a body it did not read (413), and the
      // client may have picked that connection for this request: one more try on a new one.
      try {
        res = await target.send(request);
      } catch (error) {
        findings.push(`${describe(request, where)} → no answer: ${(error as Error).message}`);
        return;
      }
    }
    record(request, where, res.status, await res.text());
  };

  if (options.sweep ?? true) {
    const deepest: Record<string, Caller> = {};
    for (const operation of operations)
      deepest[operation.id] = await deepestCaller(target, operation);
    const sweep = sweepRequests(operations, target.pool, sizes, deepest);
    log(`sweep: ${sweep.length} requests over ${operations.length} operations`);
    for (const [i, request] of sweep.entries()) await check(request, `sweep #${i}`);
  }

  if (options.sweep ?? true) {
    // Every hostile header on every operation, called as it should be otherwise.
    let turn = 0;
    for (const operation of operations) {
      if (removesRow(operation)) continue;
      for (const header of hostileHeaders) {
        const caller = CALLERS[turn++ % CALLERS.length]!;
        const request = {
          ...fittingRequest(operation, target.pool, caller),
          label: `header: ${header.label}`,
        };
        try {
          const res = await target.sendRaw(request, header.value);
          record(request, 'headers', res.status, res.text);
        } catch (error) {
          findings.push(`${describe(request, 'headers')} → no answer: ${(error as Error).message}`);
        }
      }
    }
  }

  log(`random: ${options.runs} requests, seed ${options.seed}`);
  const random = fc.sample(requestArbitrary(operations, target.pool, sizes), {
    seed: options.seed,
    numRuns: options.runs,
  });
  for (const [i, request] of random.entries())
    await check(request, `seed ${options.seed} run #${i}`);

  return {
    operations: operations.length,
    sent,
    statuses,
    findings,
    healthyAfter: await target.healthy(),
  };
}
