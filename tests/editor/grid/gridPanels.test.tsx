import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AreaPanel } from '../../../src/editor/grid/AreaPanel';
import { GridSettingsPanel } from '../../../src/editor/grid/GridSettingsPanel';
import { editorStore } from '../../../src/editor/store/editorStore';
import { AREA_ID, emptyLayout } from '../panels/panelHarness';
import { loadLazyParts } from '../support/lazyParts';

beforeAll(loadLazyParts);
vi.setConfig({ testTimeout: 30_000 });

const grid = () => editorStore.getState().document.grid_config!;

/** The field's reason, as every panel shows it: linked by aria-describedby, in one-editor-errors. */
function reasonAt(field: HTMLElement): string {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  const reason = document.getElementById(`${field.id}__error`);
  expect(reason).not.toBeNull();
  expect(field.getAttribute('aria-describedby')).toContain(reason!.id);
  expect(reason).toHaveClass('one-editor-errors');
  return reason!.textContent ?? '';
}

beforeEach(() => {
  editorStore.getState().loadDocument(emptyLayout());
  editorStore.getState().setDevice('mobile');
});

describe('the grid panel is a form generated from gridSettings and its hints', () => {
  it('columns and rows are lists named by position; an added column is 1fr, an added row auto', async () => {
    render(<GridSettingsPanel />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Column 1 size')).toHaveValue('1fr');
    expect(screen.getByLabelText('Row 1 size')).toHaveValue('auto');
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect([grid().templateColumns, grid().templateRows]).toEqual([
      ['1fr', '1fr'],
      ['auto', 'auto'],
    ]);
    expect(screen.getByLabelText('Column 2 size')).toHaveValue('1fr');
    await user.click(screen.getByRole('button', { name: 'Remove Column 2' }));
    expect(screen.queryByLabelText('Column 2 size')).toBeNull();
  });

  it('a track the schema refuses shows its reason at the field; the document keeps the last good one, and the field keeps the text', async () => {
    render(<GridSettingsPanel />);
    const before = structuredClone(grid());
    const track = screen.getByLabelText('Column 1 size');
    fireEvent.change(track, { target: { value: 'minmax(0,' } });
    expect(reasonAt(track)).toContain('Not a valid grid track: a "(" or a quote is not closed');
    await userEvent.setup().tab();
    expect(track).toHaveValue('minmax(0,');
    expect(grid()).toEqual(before);
    fireEvent.change(track, { target: { value: 'minmax(0, 1fr)' } });
    expect(track).not.toHaveAttribute('aria-invalid');
  });

  it('a length with a "(" left open is refused with the reason (gap, padding, max content width)', () => {
    render(<GridSettingsPanel />);
    const before = structuredClone(grid());
    const padding = screen.getByLabelText('Padding');
    fireEvent.change(padding, { target: { value: 'calc(100% - 8px' } });
    expect(reasonAt(padding)).toContain('Not a valid CSS length: a "(" or a quote is not closed');
    expect(grid()).toEqual(before);
    fireEvent.change(padding, { target: { value: 'calc(100% - 8px)' } });
    expect(padding).not.toHaveAttribute('aria-invalid');
  });

  it("an edit on a device is that device's override: the field says so and Clear puts the inherited value back", async () => {
    editorStore.getState().setDevice('tablet');
    render(<GridSettingsPanel />);
    const gap = screen.getByLabelText('Gap');
    fireEvent.change(gap, { target: { value: '24px' } });
    expect(grid().gap).toBe('16px');
    expect(grid().breakpoints.tablet?.gap).toBe('24px');
    expect(grid().breakpoints.tablet?.padding).toBeUndefined();
    expect(screen.getByText('Set for Tablet')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Clear the Tablet value of Gap' }));
    expect(grid().breakpoints.tablet?.gap).toBeUndefined();
    expect(screen.getByLabelText('Gap')).toHaveValue('16px');
  });
});

describe('the grid panel moves tracks as the generated lists do', () => {
  it('Move down swaps a column with the next, the field follows its value, and one undo puts them back', async () => {
    editorStore.getState().setGridSettingsAt('mobile', { templateColumns: ['1fr', '200px'] });
    render(<GridSettingsPanel />);
    const user = userEvent.setup();
    const first = screen.getByLabelText('Column 1 size');
    await user.click(screen.getByRole('button', { name: 'Move Column 1 down' }));
    expect(grid().templateColumns).toEqual(['200px', '1fr']);
    expect(screen.getByLabelText('Column 1 size')).toHaveValue('200px');
    // The same input moved with its value (its key), as rjsf's keyed list keeps it.
    expect(first).toHaveValue('1fr');
    expect(screen.getByLabelText('Column 2 size')).toBe(first);
    act(() => editorStore.getState().undo());
    expect(grid().templateColumns).toEqual(['1fr', '200px']);
    expect(screen.getByLabelText('Column 1 size')).toHaveValue('1fr');
  });
});

describe('the area panel is a form generated from areaPlacement (lines counted from 1)', () => {
  it('lines show +1 and are written -1; a line past 101 is refused with the bound; an end before its start is refused', () => {
    act(() => editorStore.getState().select({ kind: 'area', id: AREA_ID }));
    render(<AreaPanel />);
    const end = screen.getByLabelText('Column end line');
    expect(end).toHaveValue(2);
    const endCol = () => grid().areas[0]!.endCol;
    fireEvent.change(end, { target: { value: '3' } });
    expect(endCol()).toBe(2);
    fireEvent.change(end, { target: { value: '102' } });
    expect(reasonAt(end)).toContain('Must be at most 101');
    expect(endCol()).toBe(2);
    fireEvent.change(end, { target: { value: '1' } });
    expect(reasonAt(end)).toContain('The end line must come after the start line');
    expect(endCol()).toBe(2);
    // Left past its bound, a line settles on it (and is written -1).
    fireEvent.change(end, { target: { value: '102' } });
    fireEvent.blur(end);
    expect(end).toHaveValue(101);
    expect(endCol()).toBe(100);
    fireEvent.change(screen.getByLabelText('Area name'), { target: { value: 'Hero' } });
    expect(grid().areas[0]!.name).toBe('Hero');
    expect(screen.getByRole('heading', { name: 'Area: Hero' })).toBeInTheDocument();
  });
});
