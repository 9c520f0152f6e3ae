import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ComponentContextMenu } from '../../../src/editor/menus/ComponentContextMenu';
import { openContextMenu } from '../../../src/editor/menus/contextMenuStore';
import { editorStore } from '../../../src/editor/store/editorStore';
import { AREA_ID, current, storeWith } from '../panels/panelHarness';
import { loadLazyParts } from '../support/lazyParts';

beforeAll(loadLazyParts);

describe("a group's context menu", () => {
  it('"Hide on desktop" hides every selected component there, and one undo shows them all again', async () => {
    const text = storeWith('text');
    const button = editorStore.getState().addComponent('button', { areaId: AREA_ID });
    act(() => {
      editorStore.getState().setDevice('desktop');
      editorStore.getState().selectComponents([text, button]);
    });
    render(<ComponentContextMenu />);
    act(() => openContextMenu(button, 10, 10));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Hide on desktop' }));
    expect(current(text).visibility?.desktop).toBe(false);
    expect(current(button).visibility?.desktop).toBe(false);
    act(() => editorStore.getState().undo());
    expect(current(text).visibility?.desktop).not.toBe(false);
    expect(current(button).visibility?.desktop).not.toBe(false);
  });
});
