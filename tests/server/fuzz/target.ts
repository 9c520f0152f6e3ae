/**
 * The server under fuzzing: its callers (no key, each key, a signed-in visitor who owns a
 * token), the real values the requests mix in, and the check every answer must pass.
 */
import { request as httpRequest } from 'node:http';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../../server/config';
import { DEMO_REGISTRATION, registerDemoToken, signInByEmailCode } from '../support/signIn';
import { RawJson } from './hostile';
import { DELETABLE, type Caller, type FuzzRequest } from './requests';
import type { ValuePool } from './schemaArbitrary';

export const VISITOR_EMAIL = 'fuzz-visitor@example.com';

/**
 * Stands for the demo layout's revision at the moment a request is sent: requests are drawn
 * before any is sent, and a save or publish that carries the current revision goes further in
 * than a stale one (409).
 */
const LIVE_REVISION = '__live_revision__';

/**
 * Text that must never reach a caller: stack frames, source paths, JavaScript error names and
 * engine messages, and the database's own words. A refusal says what was wrong with the input.
 */
const INTERNAL_TEXT: [string, RegExp][] = [
  ['a stack frame', /\n\s+at |\bat [\w.<>]+ \(/],
  ['a source path', /\/(?:work|home|root|tmp|usr)\/|node_modules|\.tsx?:\d+|file:\/\//],
  [
    'a JavaScript error',
    /\b(?:Type|Range|Reference|Syntax|Internal)Error\b|Maximum call stack|Cannot read propert|is not a function|undefined is not|\[object Object\]/,
  ],
  [
    'the database',
    /\bSQLSTATE\b|Failed query|duplicate key|violates|relation "|syntax error at or near|out of range for type|invalid input syntax|PGlite|postgres|drizzle/i,
  ],
];

export function internalText(body: string): string | null {
  for (const [what, pattern] of INTERNAL_TEXT) {
    const match = pattern.exec(body);
    if (match) return `${what} (${JSON.stringify(match[0])})`;
  }
  return null;
}

export interface FuzzTarget {
  baseUrl: string;
  pool: ValuePool;
  send(request: FuzzRequest): Promise<Response>;
  /** The request through node:http with these headers over the caller's (see hostileHeaders). */
  sendRaw(
    request: FuzzRequest,
    headers: Record<string, string>,
  ): Promise<{ status: number; text: string }>;
  /** Whether the server still answers an ordinary read. */
  healthy(): Promise<boolean>;
}

async function json(res: Response): Promise<unknown> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * Prepares a live server: a visitor signs in with an e-mail code (dev outbox) and registers a
 * demo token, so their session reaches the owner-only paths (feed posts, owner products).
 */
export async function prepareTarget(baseUrl: string): Promise<FuzzTarget> {
  const visitor = await signInByEmailCode(baseUrl, VISITOR_EMAIL);
  const signIn = () => signInByEmailCode(baseUrl, VISITOR_EMAIL, visitor);
  await registerDemoToken(baseUrl, visitor, VISITOR_EMAIL, 'demo-2');
  const pk = { 'x-api-key': LOCAL_PUBLISHABLE_KEY };
  const user = (await json(
    await visitor(
      `${baseUrl}/v1/session/user?domain=localhost&email=${encodeURIComponent(VISITOR_EMAIL)}`,
      { headers: pk },
    ),
  )) as { id: string };
  const layout = (await json(
    await fetch(`${baseUrl}/v1/layouts/lay_demo`, { headers: { 'x-api-key': LOCAL_SECRET_KEY } }),
  )) as { revision: number; document: unknown };

  const sk = { 'x-api-key': LOCAL_SECRET_KEY };
  const throwaway = (await json(
    await fetch(`${baseUrl}/v1/layouts`, {
      method: 'POST',
      headers: { ...sk, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Made to be deleted' }),
    }),
  )) as { id: string };
  const form = new FormData();
  form.append('collection_slug', 'demo');
  form.append('token_id', '2');
  form.append('title', 'Made to be deleted');
  const post = (await json(
    await visitor(`${baseUrl}/v1/activities`, { method: 'POST', headers: pk, body: form }),
  )) as { id: string };

  const pool: ValuePool = {
    [DELETABLE]: [throwaway.id, post.id, 'act_demo_welcome'],
    id: ['lay_demo', 'demo', 'col_demo', user.id, 'act_demo_welcome'],
    collection_slug: ['demo'],
    collection_id: ['col_demo', 'demo'],
    layout_id: ['lay_demo'],
    token_id: ['2', '1'],
    short_url: ['demo-2', 'demo-1'],
    email: [VISITOR_EMAIL],
    owner_email: [VISITOR_EMAIL],
    user_id: [user.id],
    domain: ['localhost'],
    revision: [new RawJson(LIVE_REVISION), layout.revision, 1],
    document: [layout.document],
    name: ['Fuzzed layout'],
    metadata: [DEMO_REGISTRATION],
    include_layout: ['true'],
  };

  const headers = (caller: Caller): Record<string, string> => {
    switch (caller) {
      case 'no key':
        return {};
      case 'publishable key':
      case 'signed-in visitor':
        return { 'x-api-key': LOCAL_PUBLISHABLE_KEY };
      case 'secret key':
        return { 'x-api-key': LOCAL_SECRET_KEY };
    }
  };

  return {
    baseUrl,
    pool,
    async send(request) {
      const init: RequestInit = {
        method: request.method,
        headers: {
          ...headers(request.caller),
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
        },
        ...(request.body !== undefined && request.method !== 'GET' ? { body: request.body } : {}),
      };
      let url = `${baseUrl}${request.url}`;
      if (
        url.includes(LIVE_REVISION) ||
        (typeof init.body === 'string' && init.body.includes(LIVE_REVISION))
      ) {
        const res = await fetch(`${baseUrl}/v1/layouts/lay_demo`, { headers: sk });
        const now = res.ok ? String(((await res.json()) as { revision: number }).revision) : '1';
        url = url.replaceAll(LIVE_REVISION, now);
        if (typeof init.body === 'string')
          init.body = init.body
            .replaceAll(`"${LIVE_REVISION}"`, now)
            .replaceAll(LIVE_REVISION, now);
      }
      if (request.caller !== 'signed-in visitor') return fetch(url, init);
      const res = await visitor(url, init);
      // The visitor stays signed in for the next request, whatever this one did.
      if (!visitor.cookies.size) await signIn();
      return res;
    },
    async sendRaw(request, extra) {
      const form = request.body instanceof FormData ? new Response(request.body) : null;
      const body =
        form !== null
          ? Buffer.from(await form.arrayBuffer())
          : request.body === undefined || request.method === 'GET'
            ? undefined
            : Buffer.from(request.body as string | Uint8Array);
      const cookie =
        request.caller === 'signed-in visitor'
          ? [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
          : '';
      const head: Record<string, string> = {
        ...headers(request.caller),
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': form.headers.get('content-type')! } : {}),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
        ...extra,
      };
      return new Promise((resolve, reject) => {
        const req = httpRequest(
          `${baseUrl}${request.url}`,
          { method: request.method, headers: head, agent: false },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    async healthy() {
      const res = await fetch(`${baseUrl}/v1/collections/demo`, {
        headers: { 'x-api-key': LOCAL_PUBLISHABLE_KEY },
      });
      return res.status === 200;
    },
  };
}
