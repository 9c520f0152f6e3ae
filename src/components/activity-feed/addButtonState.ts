import { messageGroup } from '../../i18n/i18n';

/** blocks.md "Add button": the four states. */
export type AddButtonState = 'sign-in' | 'verifying' | 'not-owner' | 'owner';

export const addButtonTexts = messageGroup('feed', ['verifying', 'notOwner', 'signInTitle']);

export interface AddButtonInput {
  isAuthenticated: boolean;
  /** The signed-in user's id or e-mail is known. */
  hasIdentity: boolean;
  /** The ownership answer; undefined while unresolved. */
  isOwner: boolean | undefined;
  /** The ownership check failed (counted as not owner, so nobody posts unchecked). */
  ownershipFailed?: boolean;
}

/**
 * Not signed in → 'Add to Feed' opening the sign-in dialog; signed in with the ownership
 * unresolved → 'Verifying ownership...'; not owner → the not-owner text; owner → the form.
 */
export function addButtonState({
  isAuthenticated,
  hasIdentity,
  isOwner,
  ownershipFailed,
}: AddButtonInput): AddButtonState {
  if (!isAuthenticated || !hasIdentity) return 'sign-in';
  if (ownershipFailed) return 'not-owner';
  if (isOwner === undefined) return 'verifying';
  return isOwner ? 'owner' : 'not-owner';
}
