import type { Context, MiddlewareHandler } from 'hono';
import { clientIp } from '../auth/ip';
import { ownerToken } from '../auth/ownerSession';
import { sessionValue } from '../auth/session';
import type { AppEnv } from '../context';
import { ApiError, badRequest } from '../errors';
import { JSON_BODY_LIMIT } from '../inputGuard';
import { MULTIPART_LIMIT } from '../routes/uploads';
import {
  claimKey,
  completeKey,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  releaseKey,
  sha256,
} from '../services/idempotency';

/**
 * POSTs that do not take a key: signing in and out set or clear a cookie, which a stored
 * answer cannot give again.
 */
const NOT_REPLAYABLE = new Set([
  '/v1/access/otp/verify',
  '/v1/session/logout',
  '/v1/owner/otp/verify',
  '/v1/owner/logout',
]);

/**
 * What makes two requests the same: the query and the body as the route reads it. A multipart
 * body is read as its fields and files, since a client builds a new boundary for each retry.
 */
async function fingerprint(c: Context<AppEnv>): Promise<string> {
  const query = new URL(c.req.url).search;
  const type = c.req.header('content-type') ?? '';
  if (/^multipart\/form-data/i.test(type)) {
    const parts: string[] = [];
    for (const [name, value] of await c.req.formData()) {
      parts.push(
        typeof value === 'string'
          ? `${name}=${sha256(value)}`
          : `${name}:file:${value.type}:${value.size}:${sha256(new Uint8Array(await value.arrayBuffer()))}`,
      );
    }
    return sha256(query, 'multipart', ...parts);
  }
  return sha256(query, type.split(';')[0]!.trim().toLowerCase(), await c.req.text());
}

/**
 * Idempotency-Key on a POST: the first request with a key runs and its successful answer is
 * stored; a retry with the same key (same route, same caller: its key and sessions, else its
 * address) gets that answer again, marked Idempotent-Replayed, and nothing is created twice. The same key with a
 * different request is a 422; while the first is still running, a 409 with Retry-After. An
 * answer that is not a success is not kept, so a corrected request may reuse the key. Keys are
 * kept 24 hours (server/services/cleanup.ts).
 */
export function idempotencyKey(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || key === undefined || NOT_REPLAYABLE.has(c.req.path))
      return next();
    if (!key.trim() || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)
      throw badRequest(
        `Idempotency-Key: must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters (a UUID is a good key)`,
      );
    // A body too large (or of unknown length) is left to the route's own size limit to refuse.
    const length = Number(c.req.header('content-length') ?? NaN);
    const json = /\bjson\b/i.test(c.req.header('content-type') ?? '');
    if (!(length <= (json ? JSON_BODY_LIMIT : MULTIPART_LIMIT))) return next();
    const { db } = c.var.deps;
    // Who asks, as far as any route tells callers apart: the key they call with (the
    // environment's or one site's), the owner's and the visitor's sessions they carry, and for
    // a caller with neither session, the address. A stored answer is replayed only to the caller
    // it was made for: one site's new key or tap codes never to another site's key or owner
    // who happened to pick the same Idempotency-Key.
    const owner = ownerToken(c) ?? '';
    const visitor = sessionValue(c) ?? '';
    const address = owner || visitor ? '' : clientIp(c);
    const scope = sha256(key, c.req.path, c.req.header('x-api-key') ?? '', owner, visitor, address);
    const claim = await claimKey(db, scope, await fingerprint(c));
    if (claim.kind === 'mismatch')
      throw new ApiError(
        422,
        'Idempotency-Key: this key was already used for a different request; use a new key for a new request',
      );
    if (claim.kind === 'in-progress')
      throw new ApiError(
        409,
        'Idempotency-Key: a request with this key is still being processed; retry when it has finished',
        {},
        { 'retry-after': '1' },
      );
    if (claim.kind === 'replay') {
      const headers: Record<string, string> = { 'idempotent-replayed': 'true' };
      if (claim.contentType) headers['content-type'] = claim.contentType;
      return c.body(claim.body, claim.status as 200, headers);
    }
    let stored = false;
    try {
      await next();
      if (c.res.status >= 200 && c.res.status < 300) {
        await completeKey(db, scope, {
          status: c.res.status,
          contentType: c.res.headers.get('content-type'),
          body: await c.res.clone().text(),
        });
        stored = true;
      }
    } finally {
      if (!stored) await releaseKey(db, scope);
    }
  };
}
