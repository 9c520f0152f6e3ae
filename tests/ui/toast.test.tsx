import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../src/ui/toast/Toaster';
import {
  dismissToast,
  showToast,
  TOAST_REMOVE_DELAY,
  toastStore,
} from '../../src/ui/toast/toastStore';

describe('toasts (foundation)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('one toast at a time: only the newest is kept', () => {
    render(<Toaster />);
    act(() => {
      showToast({ title: 'First' });
      showToast({ title: 'Second', description: 'More' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('SecondMore');
  });

  it('a dismissed toast is removed 3000 ms later', () => {
    expect(TOAST_REMOVE_DELAY).toBe(3000);
    render(<Toaster />);
    let id = 0;
    act(() => {
      id = showToast({ title: 'Saved', duration: 60_000 });
    });
    act(() => dismissToast(id));
    // Dismissed: hidden from assistive technology (and role lookups) while it fades out.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('status', { hidden: true })).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('dismisses itself after its duration, then is removed', () => {
    render(<Toaster />);
    act(() => {
      showToast({ title: 'Error uploading to feed', variant: 'destructive', duration: 4000 });
    });
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('alert', { hidden: true })).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the close button dismisses it', async () => {
    vi.useRealTimers();
    render(<Toaster />);
    act(() => {
      showToast({ title: 'Copied' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.getByRole('status', { hidden: true })).toHaveAttribute('data-state', 'closed');
  });

  it('dismissing a toast from the keyboard puts the focus back where it was', () => {
    render(
      <>
        <button type="button">Save</button>
        <Toaster />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    act(() => {
      showToast({ title: 'Saved', duration: 60_000 });
    });
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    act(() => dismiss.focus());
    act(() => dismiss.click());
    expect(save).toHaveFocus();
  });
});
