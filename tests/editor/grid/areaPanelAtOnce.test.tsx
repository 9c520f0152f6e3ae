import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AreaPanel } from '../../../src/editor/grid/AreaPanel';
import { editorStore } from '../../../src/editor/store/editorStore';
import { AREA_ID, emptyLayout } from '../panels/panelHarness';

// No loadLazyParts here: the form engine's code is not loaded, as on an editor where no
// component has been selected yet.
beforeEach(() => {
  editorStore.getState().loadDocument(emptyLayout());
  editorStore.getState().setDevice('mobile');
});

describe('a selected area shows its fields at once, without the form engine', () => {
  it('the name and the four lines (counted from 1, under Position) are there on the first render', () => {
    act(() => editorStore.getState().select({ kind: 'area', id: AREA_ID }));
    render(<AreaPanel />);
    expect(screen.getByLabelText('Area name')).toHaveValue('');
    const position = screen.getByRole('group', { name: 'Position' });
    expect(within(position).getByLabelText('Column start line')).toHaveValue(1);
    expect(within(position).getByLabelText('Column end line')).toHaveValue(2);
    expect(within(position).getByLabelText('Row start line')).toHaveValue(1);
    expect(within(position).getByLabelText('Row end line')).toHaveValue(2);
    expect(screen.queryByText(/Loading the fields/)).toBeNull();
  });
});
