import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../../../src/client';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, type ServerConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/start';
import { createFreshDatabase } from './freshDatabase';
import { freshPgliteDataDir } from './pgliteTemplate';

export const PK = LOCAL_PUBLISHABLE_KEY;
export const SK = LOCAL_SECRET_KEY;

export interface TestServer extends RunningServer {
  /** A client with its own cookie jar (one visitor), quiet on errors unless asked. */
  client(options?: ApiClientOptions): ApiClient;
  /** The latest sign-in code e-mailed to this address (dev outbox). */
  latestCode(email: string): Promise<string>;
  /** Signs a fresh visitor in with an e-mail code; returns their client. */
  signIn(email: string): Promise<ApiClient>;
  /** Stops the server only, keeping its data folder for a look at what it left; close() after. */
  stopServer(): Promise<void>;
}

/**
 * The real server in-process on an ephemeral port with a fresh database: PGlite in a temp
 * folder, or — when DATABASE_URL is set (scripts/ci-postgres.sh) — a fresh database created
 * on that PostgreSQL server and dropped after.
 */
export async function startTestServer(
  config: Partial<ServerConfig> = {},
  options: { staticDir?: string | null; seed?: boolean; log?: (line: string) => void } = {},
): Promise<TestServer> {
  let dataDir: string;
  let databaseUrl = '';
  let dropDatabase = async () => {};
  if (!process.env.DATABASE_URL) dataDir = await freshPgliteDataDir('vitrine-test-');
  else {
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-test-'));
    const fresh = await createFreshDatabase(process.env.DATABASE_URL);
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  const server = await startServer({
    port: 0,
    dataDir,
    databaseUrl,
    // A folder with an index.html serves pages as it serves the built front end.
    staticDir: options.staticDir ?? null,
    seed: options.seed,
    log: options.log ?? (() => {}),
    hostname: '127.0.0.1',
    // Development (the outbox, the local keys) unless a test asks for production; a production
    // server needs the address its links point to, which such a test may leave to this default.
    config: {
      development: true,
      ...(config.development === false ? { publicUrl: 'https://vitrine.test' } : {}),
      ...config,
    },
  });
  const quiet = { error: () => {} };

  const client = (options: ApiClientOptions = {}) =>
    createApiClient({
      baseUrl: server.url,
      apiKey: PK,
      fetch: cookieFetch(),
      logger: quiet,
      maxRetries: 0,
      ...options,
    });

  const latestCode = async (email: string) => {
    const res = await fetch(`${server.url}/dev/outbox.json?email=${encodeURIComponent(email)}`);
    const body = (await res.json()) as { messages: { code: string | null }[] };
    const code = body.messages.find((m) => m.code)?.code;
    if (!code) throw new Error(`No code in the outbox for ${email}`);
    return code;
  };

  const signIn = async (email: string) => {
    const visitor = client();
    await visitor.access.sendOtp({ email });
    const result = await visitor.access.verifyOtp({
      email,
      code: await latestCode(email),
      domain: 'localhost',
    });
    if (!result?.success) throw new Error(`Sign-in failed: ${JSON.stringify(result)}`);
    return visitor;
  };

  return {
    ...server,
    client,
    latestCode,
    signIn,
    stopServer: () => server.close(),
    async close() {
      await server.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** fetch with a cookie jar, as a browser keeps the session cookie between calls. */
export function cookieFetch(): typeof fetch & {
  cookies: Map<string, string>;
  lastSetCookie: string[];
} {
  const cookies = new Map<string, string>();
  const lastSetCookie: string[] = [];
  const wrapped = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0)
      headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    const setCookies = response.headers.getSetCookie();
    if (setCookies.length > 0) lastSetCookie.splice(0, lastSetCookie.length, ...setCookies);
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (name) {
        if (expired) cookies.delete(name.trim());
        else cookies.set(name.trim(), value);
      }
    }
    return response;
  }) as typeof fetch & { cookies: Map<string, string>; lastSetCookie: string[] };
  wrapped.cookies = cookies;
  wrapped.lastSetCookie = lastSetCookie;
  return wrapped;
}
