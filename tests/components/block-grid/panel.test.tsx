import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { blockGridPanel } from '../../../src/components/block-grid/panel';
import { parseLayoutDocument } from '../../../src/components/schemaRegistry';
import { ComponentPanel } from '../../../src/editor/panels/ComponentPanel';
import { editorStore } from '../../../src/editor/store/editorStore';
import { AREA_ID, current, emptyLayout } from '../../editor/panels/panelHarness';
import { renderLayout } from '../text/renderLayout';
import { loadLazyParts } from '../../editor/support/lazyParts';

beforeAll(loadLazyParts);

vi.setConfig({ testTimeout: 60_000 });

const block = (id: string, order = 0) => ({ id, order, type: 'text', card: { header: id } });

type Containers = { layout: string; title: string; blocks: unknown[] }[];

/** The document with one block grid of these containers, through the real parseLayout. */
function gridDocument(containers: unknown[]) {
  const parsed = parseLayoutDocument({
    ...emptyLayout(),
    components: [{ id: 'bg', type: 'block-grid', areaId: AREA_ID, data: { containers } }],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed;
}

/** The block grid's panel in the editor, bound to a store holding these containers. */
function panelWith(containers: unknown[]): string {
  editorStore.getState().loadDocument(gridDocument(containers).layout);
  render(<ComponentPanel id="bg" />);
  return 'bg';
}

const containersOf = (id: string) => current(id).data.containers as Containers;

describe('block grid panel', () => {
  it('glossary: a row of the block grid is a container — the list is "Containers", its items "container"', () => {
    const hint = blockGridPanel.content!.containers!;
    expect(hint.label).toBe('Containers');
    expect(hint.help).toBe('1 to 10 containers. Full holds 1 block, half 2, sidebars 3.');
    panelWith([{ id: 'c1', layout: 'full', blocks: [] }]);
    expect(screen.getByRole('button', { name: 'Add container' })).toBeInTheDocument();
    expect(document.getElementById('content-bg_containers__help')).toHaveTextContent(
      '1 to 10 containers.',
    );
  });

  it('foundation: the blocks list names the blocks per layout (full 1, half 2, sidebars 3)', () => {
    panelWith([{ id: 'c1', layout: 'full', blocks: [block('b1')] }]);
    expect(document.getElementById('content-bg_containers_0_blocks__help')).toHaveTextContent(
      'Full holds 1 block, half 2, sidebars 3. Blocks beyond that are kept but not shown.',
    );
  });
});

describe('block grid panel: a block is edited with its own labels', () => {
  it('a block is inline or another block’s id (a named choice), and its fields carry their hints', () => {
    panelWith([{ id: 'c1', layout: 'full', blocks: [block('b1')] }]);
    const source = screen.getByRole('combobox', { name: /^Block source/ });
    expect([...(source as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Defined here',
      "Another block's id",
    ]);
    expect(
      screen.getByRole('combobox', { name: 'On click of block 1 of container 1' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('action_type')).toBeNull();
    expect(screen.queryByText(/^Option 1$/)).toBeNull();

    fireEvent.change(source, { target: { value: '1' } });
    // The block is now the id of a block kept in another container of this grid.
    expect(screen.getByRole('textbox', { name: /^Block source/ })).toBeInTheDocument();
    expect(
      screen.queryByRole('combobox', { name: 'On click of block 1 of container 1' }),
    ).toBeNull();
  });
});

describe('block grid: blocks per container follow the layout in the editor (foundation)', () => {
  const addBlock = (i: number) =>
    document
      .getElementById(`content-bg_containers_${i}_blocks`)!
      .querySelector<HTMLButtonElement>(':scope > button.one-editor-add')!;

  it('foundation: full 1, half 2, sidebars 3 — Add block stops at the layout’s number and follows a layout change', () => {
    const id = panelWith([
      { id: 'c1', layout: 'full', blocks: [block('b1')] },
      { id: 'c2', layout: 'half', blocks: [block('b2')] },
      { id: 'c3', layout: 'left-sidebar', blocks: [block('b3'), block('b4', 1)] },
    ]);
    expect(addBlock(0)).toBeDisabled();
    expect(addBlock(0)).toHaveAccessibleDescription('At most 1 item');
    expect(addBlock(1)).toBeEnabled();
    expect(addBlock(2)).toBeEnabled();

    // A new block waits for its id before it reaches the document; the form holds it already.
    fireEvent.click(addBlock(1));
    expect(addBlock(1)).toBeDisabled();
    fireEvent.click(addBlock(2));
    expect(addBlock(2)).toBeDisabled();

    fireEvent.change(document.getElementById(`content-${id}_containers_0_layout`)!, {
      target: { value: 'right-sidebar' },
    });
    expect(addBlock(0)).toBeEnabled();
  });
});

describe('block grid: an over-full container loses no data (foundation)', () => {
  it('foundation: a stored over-full container loads with no error; the page shows the layout’s number of blocks', () => {
    const parsed = gridDocument([
      { id: 'c1', layout: 'full', blocks: [block('b1'), block('b2', 1), block('b3', 2)] },
      { id: 'c2', layout: 'half', blocks: [block('b4'), block('b5', 1), block('b6', 2)] },
    ]);
    expect(parsed.componentErrors).toEqual({});
    const data = parsed.layout.components[0]!.data;
    expect((data.containers as Containers).map((c) => c.blocks.length)).toEqual([3, 3]);
    const { container } = renderLayout([{ id: 'bg', type: 'block-grid', data }]);
    expect(container.querySelectorAll('[data-container-id="c1"] .one-block')).toHaveLength(1);
    expect(container.querySelectorAll('[data-container-id="c2"] .one-block')).toHaveLength(2);
  });

  it('a container over the most any layout holds (4 blocks) keeps its first 3, and the other containers stay', () => {
    const parsed = gridDocument([
      { id: 'c1', layout: 'half', title: 'Kept', blocks: [block('b1'), block('b2', 1)] },
      {
        id: 'c2',
        layout: 'left-sidebar',
        blocks: [block('b3'), block('b4', 1), block('b5', 2), block('b6', 3)],
      },
    ]);
    const containers = parsed.layout.components[0]!.data.containers as Containers;
    expect(containers.map((c) => c.blocks.length)).toEqual([2, 3]);
    expect(containers[0]!.title).toBe('Kept');
  });

  it("foundation: editing another container's field keeps an over-full container's blocks", () => {
    const id = panelWith([
      { id: 'c1', layout: 'full', blocks: [block('b1'), block('b2', 1)] },
      { id: 'c2', layout: 'half', blocks: [] },
    ]);
    fireEvent.change(document.getElementById(`content-${id}_containers_1_title`)!, {
      target: { value: 'Hello' },
    });
    expect(containersOf(id)[1]!.title).toBe('Hello');
    expect(containersOf(id)[0]!.blocks).toHaveLength(2);
  });

  it('foundation: switching a half container with 2 blocks to full keeps both blocks', () => {
    const id = panelWith([{ id: 'c1', layout: 'half', blocks: [block('b1'), block('b2', 1)] }]);
    fireEvent.change(document.getElementById(`content-${id}_containers_0_layout`)!, {
      target: { value: 'full' },
    });
    expect(containersOf(id)[0]!.layout).toBe('full');
    expect(containersOf(id)[0]!.blocks).toHaveLength(2);
  });
});
