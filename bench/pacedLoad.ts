/**
 * Requests at a fixed rate, sent whether or not earlier ones have been answered (an open loop,
 * as wrk2 and vegeta do; neither is packaged for Debian), over at most `connections` kept-alive
 * connections. Each request's latency is counted from the moment the schedule meant to send it,
 * so a server that falls behind is charged for the wait of every request queued behind a slow
 * one (no coordinated omission). autocannon's own pacing cannot stand in: it lets each
 * connection send its share of a second back to back at the top of the second, a saturating
 * burst every second.
 */
import http from 'node:http';
import type { LoadResult } from './loadGenerator';

export interface PacedRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /**
   * Called with each answer (a layout save takes the revision it returns for its next save);
   * status 0 when none came (a socket error or a time-out).
   */
  answered?: (status: number, body: string) => void;
}

export interface PacedOptions {
  origin: string;
  rate: number;
  connections: number;
  durationS: number;
  /**
   * Sent at the same pace first and not counted: the connections open, and what an earlier run
   * left in flight drains, before the measured seconds begin.
   */
  warmUpS: number;
  /**
   * The next request to send; a promise when it must wait for something (a layout that is not
   * being saved). The wait counts in its latency.
   */
  next: () => PacedRequest | Promise<PacedRequest>;
}

const TIMEOUT_MS = 10_000;

function send(agent: http.Agent, origin: string, request: PacedRequest) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      new URL(request.path, origin),
      {
        method: request.method,
        agent,
        headers: request.body
          ? { ...request.headers, 'content-length': Buffer.byteLength(request.body) }
          : request.headers,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(request.body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runPaced(options: PacedOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let ok = 0;
  let refused = 0;
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  const total = Math.floor(options.rate * (options.warmUpS + options.durationS));
  const interval = 1000 / options.rate;
  const measuredFrom = start + options.warmUpS * 1000;
  let issued = 0;
  const fire = (scheduledAt: number) => {
    const counted = scheduledAt >= measuredFrom;
    const done = (async () => {
      const request = await options.next();
      try {
        const answer = await send(agent, options.origin, request);
        request.answered?.(answer.status, answer.body);
        // A refusal counts even in the warm-up; a success only once measuring.
        if (answer.status < 200 || answer.status >= 400) refused++;
        else if (counted) ok++;
      } catch {
        errors++;
        request.answered?.(0, '');
      }
      if (counted) latencies.push(performance.now() - scheduledAt);
    })();
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };
  while (issued < total) {
    const now = performance.now();
    while (issued < total && start + issued * interval <= now) {
      fire(start + issued * interval);
      issued++;
    }
    const wait = start + issued * interval - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.floor(wait))));
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - measuredFrom) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    perSecond: ok / elapsedS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failed: refused + errors,
    detail: `paced: non-2xx ${refused}, errors or time-outs ${errors}`,
    generator: 'paced',
  };
}
