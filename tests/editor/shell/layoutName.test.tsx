import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyDocument } from '../../../src/editor/persistence/session';
import { LayoutName } from '../../../src/editor/shell/LayoutName';
import { editorStore } from '../../../src/editor/store/editorStore';
import { openLayoutStore } from '../../../src/editor/persistence/openLayoutStore';

describe('the layout name in the top bar', () => {
  it('is renamed in place: Enter keeps the new name, Escape keeps the old one', async () => {
    editorStore.getState().loadDocument(emptyDocument());
    openLayoutStore.setState({ layoutId: 'l1', revision: 1, name: 'Demo page' });
    const user = userEvent.setup();
    const { rerender } = render(<LayoutName name="Demo page" disabled={false} />);
    expect(screen.getByRole('heading', { name: 'Demo page' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename layout' }));
    await user.keyboard('Escape drafts');
    await user.keyboard('{Escape}');
    expect(openLayoutStore.getState().name).toBe('Demo page');

    await user.click(screen.getByRole('button', { name: 'Rename layout' }));
    const field = screen.getByRole('textbox', { name: 'Layout name' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Spring drop{Enter}');
    expect(openLayoutStore.getState().name).toBe('Spring drop');
    expect(editorStore.getState().dirty).toBe(true);
    rerender(<LayoutName name="Spring drop" disabled={false} />);
    expect(screen.getByRole('heading', { name: 'Spring drop' })).toBeInTheDocument();
  });
});
