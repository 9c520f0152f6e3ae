import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Modal } from '../../src/ui/dialog/Modal';
import { Toaster } from '../../src/ui/toast/Toaster';
import { showToast, toastStore } from '../../src/ui/toast/toastStore';

function Opener() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add to Feed
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Sign In Required">
        <label>
          Title
          <input value={text} onChange={(e) => setText(e.target.value)} />
        </label>
      </Modal>
      <Toaster />
    </>
  );
}

describe('the modal shell (foundation "a modal dialog host")', () => {
  beforeEach(() => toastStore.setState({ toasts: [] }));

  it('names the dialog by its title, which is on the page once', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Feed' }));
    expect(screen.getByRole('dialog', { name: 'Sign In Required' })).toBeInTheDocument();
    expect(screen.getAllByText('Sign In Required')).toHaveLength(1);
  });

  it('closing puts focus back on the control that opened it', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Add to Feed' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('dismissing a toast shown over an open dialog leaves the dialog, and what was typed, alone', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Feed' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Will fail');
    act(() => {
      showToast({ title: 'Error uploading to feed', variant: 'destructive', duration: 4000 });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.getByRole('dialog', { name: 'Sign In Required' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Will fail');
  });

  it('an opener the dialog replaced hands focus to its successor (same data-focus-key)', async () => {
    function SignInBar() {
      const [open, setOpen] = useState(false);
      const [signedIn, setSignedIn] = useState(false);
      return (
        <>
          {signedIn ? (
            <>
              <span>Signed in</span>
              <button type="button" data-focus-key="account">
                Sign out
              </button>
            </>
          ) : (
            <button type="button" data-focus-key="account" onClick={() => setOpen(true)}>
              Sign in
            </button>
          )}
          <Modal open={open} onOpenChange={setOpen} title="Sign in">
            <button type="button" onClick={() => setSignedIn(true)}>
              Verify
            </button>
          </Modal>
        </>
      );
    }
    render(<SignInBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
  });
});
