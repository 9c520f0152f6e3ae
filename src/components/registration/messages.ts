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

/** blocks.md §8: which message a failed registration shows. */
export function registrationErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.includes('already initiated a registration')
    ? REGISTRATION_TEXT.alreadyInProgress
    : REGISTRATION_TEXT.failed;
}
