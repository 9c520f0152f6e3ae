import { ApiRequestError, type RequestOptionsSnapshot } from './errors';

/** foundation.md: request timeout 30000 ms, max retries 3, default retry wait 1 s. */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RETRIES = 3;
export const DEFAULT_RETRY_WAIT_S = 1;
/**
 * The longest server-given wait a request sits through before retrying. A limit that lifts in
 * minutes (a sign-in code asked for too often) is not waited out three times over behind a
 * spinner: the caller gets the 429 and its message at once (docs/decisions/api.md).
 */
export const MAX_RETRY_WAIT_MS = 10_000;

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type FormValue = string | number | boolean | Blob | null | undefined;

export interface RequestConfig {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Sent as multipart/form-data: scalars as text, Blobs as files; null/undefined omitted. */
  form?: Record<string, FormValue>;
  /** Sent as it is with its content type (a CSV file). */
  text?: { contentType: string; body: string };
  /** Headers of this call only (a preference such as `Prefer: return=minimal`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Base address, e.g. 'https://api.example.com'; '' means the page's own origin. */
  baseUrl?: string;
  apiKey?: string | null;
  timeoutMs?: number;
  maxRetries?: number;
  fetch?: typeof fetch;
  onError?: (error: ApiRequestError) => void;
  /** Throw on failure (the default); when false, failures return null after logging. */
  throwOnError?: boolean;
  /** Where errors are logged; console by default. */
  logger?: Pick<Console, 'error'>;
  /** Waits between retries; replaceable in tests. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Whether cookies ride along: 'include' by default (the site's own pages). The embed kit,
   * on another site's page, sends 'omit': its session is a header, and the API allows no
   * credentialed cross-origin calls.
   */
  credentials?: RequestCredentials;
  /** Headers added to every call, read at each call (the embed's session header). */
  headers?: () => Record<string, string>;
  /** Sees every answer's headers (the embed keeps a session the server hands over). */
  onResponse?: (response: Response) => void;
}

export type RequestFn = <T = unknown>(
  method: string,
  path: string,
  config?: RequestConfig,
) => Promise<T>;

const LIST_PATHS = /\/(collections|activities|blocks)(\/|$|\?)/;
/** Sign-in verifications, whose 400 (a wrong code) is an ordinary answer with its reason. */
const OTP_VERIFY_PATH = /\/(access|owner)\/otp\/verify$/;

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Record<string, QueryValue>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const base = baseUrl.replace(/\/+$/, '');
  const search = params.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

function toFormData(form: Record<string, FormValue>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(form)) {
    if (value === null || value === undefined) continue;
    if (typeof Blob !== 'undefined' && value instanceof Blob) {
      const name = (value as Blob & { name?: string }).name ?? key;
      data.append(key, value, name);
    } else data.append(key, String(value));
  }
  return data;
}

/** Retry-After is seconds or an HTTP date (RFC 9110); absent or unreadable → 1 s. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return DEFAULT_RETRY_WAIT_S * 1000;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one function every call goes through (foundation.md): key header, base address,
 * null query values omitted, 429 retries, 404 → [] or null, 400 on OTP verify as a result,
 * empty/204 → null, errors wrapped, logged, passed to onError and thrown when fatal.
 */
export function createRequest(options: ApiClientOptions): RequestFn {
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const throwOnError = options.throwOnError ?? true;
  const logger = options.logger ?? console;
  const sleep = options.sleep ?? defaultSleep;

  return async function request<T>(
    method: string,
    path: string,
    config: RequestConfig = {},
  ): Promise<T> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const endpoint = buildUrl(baseUrl, path, config.query);
    const snapshot: RequestOptionsSnapshot = {
      method: method.toUpperCase(),
      query: config.query,
      hasBody: config.body !== undefined || config.text !== undefined,
      hasForm: config.form !== undefined,
    };

    const fail = (error: ApiRequestError): T => {
      if (!error.aborted) {
        logger.error(error);
        options.onError?.(error);
      }
      if (throwOnError || error.aborted) throw error;
      return null as T;
    };

    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.apiKey) headers['x-api-key'] = options.apiKey;
      Object.assign(headers, options.headers?.(), config.headers);
      let body: BodyInit | undefined;
      if (config.form) body = toFormData(config.form);
      else if (config.text) {
        headers['content-type'] = config.text.contentType;
        body = config.text.body;
      } else if (config.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(config.body);
      }

      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      const onCallerAbort = () => controller.abort();
      config.signal?.addEventListener('abort', onCallerAbort);
      if (config.signal?.aborted) controller.abort();

      let response: Response;
      let text: string;
      try {
        response = await doFetch(endpoint, {
          method: snapshot.method,
          headers,
          body,
          signal: controller.signal,
          // Session cookies ride along; same-origin by default (see docs/api.md for CORS).
          credentials: options.credentials ?? 'include',
        });
        options.onResponse?.(response);
        text = await response.text();
      } catch (cause) {
        const aborted = !timedOut && (config.signal?.aborted ?? false);
        const message = timedOut
          ? `Request timed out after ${timeoutMs} ms: ${snapshot.method} ${endpoint}`
          : aborted
            ? `Request aborted: ${snapshot.method} ${endpoint}`
            : `Network error: ${(cause as Error)?.message ?? String(cause)}`;
        return fail(
          new ApiRequestError(message, { endpoint, options: snapshot, status: 0, cause, aborted }),
        );
      } finally {
        clearTimeout(timer);
        config.signal?.removeEventListener('abort', onCallerAbort);
      }

      if (response.status === 429 && attempt < maxRetries) {
        const wait = retryAfterMs(response.headers.get('retry-after'));
        if (wait <= MAX_RETRY_WAIT_MS) {
          await sleep(wait);
          continue;
        }
      }
      if (response.ok) {
        if (response.status === 204 || text.trim() === '') return null as T;
        return parseBody(text) as T;
      }
      if (response.status === 400 && OTP_VERIFY_PATH.test(path.split('?')[0] ?? '')) {
        return (text.trim() === '' ? null : parseBody(text)) as T;
      }
      if (response.status === 404) {
        return (LIST_PATHS.test(path) ? [] : null) as T;
      }
      const retryAfter = response.headers.get('retry-after');
      return fail(
        new ApiRequestError(`HTTP Error Status: ${response.status} - ${text}`, {
          endpoint,
          options: snapshot,
          status: response.status,
          body: text.trim() === '' ? null : parseBody(text),
          // When a refused visitor may try again, said in words (src/ui/refusalText.ts).
          retryAfterMs:
            response.status === 429 && retryAfter ? retryAfterMs(retryAfter) : undefined,
        }),
      );
    }
  };
}
