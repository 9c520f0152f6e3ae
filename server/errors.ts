import { RequestError } from '@hono/node-server';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError, type z } from 'zod';
import type { Log } from './logger';

/** A refusal with a status, a message for people and optional extra fields in the body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const reasons: Partial<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(400, message, extra);
export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const forbidden = (message: string) => new ApiError(403, message);

/** 'metadata.terms: This consent is required' — the field first, as people read it. */
export function formatIssues(issues: readonly z.core.$ZodIssue[], prefix?: string) {
  const list = issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return { path, message: issue.message };
  });
  const message = list.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  return { message, issues: list };
}

export function errorBody(status: number, message: string, extra: Record<string, unknown> = {}) {
  return { error: reasons[status] ?? 'Error', message, ...extra };
}

/**
 * A value the database refused for its form rather than a bug: text it cannot store, or text
 * that is not the column's type. Found on the error or its cause (the driver's error).
 */
function databaseRefusal(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '22021' || code === '22P05')
      return 'A text value may not contain the NUL character or an unpaired UTF-16 surrogate';
    if (code === '22P02') return 'A value does not have the form its field takes';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** One place that turns any thrown value into a JSON answer; only true bugs become 500s. */
export function handleError(error: unknown, c: Context, log: Log) {
  if (error instanceof ApiError) {
    for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
    return c.json(errorBody(error.status, error.message, error.extra), error.status);
  }
  if (error instanceof ZodError) {
    const { message, issues } = formatIssues(error.issues);
    return c.json(errorBody(400, message, { issues }), 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    // The router's own 415 message is only 'Unsupported Media Type': say what was sent instead.
    const message =
      status === 415
        ? `This endpoint does not take a body sent as ${c.req.header('content-type') || 'no content type'}; /v1/docs shows the body it takes`
        : error.message || reasons[status] || 'Error';
    return c.json(errorBody(status, message), status);
  }
  const refused = databaseRefusal(error);
  if (refused) return c.json(errorBody(400, refused), 400);
  log(
    `Unexpected error on ${c.req.method} ${c.req.path}: ${(error as Error)?.stack ?? String(error)}`,
    'error',
  );
  return c.json(errorBody(500, 'Something went wrong on the server; nothing was changed.'), 500);
}

/**
 * The answer when Node cannot turn a request into one the app can read (a Host header that
 * forms no address), or a failure outside the app's own error handling: a JSON body with the
 * reason, as every other refusal has, where the adapter would send an empty 400 or 500.
 */
export function answerOutsideApp(error: unknown, log: Log): Response {
  if (error instanceof RequestError) {
    const message = 'The request has no valid address: check its Host header and path';
    return Response.json(errorBody(400, message), { status: 400 });
  }
  log(`Unexpected error outside the app: ${(error as Error)?.stack ?? String(error)}`, 'error');
  const message = 'Something went wrong on the server; nothing was changed.';
  return Response.json(errorBody(500, message), { status: 500 });
}
