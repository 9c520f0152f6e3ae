import { isApiRequestError } from '../../client/errors';
import { refusalReason, retryWhen, serverSentence } from '../../ui/refusalText';
import { messageGroup, messageMap, t } from '../../i18n/i18n';

/**
 * Every text of the registration block (its states, form messages and errors), word for word, read from the
 * `registration` group of the page language's catalogue.
 */
export const REGISTRATION_TEXT = messageGroup('registration', [
  'loading',
  'notOwner',
  'notOwnerNoToken',
  'alreadyInProgress',
  'failed',
  'noClient',
  'errorToastTitle',
  'emailRequired',
  'shortUrlRequired',
  'collectionRequired',
  'copyFailedTitle',
  'copyFailedDescription',
]);

/** blocks.md registration form messages. */
export const FIELD_MESSAGES = messageMap('registration', {
  firstName: 'firstNameRequired',
  lastName: 'lastNameRequired',
  postalCode: 'postalCodeRequired',
  phoneNumber: 'phoneNumberRequired',
  phoneFormat: 'phoneFormat',
  birthday: 'birthdayRequired',
  consent: 'consentRequired',
});

/** blocks.md: toast 5 s for registration errors, confetti 3 s, copied state 2 s, copy toast 3 s. */
export const ERROR_TOAST_MS = 5000;
export const CONFETTI_MS = 3000;
export const COPIED_MS = 2000;
export const COPY_TOAST_MS = 3000;

/**
 * A tapped item registered to another owner (step TAKEN), and the note on the sign-in step of a
 * registered item: the state is said before any form (docs/decisions/tap-landing.md).
 */
export const TAKEN_TEXT = messageMap('registration', {
  title: 'takenTitle',
  message: 'takenMessage',
  still: 'takenStill',
  viewPage: 'viewPage',
  contact: 'contact',
  authNote: 'authNote',
});

/**
 * What a visitor is told when the server refuses a registration, beyond the spec's two texts:
 * why, and what they can do — never "try again" where trying again cannot help
 * (docs/decisions/tap-landing.md).
 */
export const REFUSAL_TEXT = Object.assign(
  messageMap('registration', {
    alreadyRegistered: 'refusedAlreadyRegistered',
    unknownTap: 'refusedUnknownTap',
    otherEmail: 'refusedOtherEmail',
    otherItem: 'refusedOtherItem',
  }),
  { tooMany: (when: string) => t('registration.refusedTooMany', { when }) },
);

/**
 * Which message a failed registration shows — the spec's 'already in progress'
 * and 'failed' texts, and in between the refusals the server gave a reason for.
 */
export function registrationErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const reason = refusalReason(error);
  if (reason === 'registration_pending' || message.includes('already initiated a registration'))
    return REGISTRATION_TEXT.alreadyInProgress;
  if (reason === 'already_registered' || message.includes('already registered to another owner'))
    return REFUSAL_TEXT.alreadyRegistered;
  if (reason === 'other_item') return REFUSAL_TEXT.otherItem;
  if (isApiRequestError(error)) {
    if (error.status === 429) return REFUSAL_TEXT.tooMany(retryWhen(error.retryAfterMs));
    if (error.status === 403) return REFUSAL_TEXT.otherEmail;
    if (error.status === 400 || error.status === 413) {
      return serverSentence(error) ?? REGISTRATION_TEXT.failed;
    }
  }
  return REGISTRATION_TEXT.failed;
}
