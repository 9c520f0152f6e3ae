import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { App } from '../context';
import { json } from './openapi';

const tags = ['Operations'];
/** How long readiness waits for the database or the storage before calling it unreachable. */
const CHECK_TIMEOUT_MS = 2000;

const health = z.object({ status: z.literal('ok') });
const readiness = z.object({
  status: z.enum(['ready', 'not ready', 'shutting down']),
  database: z.string().describe('"ok", or why it cannot be reached'),
  storage: z.string().describe('"ok", or why it cannot be reached'),
});

const healthRoute = createRoute({
  method: 'get',
  path: '/healthz',
  tags,
  description:
    'Liveness for a load balancer or supervisor: 200 while the process is up and answering. No key.',
  responses: { 200: json(health, 'The process is up') },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/readyz',
  tags,
  description:
    'Readiness for a load balancer: 200 when the database and the upload storage answer; 503 when either does not, or while the process is shutting down (it finishes the requests it has, and takes no new ones). No key.',
  responses: {
    200: json(readiness, 'Ready for traffic'),
    503: json(readiness, 'Send no traffic here now'),
  },
});

async function probe(check: () => Promise<void>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return 'ok';
  } catch (error) {
    return (error as Error).message || (error as Error).name || 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthRoutes(app: App) {
  app.openapi(healthRoute, (c) =>
    c.json({ status: 'ok' as const }, 200, { 'cache-control': 'no-store' }),
  );

  app.openapi(readyRoute, async (c) => {
    const { database, storage, lifecycle } = c.var.deps;
    const noStore = { 'cache-control': 'no-store' };
    if (lifecycle.shuttingDown)
      return c.json(
        { status: 'shutting down' as const, database: 'not checked', storage: 'not checked' },
        503,
        noStore,
      );
    const [db, files] = await Promise.all([
      probe(() => database.ping()),
      probe(() => storage.check()),
    ]);
    const ready = db === 'ok' && files === 'ok';
    return c.json(
      { status: ready ? ('ready' as const) : ('not ready' as const), database: db, storage: files },
      ready ? 200 : 503,
      noStore,
    );
  });
}
