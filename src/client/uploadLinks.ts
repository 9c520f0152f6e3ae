/**
 * The API names this server's uploads by path (`/uploads/x.webp`), which on a page of another
 * origin (the embed kit on a brand's site, an app using the client) would point at that origin.
 * A client made with `fetch: fetchWithAbsoluteUploads(origin)` rewrites every such whole string
 * in its JSON answers to the Vitrine server's address before anything renders it.
 */
const UPLOAD_PATH = /^\/uploads\/[^/\s]/;

export function absoluteUploads(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return UPLOAD_PATH.test(value) ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absoluteUploads(item, origin));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, absoluteUploads(item, origin)]),
    );
  }
  return value;
}

/** fetch whose JSON answers name uploads by their full address on `origin`. */
export function fetchWithAbsoluteUploads(origin: string): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('application/json') || response.status === 204) return response;
    const text = await response.text();
    let body = text;
    try {
      body = JSON.stringify(absoluteUploads(JSON.parse(text), origin));
    } catch {
      // Not JSON after all: handed on as it came.
    }
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
