import { SK } from './testServer';

/** One raw API call, for the status and body a typed client would turn into a value. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { key?: string | null; json?: unknown; csv?: string; cookie?: string } = {},
) {
  const headers: Record<string, string> = {};
  const key = options.key === undefined ? SK : options.key;
  if (key) headers['x-api-key'] = key;
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined;
  if (options.csv !== undefined) {
    headers['content-type'] = 'text/csv';
    body = options.csv;
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (a CSV, a page): the text itself.
  }
  return {
    status: res.status,
    headers: res.headers,
    body: parsed as Record<string, unknown> & { message?: string },
  };
}
