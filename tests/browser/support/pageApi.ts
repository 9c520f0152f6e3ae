import type { Page } from 'playwright-core';

const PUBLISHABLE_KEY = 'pk_local_vitrine';

/**
 * An API call made from inside the page, as the visitor's browser makes it: same origin, the
 * visitor's session cookie, the publishable key. Returns the status and the body as text.
 */
export async function pageApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body, key }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.text() };
    },
    { method, path, body, key: PUBLISHABLE_KEY },
  );
}
