import { isApiRequestError } from '../../client/errors';
import { refusalReason, retryWhen, serverSentence } from '../../ui/refusalText';

/** Every text of the registration block, word for word from blocks.md §2, §5 and §8. */
export const REGISTRATION_TEXT = {
  loading: 'Verifying ownership...',
  notOwner: 'Sorry, you are not the owner of this product.',
  notOwnerNoToken:
    'This product is not available for registration. Try tapping your product again.',
  alreadyInProgress:
    'This product registration is already in progress. Please check your email for next steps.',
  failed: 'Registration failed. Please try again.',
  noClient: 'Registration failed',
  errorToastTitle: 'Registration Error',
  emailRequired: 'Email is required for registration',
  shortUrlRequired: 'Short URL is required for registration',
  collectionRequired: 'Collection ID is required for registration',
  copyFailedTitle: 'Copy failed',
  copyFailedDescription: 'Please try copying manually',
} as const;

/** blocks.md §5 registration form messages. */
export const FIELD_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  postalCode: 'Postal code is required',
  phoneNumber: 'Phone number is required',
  phoneFormat: 'Invalid phone number format',
  birthday: 'Birthday is required',
  consent: 'This consent is required',
} as const;

/** blocks.md §9: toast 5 s for registration errors, confetti 3 s, copied state 2 s, copy toast 3 s. */
export const ERROR_TOAST_MS = 5000;
export const CONFETTI_MS = 3000;
export const COPIED_MS = 2000;
export const COPY_TOAST_MS = 3000;

/**
 * A tapped item registered to another owner (step TAKEN), and the note on the sign-in step of a
 * registered item: the state is said before any form (docs/decisions/tap-landing.md).
 */
export const TAKEN_TEXT = {
  title: 'Already registered',
  message: 'This item is already registered to another owner.',
  still: 'You can still view its page.',
  viewPage: 'View the page',
  contact: 'Contact the brand',
  authNote: 'This item is already registered. If it is yours, sign in with the e-mail you used.',
} as const;

/**
 * What a visitor is told when the server refuses a registration, beyond the spec's two texts:
 * why, and what they can do — never "try again" where trying again cannot help
 * (docs/decisions/tap-landing.md). One place, for the later move into message catalogues.
 */
export const REFUSAL_TEXT = {
  alreadyRegistered:
    'This item is already registered to another owner, so it cannot be registered again.',
  unknownTap:
    'This tap link does not match an item of this collection. Tap the tag on your item again.',
  tooMany: (when: string) => `Too many tries for now. You can try again ${when}.`,
  network: 'We could not reach the server. Check your connection and try again.',
  otherEmail:
    'You are signed in with a different e-mail. Use a different e-mail and sign in with this one.',
} as const;

/**
 * blocks.md §8: which message a failed registration shows — the spec's 'already in progress'
 * and 'failed' texts, and in between the refusals the server gave a reason for.
 */
export function registrationErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const reason = refusalReason(error);
  if (reason === 'registration_pending' || message.includes('already initiated a registration'))
    return REGISTRATION_TEXT.alreadyInProgress;
  if (reason === 'already_registered' || message.includes('already registered to another owner'))
    return REFUSAL_TEXT.alreadyRegistered;
  if (isApiRequestError(error)) {
    if (error.status === 429) return REFUSAL_TEXT.tooMany(retryWhen(error.retryAfterMs));
    if (error.status === 0 && !error.aborted) return REFUSAL_TEXT.network;
    if (error.status === 403) return REFUSAL_TEXT.otherEmail;
    if (error.status === 400 || error.status === 413) {
      return serverSentence(error) ?? REGISTRATION_TEXT.failed;
    }
  }
  return REGISTRATION_TEXT.failed;
}
