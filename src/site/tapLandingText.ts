import { formattingLocale, messageGroup, t } from '../i18n/i18n';

/**
 * Every visitor-facing text of the tap landing (docs/decisions/tap-landing.md), read from the
 * page language's catalogue (the `tap` group of src/i18n/catalogues/en.ts) when it is shown.
 */
export const TAP_TEXT = Object.assign(
  messageGroup('tap', [
    'checking',
    'unregistered',
    'register',
    'viewYours',
    'postToFeed',
    'taken',
    'takenStill',
    'registered',
    'signIn',
    'viewPage',
    'contact',
    'useDifferentEmail',
  ]),
  {
    region: (name: string, number: string) => t('tap.region', { name, number }),
    number: (tokenId: string, quantity: number | null | undefined) =>
      quantity ? t('tap.numberOf', { tokenId, quantity }) : t('tap.number', { tokenId }),
    yours: (date: string | null) => (date ? t('tap.yoursOn', { date }) : t('tap.yours')),
    signedInAs: (email: string) => t('tap.signedInAs', { email }),
  },
);

/** '25 Nov 2026' in the visitor's own locale; null for a missing or unreadable date. */
export function registeredOn(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(formattingLocale(), { dateStyle: 'medium' }).format(date);
}
