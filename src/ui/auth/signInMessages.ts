import { isApiRequestError, apiErrorMessage } from '../../client/errors';
import { retryWhen } from '../refusalText';
import { messageGroup, t } from '../../i18n/i18n';

/** Seconds between two sends of a code to the same e-mail. */
export const RESEND_COOLDOWN_S = 30;
export const CODE_LENGTH = 6;

/** The sign-in texts, from the `signIn` group of the page language's catalogue. */
export const SIGN_IN_TEXT = Object.assign(
  messageGroup('signIn', [
    'title',
    'hint',
    'emailLabel',
    'emailInvalid',
    'sendCode',
    'sending',
    'codeLabel',
    'codeIncomplete',
    'verify',
    'verifying',
    'resend',
    'resent',
    'changeEmail',
    'wrongCode',
    'network',
    'failed',
  ]),
  {
    codeSentTo: (email: string) => t('signIn.codeSentTo', { email }),
    /** The resend control while it waits: in seconds under a minute, else in minutes. */
    resendIn: (seconds: number) =>
      seconds < 60
        ? t('signIn.resendIn', { seconds })
        : t('signIn.resendInMinutes', { minutes: Math.ceil(seconds / 60) }),
    /** A code that no longer works while new codes are refused for a while ('in about 5 minutes'). */
    newCodeWhen: (when: string) => t('signIn.newCodeWhen', { when }),
    /** When to come back, from the server's Retry-After ('in about 5 minutes'). */
    tooMany: (when: string) => t('signIn.tooMany', { when }),
  },
);

/**
 * A refused code in the page's language, from the server's reason; the server's own (English)
 * sentence when it gave none.
 */
export function refusedCodeMessage(result: {
  error?: string;
  reason?: 'expired' | 'spent' | 'used' | 'wrong';
  attempts_left?: number;
}): string {
  switch (result.reason) {
    case 'expired':
      return t('signIn.codeExpired');
    case 'spent':
      return t('signIn.codeSpent');
    case 'used':
      return t('signIn.codeUsed');
    case 'wrong':
      return result.attempts_left === 1
        ? t('signIn.codeWrongLast')
        : t('signIn.codeWrongTries', { count: result.attempts_left ?? 0 });
    default:
      return result.error || SIGN_IN_TEXT.wrongCode;
  }
}

/**
 * Whether a refused code can no longer sign in, whatever is typed next: its tries are spent, it
 * expired or it was used. Only a new code helps then. A server that gives no reason (the
 * studio's) says so with no tries left.
 */
export function codeIsDead(result: {
  reason?: 'expired' | 'spent' | 'used' | 'wrong';
  attempts_left?: number;
}): boolean {
  return result.reason ? result.reason !== 'wrong' : result.attempts_left === 0;
}

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
