/**
 * Every visitor-facing text of the tap landing, in one place (docs/decisions/tap-landing.md),
 * ready to move into message catalogues.
 */
export const TAP_TEXT = {
  region: (name: string, number: string) => `${name}, ${number}`,
  number: (tokenId: string, quantity: number | null | undefined) =>
    quantity ? `No. ${tokenId} of ${quantity}` : `No. ${tokenId}`,
  checking: 'Checking this item...',
  unregistered: 'Not registered yet. Register it to make it yours.',
  register: 'Register this item',
  yours: (date: string | null) => (date ? `Registered to you on ${date}.` : 'Registered to you.'),
  viewYours: 'View your registration',
  postToFeed: 'Post to your feed',
  taken: 'Already registered to another owner.',
  takenStill: 'You can still view its page.',
  registered: 'Already registered. Is it yours? Sign in to see your registration.',
  signIn: 'Sign in to check',
  viewPage: 'View the page',
  contact: 'Contact the brand',
  signedInAs: (email: string) => `Signed in as ${email}.`,
  useDifferentEmail: 'Use a different e-mail',
} as const;

/** '25 Nov 2026' in the visitor's own locale; null for a missing or unreadable date. */
export function registeredOn(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
}
