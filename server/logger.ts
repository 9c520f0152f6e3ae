import { AsyncLocalStorage } from 'node:async_hooks';

export type LogLevel = 'info' | 'warn' | 'error';
/** LOG_FORMAT: json (one object a line, for a log collector) or pretty (a person reading). */
export type LogFormat = 'json' | 'pretty';

/** A log line's message, with a level when it is not plain information. */
export type Log = (message: string, level?: LogLevel) => void;

export interface RequestLine {
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

export interface Logger {
  log: Log;
  /** The one line written for each request when its answer has been sent. */
  request(line: RequestLine): void;
}

const current = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `handle` with `requestId` attached to every line logged while it (and what it awaits) runs. */
export function withRequestId<T>(requestId: string, handle: () => T): T {
  return current.run({ requestId }, handle);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId;
}

/** LOG_FORMAT when set, else pretty in development and JSON in production. */
export function logFormatFrom(value: string | undefined, development: boolean): LogFormat {
  const text = value?.trim().toLowerCase();
  if (!text) return development ? 'pretty' : 'json';
  if (text !== 'json' && text !== 'pretty')
    throw new Error(`LOG_FORMAT must be json or pretty; got "${value}".`);
  return text;
}

/** Writes each line through `write` (console.log by default), formatted as `format` says. */
export function createLogger(format: LogFormat, write: (line: string) => void): Logger {
  if (format === 'json') {
    const emit = (level: LogLevel, fields: Record<string, unknown>) => {
      const requestId = currentRequestId();
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level,
          ...(requestId ? { requestId } : {}),
          ...fields,
        }),
      );
    };
    return {
      log: (message, level = 'info') => emit(level, { msg: message }),
      request: ({ method, path, status, durationMs }) =>
        emit(status >= 500 ? 'error' : 'info', {
          msg: 'request',
          method,
          path,
          status,
          durationMs: Math.round(durationMs * 10) / 10,
        }),
    };
  }
  return {
    log: (message, level = 'info') => write(level === 'info' ? message : `[${level}] ${message}`),
    request: ({ method, path, status, durationMs }) => {
      const id = currentRequestId();
      write(`${method} ${path} ${status} ${durationMs.toFixed(1)} ms${id ? `  ${id}` : ''}`);
    },
  };
}
