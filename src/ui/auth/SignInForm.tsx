import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { regexes } from 'zod/v4/core';
import type { OtpVerifyResult } from '../../schema/entities/access';
import { isApiRequestError } from '../../client/errors';
import { retryWhen } from '../refusalText';
import {
  CODE_LENGTH,
  codeIsDead,
  normaliseCode,
  refusedCodeMessage,
  RESEND_COOLDOWN_S,
  SIGN_IN_TEXT,
  signInErrorMessage,
} from './signInMessages';

export interface SignInFormProps {
  sendCode: (email: string) => Promise<void>;
  verifyCode: (email: string, code: string) => Promise<OtpVerifyResult>;
  /** Called once the code was accepted and the session is in place. */
  onSignedIn?: () => void;
  initialEmail?: string;
  /** Focus the first field on mount (inside dialogs). */
  autoFocus?: boolean;
}

/** How long to hold back after a 429 that names no time ('in a few minutes'). */
const UNTIMED_WAIT_MS = 3 * 60 * 1000;

/** Whole seconds from now until a moment, 0 once it has passed. */
const secondsUntil = (moment: number, now: number) => Math.max(0, Math.ceil((moment - now) / 1000));

/**
 * zod's own e-mail check (what `z.string().trim().toLowerCase().email()` does), by its pattern
 * alone: the form is on visitor pages, which load no schema library.
 */
function parseEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return regexes.email.test(email) ? email : null;
}

/**
 * Sign-in by e-mail code: the e-mail, then the 6-digit code. The code box takes a pasted code
 * whole ('123 456' too) and signs in as soon as six digits are there; the code can be sent again
 * after a cool-down; every error is shown under its field.
 *
 * What the visitor is told and what the controls allow say the same thing: a code that can no
 * longer sign in (its tries spent, expired, used) closes the code box and frees "Resend code" at
 * once, the cool-down being there to spare the inbox while a code is still usable; a refusal
 * for too many requests (429) holds back the control that got it for as long as the message says.
 */
export function SignInForm({
  sendCode,
  verifyCode,
  onSignedIn,
  initialEmail = '',
  autoFocus = true,
}: SignInFormProps) {
  const id = useId();
  const [stage, setStage] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentAt, setSentAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  /** The code sent can no longer sign in: only a new one helps. */
  const [dead, setDead] = useState(false);
  /** Until when the server refused more sends, or more sign-in tries (429). */
  const [heldUntil, setHeldUntil] = useState({ send: 0, verify: 0 });
  const codeRef = useRef<HTMLInputElement>(null);
  const resendRef = useRef<HTMLButtonElement>(null);
  const changeEmailRef = useRef<HTMLButtonElement>(null);
  const submittedCode = useRef<string | null>(null);

  const cooldown = dead ? 0 : secondsUntil(sentAt + RESEND_COOLDOWN_S * 1000, now);
  const sendHeld = secondsUntil(heldUntil.send, now);
  const verifyHeld = secondsUntil(heldUntil.verify, now);
  const remaining = Math.max(cooldown, sendHeld);
  const ticking = remaining > 0 || verifyHeld > 0;
  useEffect(() => {
    if (stage !== 'code' || !ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [stage, ticking]);

  useEffect(() => {
    if (stage !== 'code') return;
    // The code box while a code can be typed; once it is closed, the next step.
    if (!dead) codeRef.current?.focus();
    else if (resendRef.current && !resendRef.current.disabled) resendRef.current.focus();
    else changeEmailRef.current?.focus();
  }, [stage, dead]);

  /** The sentence for a failed call; a 429 also holds back what got it, as long as it says. */
  function failWith(failure: unknown, what: 'send' | 'verify') {
    if (isApiRequestError(failure) && failure.status === 429) {
      const until = Date.now() + (failure.retryAfterMs ?? UNTIMED_WAIT_MS);
      setHeldUntil((held) => ({ ...held, [what]: until }));
      setNow(Date.now());
    }
    setError(signInErrorMessage(failure));
  }

  async function send(target: string, isResend: boolean) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await sendCode(target);
      setSentAt(Date.now());
      setNow(Date.now());
      setStage('code');
      setCode('');
      setDead(false);
      submittedCode.current = null;
      if (isResend) setNotice(SIGN_IN_TEXT.resent);
    } catch (failure) {
      failWith(failure, 'send');
    } finally {
      setBusy(false);
    }
  }

  function onSubmitEmail(event: FormEvent) {
    event.preventDefault();
    const parsed = parseEmail(email);
    if (parsed === null) {
      setError(SIGN_IN_TEXT.emailInvalid);
      return;
    }
    setEmail(parsed);
    void send(parsed, false);
  }

  async function verify(value: string) {
    if (value.length !== CODE_LENGTH) {
      setError(SIGN_IN_TEXT.codeIncomplete);
      return;
    }
    submittedCode.current = value;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const result = await verifyCode(email, value);
      if (result.success) {
        onSignedIn?.();
        return;
      }
      setError(refusedCodeMessage(result));
      if (codeIsDead(result)) setDead(true);
      else codeRef.current?.select();
    } catch (failure) {
      failWith(failure, 'verify');
    } finally {
      setBusy(false);
    }
  }

  function onCodeChange(raw: string) {
    const next = normaliseCode(raw);
    setCode(next);
    if (error) setError(null);
    // A complete code (typed or pasted) signs in at once, but never the same wrong code twice.
    if (
      next.length === CODE_LENGTH &&
      submittedCode.current !== next &&
      !busy &&
      !dead &&
      verifyHeld === 0
    )
      void verify(next);
  }

  // A dead code while new codes are refused: when the next one can be asked for.
  const shownError =
    stage === 'code' && dead && sendHeld > 0
      ? SIGN_IN_TEXT.newCodeWhen(retryWhen(sendHeld * 1000))
      : error;

  const errorId = `${id}-error`;
  if (stage === 'email') {
    return (
      <form className="one-signin" onSubmit={onSubmitEmail} noValidate>
        <label className="one-signin-label" htmlFor={`${id}-email`}>
          {SIGN_IN_TEXT.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          className="one-signin-input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoFocus={autoFocus}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
        />
        {error ? (
          <p id={errorId} role="alert" className="one-signin-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="one-signin-submit" disabled={busy}>
          {busy ? SIGN_IN_TEXT.sending : SIGN_IN_TEXT.sendCode}
        </button>
      </form>
    );
  }

  return (
    <form
      className="one-signin"
      onSubmit={(event) => {
        event.preventDefault();
        void verify(code);
      }}
      noValidate
    >
      <p className="one-signin-hint" id={`${id}-hint`}>
        {SIGN_IN_TEXT.codeSentTo(email)}
      </p>
      <label className="one-signin-label" htmlFor={`${id}-code`}>
        {SIGN_IN_TEXT.codeLabel}
      </label>
      <input
        ref={codeRef}
        id={`${id}-code`}
        className="one-signin-input one-signin-code"
        type="text"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        // Room for a pasted '123 456' before it is normalised.
        maxLength={CODE_LENGTH + 6}
        value={code}
        disabled={dead}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={[`${id}-hint`, shownError ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => onCodeChange(event.target.value)}
      />
      {shownError ? (
        <p id={errorId} role="alert" className="one-signin-error">
          {shownError}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="one-signin-notice">
          {notice}
        </p>
      ) : null}
      <button type="submit" className="one-signin-submit" disabled={busy || dead || verifyHeld > 0}>
        {busy ? SIGN_IN_TEXT.verifying : SIGN_IN_TEXT.verify}
      </button>
      <div className="one-signin-row">
        <button
          ref={resendRef}
          type="button"
          className="one-signin-link"
          disabled={busy || remaining > 0}
          onClick={() => void send(email, true)}
        >
          {remaining > 0 ? SIGN_IN_TEXT.resendIn(remaining) : SIGN_IN_TEXT.resend}
        </button>
        <button
          ref={changeEmailRef}
          type="button"
          className="one-signin-link"
          onClick={() => {
            setStage('email');
            setError(null);
            setNotice(null);
          }}
        >
          {SIGN_IN_TEXT.changeEmail}
        </button>
      </div>
    </form>
  );
}

export const signInCss = `
/* Dialogs render outside any layout, whose scoped copy of this rule does not reach them. */
.one-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.one-signin-dialog .one-signin-hint{margin:0 0 12px}
.one-signin{display:flex;flex-direction:column;gap:8px;font-family:var(--one-font-body,system-ui,sans-serif);color:var(--one-foreground,#0f172a)}
.one-signin-label{font-weight:600;font-size:14px}
.one-signin-input{font:inherit;font-size:16px;padding:10px 12px;border:1px solid var(--one-border-input,#cbd5e1);border-radius:var(--one-radius-button,4px);background:var(--one-background,#fff);color:inherit;min-height:44px;box-sizing:border-box;width:100%}
.one-signin-input:focus-visible{outline:2px solid var(--one-primary,#3b82f6);outline-offset:1px}
.one-signin-input[aria-invalid=true]{border-color:var(--one-destructive,#ef4444)}
.one-signin-input:disabled{background:var(--one-muted,#f1f5f9);color:var(--one-muted-foreground,#64748b);cursor:not-allowed}
.one-signin-code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:24px;letter-spacing:.5em;text-align:center}
.one-signin-hint{margin:0 0 4px;font-size:14px;color:var(--one-muted-foreground,#64748b)}
.one-signin-error{margin:0;font-size:14px;color:var(--one-destructive,#ef4444)}
.one-signin-notice{margin:0;font-size:14px;color:var(--one-success,#16a34a)}
.one-signin-submit{font:inherit;font-weight:600;min-height:44px;padding:10px 16px;border:0;border-radius:var(--one-radius-button,4px);background:var(--one-primary,#3b82f6);color:var(--one-primary-foreground,#fff);cursor:pointer;margin-top:4px}
.one-signin-submit:disabled{opacity:.6;cursor:default}
.one-signin-submit:focus-visible,.one-signin-link:focus-visible{outline:2px solid var(--one-primary,#3b82f6);outline-offset:2px}
.one-signin-row{display:flex;justify-content:space-between;gap:8px;flex-wrap:wrap}
.one-signin-link{font:inherit;font-size:14px;background:none;border:0;padding:8px 0;color:var(--one-primary,#3b82f6);cursor:pointer;text-decoration:underline}
.one-signin-link:disabled{color:var(--one-muted-foreground,#64748b);cursor:default;text-decoration:none}
`;
