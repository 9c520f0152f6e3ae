import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../src/client/errors';
import { SignInForm } from '../../src/ui/auth/SignInForm';
import { normaliseCode } from '../../src/ui/auth/signInMessages';
import { CATALOGUES } from '../../src/i18n/allCatalogues';
import { setLocale } from '../../src/i18n/i18n';

// Typed user flows: generous when the machine is busy.
vi.setConfig({ testTimeout: 15_000 });

function setup(
  verify = vi.fn(async (_email: string, code: string) => ({
    success: code === '123456',
    error: code === '123456' ? undefined : 'Invalid code',
  })),
) {
  const sendCode = vi.fn(async () => undefined);
  const onSignedIn = vi.fn();
  render(<SignInForm sendCode={sendCode} verifyCode={verify} onSignedIn={onSignedIn} />);
  return { sendCode, verify, onSignedIn };
}

describe('sign-in dialog: e-mail, then the 6-digit code', () => {
  it('an invalid e-mail is refused inline, without a call', async () => {
    const user = userEvent.setup();
    const { sendCode } = setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('a pasted code with a space signs in at once', async () => {
    const user = userEvent.setup();
    const { sendCode, verify, onSignedIn } = setup();
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(sendCode).toHaveBeenCalledWith('ada@example.com');
    const code = await screen.findByLabelText('6-digit code');
    code.focus();
    await user.paste('123 456');
    expect(verify).toHaveBeenCalledWith('ada@example.com', '123456');
    expect(onSignedIn).toHaveBeenCalled();
  });

  it('a wrong code shows the server reason inline and keeps the form', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code');
  });

  it("a refused code is worded in the page's language from the server's reason", async () => {
    setLocale('fr');
    try {
      const user = userEvent.setup();
      setup(
        vi.fn(async () => ({
          success: false,
          error: 'Invalid code. 3 tries left.',
          reason: 'wrong' as const,
          attempts_left: 3,
        })),
      );
      await user.type(screen.getByLabelText(CATALOGUES.fr.signIn.emailLabel), 'ada@example.com');
      await user.click(screen.getByRole('button', { name: CATALOGUES.fr.signIn.sendCode }));
      await user.type(await screen.findByLabelText(CATALOGUES.fr.signIn.codeLabel), '000000');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Code incorrect. Il reste 3 essais.',
      );
    } finally {
      setLocale('en');
    }
  });

  it('too many attempts (429) says when the visitor can try again, from Retry-After', async () => {
    const user = userEvent.setup();
    const verify = vi.fn(async () => {
      throw new ApiRequestError('HTTP Error Status: 429 - slow down', {
        endpoint: '/v1/access/otp/verify',
        options: { method: 'POST', hasBody: true, hasForm: false },
        status: 429,
        retryAfterMs: 300_000,
      });
    });
    setup(verify);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts for now. You can try again in about 5 minutes.',
    );
  });

  it('resend waits for its cool-down of 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { sendCode } = setup();
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
      expect(await screen.findByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
      await act(async () => vi.advanceTimersByTime(31_000));
      const resend = screen.getByRole('button', { name: 'Resend code' });
      expect(resend).toBeEnabled();
      await act(async () => fireEvent.click(resend));
      expect(sendCode).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('status')).toHaveTextContent('A new code is on its way.');
    } finally {
      vi.useRealTimers();
    }
  });

  it("a code locked after too many wrong tries closes the code box and frees 'Resend code' at once, as the message asks", async () => {
    const user = userEvent.setup();
    const verify = vi.fn(async () => ({
      success: false,
      error: 'Too many wrong codes. Request a new code.',
      reason: 'spent' as const,
      attempts_left: 0,
    }));
    const { sendCode } = setup(verify);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes. Request a new code.',
    );
    // No countdown stands between the visitor and what the message asks for.
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();
    expect(resend).toHaveFocus();
    expect(screen.getByLabelText('6-digit code')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await user.click(resend);
    expect(sendCode).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('A new code is on its way.');
    expect(screen.getByLabelText('6-digit code')).toBeEnabled();
    expect(screen.getByLabelText('6-digit code')).toHaveFocus();
    expect(screen.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
  });

  it("a refused send (429) holds 'Resend code' back as long as the message says, and a locked code then says when a new one can be asked for", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const verify = vi.fn(async () => ({
        success: false,
        error: 'Too many wrong codes. Request a new code.',
        reason: 'spent' as const,
        attempts_left: 0,
      }));
      const { sendCode } = setup(verify);
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send code' })));
      await act(async () => vi.advanceTimersByTime(31_000));
      sendCode.mockRejectedValueOnce(
        new ApiRequestError('HTTP Error Status: 429 - slow down', {
          endpoint: '/v1/access/otp',
          options: { method: 'POST', hasBody: true, hasForm: false },
          status: 429,
          retryAfterMs: 300_000,
        }),
      );
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend code' })));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many attempts for now. You can try again in about 5 minutes.',
      );
      expect(screen.getByRole('button', { name: 'Resend code in 5 min' })).toBeDisabled();
      await act(async () =>
        fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '000000' } }),
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This code no longer works. You can request a new code in about 5 minutes.',
      );
      expect(screen.getByRole('button', { name: 'Resend code in 5 min' })).toBeDisabled();
      await act(async () => vi.advanceTimersByTime(300_000));
      expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many wrong codes. Request a new code.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('codes keep their digits only, at most six', () => {
    expect(normaliseCode(' 12-34 56 7')).toBe('123456');
  });
});
