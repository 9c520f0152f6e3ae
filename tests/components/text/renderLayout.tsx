import { render } from '@testing-library/react';
import { parseLayoutDocument } from '../../../src/components/schemaRegistry';
import { LayoutRenderer } from '../../../src/renderer/LayoutRenderer';
import { PageContext, type PageContextValue } from '../../../src/renderer/PageContext';
import type { LayoutDocument } from '../../../src/schema/layout/document';

/** A one-area layout around the given components, through the real parseLayout. */
export function layoutWith(components: Record<string, unknown>[]): LayoutDocument {
  const result = parseLayoutDocument({
    grid_config: { areas: [{ id: 'main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
    components: components.map((c, i) => ({ areaId: 'main', order: i, ...c })),
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.layout;
}

/** Renders components exactly as a page does: parseLayout, LayoutRenderer, page context. */
export function renderLayout(
  components: Record<string, unknown>[],
  options: { builder?: boolean; page?: PageContextValue; now?: Date } = {},
) {
  const layout = layoutWith(components);
  return render(
    <PageContext.Provider value={options.page ?? {}}>
      <LayoutRenderer layout={layout} builder={options.builder} now={options.now} />
    </PageContext.Provider>,
  );
}
