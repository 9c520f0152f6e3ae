import { apiErrorMessage, isApiRequestError } from '../client/errors';
import { t } from '../i18n/i18n';

/**
 * When a refused visitor may try again, in words: from the server's Retry-After (in ms), or
 * 'in a few minutes' when it gave none.
 */
export function retryWhen(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return t('retry.fewMinutes');
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60)
    return seconds === 1 ? t('retry.second') : t('retry.seconds', { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90)
    return minutes === 1 ? t('retry.minute') : t('retry.minutes', { count: minutes });
  const hours = Math.round(minutes / 60);
  return hours === 1 ? t('retry.hour') : t('retry.hours', { count: hours });
}

/** The reason code a refusal's body carries ('already_registered'), if any. */
export function refusalReason(error: unknown): string | null {
  if (!isApiRequestError(error) || !error.body || typeof error.body !== 'object') return null;
  const reason = (error.body as { reason?: unknown }).reason;
  return typeof reason === 'string' ? reason : null;
}

/**
 * The server's sentence for a refused input without the field path it starts with
 * ('metadata.terms: This consent is required' → 'This consent is required'); null when the
 * refusal carries no sentence of the server's own.
 */
export function serverSentence(error: unknown): string | null {
  if (!isApiRequestError(error)) return null;
  const message = apiErrorMessage(error);
  if (!message || message.startsWith('HTTP Error Status')) return null;
  return message.replace(/^[\w.[\]-]+: /, '');
}
