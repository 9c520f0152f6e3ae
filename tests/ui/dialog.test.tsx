import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../src/ui/dialog/DialogHost';
import {
  closeDialog,
  dialogStore,
  openDialog,
  registerDialog,
} from '../../src/ui/dialog/dialogStore';

describe('dialog host (foundation)', () => {
  beforeEach(() => dialogStore.setState({ registered: {}, open: [] }));

  it('opening an id that is not registered warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(openDialog('registration')).toBe(false);
    expect(warn).toHaveBeenCalledWith('Dialog with id "registration" is not registered');
    warn.mockRestore();
  });

  it('opening records the time; closing calls the close hook', async () => {
    const onClose = vi.fn();
    registerDialog('post', {
      title: 'Post',
      onClose,
      render: ({ props }) => <p>Body {String(props.n)}</p>,
    });
    render(<DialogHost />);
    const before = Date.now();
    act(() => {
      openDialog('post', { n: 7 });
    });
    expect(dialogStore.getState().open[0]!.openedAt).toBeGreaterThanOrEqual(before);
    expect(screen.getByRole('dialog', { name: 'Post' })).toHaveTextContent('Body 7');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closeDialog closes by id and unregistering closes it too', () => {
    const unregister = registerDialog('image', { title: 'Image', render: () => <p>img</p> });
    render(<DialogHost />);
    act(() => {
      openDialog('image');
    });
    act(() => closeDialog('image'));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      openDialog('image');
    });
    act(() => unregister());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a dialog its owner keeps open outlives the owner, in the same place, until it is closed', async () => {
    let keep = true;
    const onClose = vi.fn();
    const unregister = registerDialog('done', {
      title: 'Done',
      onClose,
      keepOpenOnUnregister: () => keep,
      render: () => <p>All set</p>,
    });
    render(<DialogHost />);
    act(() => {
      openDialog('done');
    });
    const dialog = screen.getByRole('dialog', { name: 'Done' });
    act(() => unregister());
    expect(screen.getByRole('dialog', { name: 'Done' })).toBe(dialog);
    // Its id is free again: a new owner can register and open its own.
    expect(dialogStore.getState().registered.done).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialogStore.getState().registered).toEqual({});

    keep = false;
    const again = registerDialog('done', {
      title: 'Done',
      keepOpenOnUnregister: () => keep,
      render: () => <p>All set</p>,
    });
    act(() => {
      openDialog('done');
    });
    act(() => again());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
