import type { Activity } from '../../schema/entities/activity';
import { maskEmail, shortWallet } from '../../schema/entities/maskedAuthor';
import { messageGroup, t } from '../../i18n/i18n';

/** Toasts of blocks.md, word for word, with their durations. */
export const feedToasts = {
  uploadError: {
    get title() {
      return t('feed.uploadError');
    },
    variant: 'destructive',
    duration: 4000,
  },
  deleted: {
    get title() {
      return t('feed.deleted');
    },
    variant: 'success',
    duration: 4000,
  },
  deleteError: {
    get title() {
      return t('feed.deleteError');
    },
    variant: 'destructive',
    duration: 4000,
  },
  stillTooLarge: {
    get title() {
      return t('feed.stillTooLarge');
    },
    variant: 'destructive',
    duration: 5000,
  },
} as const;

export const feedTexts = messageGroup('feed', ['loading', 'loadError', 'submitting']);

/**
 * blocks.md: a delete control shows on the signed-in user's own posts only when the post
 * is not PENDING and is of type CUSTOMER.
 */
export function canDeleteActivity(
  activity: Pick<Activity, 'user_id' | 'status' | 'type'>,
  userId: string | null | undefined,
): boolean {
  return (
    Boolean(userId) &&
    activity.user_id === userId &&
    activity.status !== 'PENDING' &&
    activity.type === 'CUSTOMER'
  );
}

/** blocks.md: a server error mentioning 'File too large' or 'file size' only warns in the console. */
export function isFileSizeError(error: unknown): boolean {
  const parts: string[] = [];
  if (error instanceof Error) parts.push(error.message);
  const body = (error as { body?: unknown } | null)?.body;
  if (typeof body === 'string') parts.push(body);
  else if (body && typeof body === 'object') parts.push(JSON.stringify(body));
  const text = parts.join(' ');
  return text.includes('File too large') || text.toLowerCase().includes('file size');
}

/** An auth failure of the feed request (401/403), shown with the authentication error text. */
export function isAuthError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 401 || status === 403;
}

/**
 * Who posted, without publishing anyone's address: CREATOR posts carry the collection's name;
 * owners show a masked e-mail ('ja•••@example.com') or a shortened wallet ('0x12ab…cd34').
 */
export function authorLabel(
  activity: Pick<Activity, 'type' | 'owner_email' | 'owner_address'>,
  creatorName: string,
): string {
  if (activity.type === 'CREATOR') return creatorName;
  // The server already sends visitors masked values; masking again changes nothing.
  const email = activity.owner_email?.trim();
  if (email && email.includes('@')) return email.includes('•••@') ? email : maskEmail(email);
  const address = activity.owner_address?.trim();
  if (address) return address.includes('…') ? address : shortWallet(address);
  return t('feed.productOwner');
}

/**
 * A visitor reports a published post someone else wrote: not their own (a visitor's own posts
 * carry their user id), not one being sent or waiting for approval.
 */
export function canReportActivity(
  activity: Pick<Activity, 'id' | 'user_id' | 'status'>,
  userId: string | null | undefined,
): boolean {
  if (activity.status === 'PENDING') return false;
  return !(userId && activity.user_id === userId);
}
