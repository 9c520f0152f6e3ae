import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ComponentPanel } from '../../../src/editor/panels/ComponentPanel';
import { CanvasToolbar } from '../../../src/editor/shell/CanvasToolbar';
import { editorStore } from '../../../src/editor/store/editorStore';
import { storeWith } from './panelHarness';
import { loadLazyParts } from '../support/lazyParts';

beforeAll(loadLazyParts);

/**
 * Only areas and the grid have per-device values; a component's content and styles are one
 * value for every device. While previewing desktop, the editor says so instead of implying that
 * every edit stays on desktop.
 */
describe('what a device preview changes', () => {
  it('the toolbar names area and grid edits as per-device, the Styles tab says styles apply everywhere', async () => {
    const id = storeWith('text');
    act(() => editorStore.getState().setDevice('desktop'));
    render(
      <>
        <CanvasToolbar />
        <ComponentPanel id={id} />
      </>,
    );
    expect(screen.getByText(/Desktop: area and grid edits apply from 1024 px up/)).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Styles' }));
    expect(
      screen.getByText('Styles apply on every device: they have no per-device values.'),
    ).toBeVisible();
  });
});
