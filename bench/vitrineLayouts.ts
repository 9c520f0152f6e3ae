/**
 * The editor benches' generated layouts, saved through the API like an owner's: texts where
 * i % 5 is 0 or 3, component i's text "Component i" (the harness reads it back in the panel).
 */
import type { Page } from 'playwright-core';

const TYPES = ['text', 'separator', 'button', 'text', 'links'];

/** `count` / 100 areas × 100 components of cheap-to-render but real types. */
export function generatedLayout(count: number) {
  const areas = Array.from({ length: Math.ceil(count / 100) }, (_, i) => ({
    id: `area-${i}`,
    name: `Area ${i + 1}`,
    startCol: 0,
    endCol: 1,
    startRow: i,
    endRow: i + 1,
  }));
  const components = Array.from({ length: count }, (_, i) => ({
    id: `c-${i}`,
    type: TYPES[i % TYPES.length],
    areaId: `area-${Math.floor(i / 100)}`,
    order: i % 100,
    data: TYPES[i % TYPES.length] === 'text' ? { content: `<p>Component ${i}</p>` } : {},
  }));
  return { version: 3, grid_config: { templateRows: areas.map(() => 'auto'), areas }, components };
}

/** Makes the layout through the API of the editor open in `page`; returns its id. */
export async function createLayout(page: Page, count: number): Promise<string> {
  return page.evaluate(
    async ({ document, name }) => {
      const key = window.__VITRINE_CONFIG__?.editorKey ?? '';
      const response = await fetch('/v1/layouts', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({ name, document }),
      });
      if (!response.ok) throw new Error(`POST /v1/layouts: HTTP ${response.status}`);
      return ((await response.json()) as { id: string }).id;
    },
    { document: generatedLayout(count), name: `Bench ${count}` },
  );
}
