import { createApiClient } from '../../../src/client';
import { PK, SK } from './testServer';

const quiet = { error: () => {} };

/** The editor publishes the demo layout with `marker` in its CSS, through the server at `baseUrl`. */
export async function publishMarker(baseUrl: string, marker: string): Promise<void> {
  const editor = createApiClient({ baseUrl, apiKey: SK, logger: quiet, maxRetries: 0 });
  const visitor = createApiClient({ baseUrl, apiKey: PK, logger: quiet, maxRetries: 0 });
  const layoutId = (await visitor.collections.get('demo', { include_layout: true }))!.layout_id!;
  const record = await editor.layouts.get(layoutId);
  const document = structuredClone(record!.document) as { custom_css: string };
  document.custom_css = `.${marker} { color: red; }`;
  const saved = await editor.layouts.update(layoutId, { document, revision: record!.revision });
  await editor.layouts.publish(layoutId, saved.revision);
}

/** The CSS a visitor of the demo collection gets through the server at `baseUrl`. */
export async function visitorCss(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/collections/demo?include_layout=true`, {
    headers: { 'x-api-key': PK },
  });
  if (res.status !== 200) throw new Error(`The collection read answered ${res.status}`);
  const body = (await res.json()) as { layout?: { custom_css?: string } };
  return body.layout?.custom_css ?? '';
}

/** Polls `read` until `test` passes or `withinMs` runs out; resolves to whether it passed. */
export async function becomes<T>(
  read: () => Promise<T>,
  test: (value: T) => boolean,
  withinMs: number,
): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (test(await read())) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
