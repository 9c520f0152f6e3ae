import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseLayoutDocument } from '../../src/components/schemaRegistry';
import '../../src/components/registry';
import type { LayoutDocument } from '../../src/schema/layout/document';
import { LayoutRenderer } from '../../src/renderer/LayoutRenderer';
import * as imagePriority from '../../src/renderer/imagePriority';

// Every render of an image block asks whether its image is a priority one: counting the
// questions counts the image blocks' renders.
vi.mock('../../src/renderer/imagePriority', async (original) => {
  const real = await original<typeof imagePriority>();
  return { ...real, useImagePriority: vi.fn(real.useImagePriority) };
});

function layoutOf(input: unknown): LayoutDocument {
  const result = parseLayoutDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.layout;
}

const base = layoutOf({
  grid_config: { areas: [{ id: 'main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
  components: [
    { id: 'hero', type: 'image', areaId: 'main', order: 0, data: {} },
    { id: 'words', type: 'text', areaId: 'main', order: 1, data: { content: '<p>One</p>' } },
    { id: 'detail', type: 'image', areaId: 'main', order: 2, data: {} },
  ],
});

describe('priority images', () => {
  it('an edit of another block does not render the image blocks again', () => {
    const asked = vi.mocked(imagePriority.useImagePriority);
    const { container, rerender } = render(<LayoutRenderer layout={base} builder />);
    expect(asked).toHaveBeenCalled();
    asked.mockClear();
    const edited = {
      ...base,
      components: base.components.map((c) =>
        c.id === 'words' ? { ...c, data: { content: '<p>Two</p>' } } : c,
      ),
    };
    rerender(<LayoutRenderer layout={edited} builder />);
    expect(container.querySelector('[data-component-id="words"]')!.textContent).toBe('Two');
    expect(asked).not.toHaveBeenCalled();
  });
});
