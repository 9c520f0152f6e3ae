/** What a failed call carried, for logs and callers (foundation.md). */
export interface ApiRequestErrorInit {
  endpoint: string;
  options: RequestOptionsSnapshot;
  status: number;
  body?: unknown;
  cause?: unknown;
  aborted?: boolean;
  /** A 429's Retry-After, in milliseconds, when the server sent one. */
  retryAfterMs?: number;
}

/** The request as sent, minus the key: safe to log. */
export interface RequestOptionsSnapshot {
  method: string;
  query?: Record<string, unknown>;
  hasBody: boolean;
  hasForm: boolean;
}

/**
 * Raised for non-OK responses, network errors and timeouts. `status` is 0 when no response
 * arrived. `body` is the parsed JSON body (or text) when there was one: a 409 on a layout save
 * carries `{ current }` there.
 */
export class ApiRequestError extends Error {
  readonly endpoint: string;
  readonly options: RequestOptionsSnapshot;
  readonly status: number;
  readonly body: unknown;
  readonly aborted: boolean;
  readonly retryAfterMs: number | null;

  constructor(message: string, init: ApiRequestErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiRequestError';
    this.endpoint = init.endpoint;
    this.options = init.options;
    this.status = init.status;
    this.body = init.body;
    this.aborted = init.aborted ?? false;
    this.retryAfterMs = init.retryAfterMs ?? null;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** The server's own message from an error body, else the error's message. */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.body && typeof error.body === 'object') {
    const message = (error.body as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** foundation.md blocks.md: the missing-key messages, word for word. */
export const MISSING_KEY = {
  activities: 'Client API Key is required for activities',
  ownership: 'Client API Key is required for ownership verification',
  registration: 'Client API Key is required for registration',
} as const;
