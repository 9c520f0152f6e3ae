import { isApiRequestError, apiErrorMessage } from '../../client/errors';
import { retryWhen } from '../refusalText';

/** Seconds between two sends of a code to the same e-mail. */
export const RESEND_COOLDOWN_S = 30;
export const CODE_LENGTH = 6;

export const SIGN_IN_TEXT = {
  title: 'Sign in',
  emailLabel: 'Email',
  emailInvalid: 'Enter a valid email address',
  sendCode: 'Send code',
  sending: 'Sending...',
  codeLabel: '6-digit code',
  codeSentTo: (email: string) => `We sent a 6-digit code to ${email}. It expires in 10 minutes.`,
  codeIncomplete: 'Enter all 6 digits of the code',
  verify: 'Sign in',
  verifying: 'Signing in...',
  resend: 'Resend code',
  resendIn: (seconds: number) => `Resend code in ${seconds}s`,
  resent: 'A new code is on its way.',
  changeEmail: 'Use a different email',
  wrongCode: 'That code is not right. Check the latest e-mail and try again.',
  /** When to come back, from the server's Retry-After ('in about 5 minutes'). */
  tooMany: (when: string) => `Too many attempts for now. You can try again ${when}.`,
  network: 'We could not reach the server. Check your connection and try again.',
  failed: 'Something went wrong. Please try again.',
} as const;

/** Turns a failed call into one sentence a visitor can act on. */
export function signInErrorMessage(error: unknown): string {
  if (isApiRequestError(error)) {
    if (error.status === 429) return SIGN_IN_TEXT.tooMany(retryWhen(error.retryAfterMs));
    if (error.status === 0) return SIGN_IN_TEXT.network;
    if (error.status >= 400 && error.status < 500) {
      const message = apiErrorMessage(error);
      return message.startsWith('HTTP Error Status') ? SIGN_IN_TEXT.failed : message;
    }
  }
  return SIGN_IN_TEXT.failed;
}

/** Keeps the digits of whatever was typed or pasted ('123 456', '123-456'), at most six. */
export function normaliseCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}
