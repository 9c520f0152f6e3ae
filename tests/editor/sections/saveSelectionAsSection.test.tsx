import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ComponentContextMenu } from '../../../src/editor/menus/ComponentContextMenu';
import { openContextMenu } from '../../../src/editor/menus/contextMenuStore';
import { saveSectionStore } from '../../../src/editor/sections/saveSectionStore';
import { editorStore } from '../../../src/editor/store/editorStore';
import { AREA_ID, storeWith } from '../panels/panelHarness';
import { loadLazyParts } from '../support/lazyParts';

beforeAll(loadLazyParts);

describe('saving a selection as a section', () => {
  it('with several components selected, "Save as section" keeps all of them, as cut, copy and delete act on all', async () => {
    const text = storeWith('text');
    const button = editorStore.getState().addComponent('button', { areaId: AREA_ID });
    act(() => editorStore.getState().selectComponents([text, button]));
    render(<ComponentContextMenu />);
    act(() => openContextMenu(button, 10, 10));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save as section' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const pending = saveSectionStore.getState().pending;
    expect(pending?.fragment.components?.map((c) => c.id)).toEqual([text, button]);
    expect(pending?.name).toBe('Text, Button');
  });
});
