import { createContext, useContext, useEffect } from 'react';
import { t, type MessageKey } from '../i18n/i18n';
import { registerDialog } from '../ui/dialog/dialogStore';

/**
 * True on a page exported to stand alone (a folder or one file opened from disk or any static
 * host): there is no API behind it, so blocks that read or write through the API show a plain
 * sentence saying they work on the live page, instead of a form that would fail or a spinner.
 */
export const StandaloneContext = createContext(false);

export function useStandalone(): boolean {
  return useContext(StandaloneContext);
}

/** The types that need the API, and what each says on a standalone page. */
const LIVE_ONLY_MESSAGES: Readonly<Record<string, MessageKey>> = {
  registration: 'standalone.registration',
  'activity-feed': 'standalone.feed',
  'product-card': 'standalone.product',
  'product-attributes': 'standalone.product',
  'product-media': 'standalone.product',
};

/** The message a type shows on a standalone page in place of itself; undefined when it works there. */
export function liveOnlyMessage(type: string): MessageKey | undefined {
  return Object.hasOwn(LIVE_ONLY_MESSAGES, type) ? LIVE_ONLY_MESSAGES[type] : undefined;
}

/** The 'registration' dialog a block-grid card opens, saying the same as the block. */
function useRegistrationNoticeDialog(active: boolean) {
  useEffect(() => {
    if (!active) return;
    return registerDialog('registration', {
      title: t('registration.dialogTitle'),
      render: () => <p>{t('standalone.registration')}</p>,
    });
  }, [active]);
}

/** A live-only block on a standalone page: its sentence, in the same box as an empty state. */
export function LiveOnlyNotice({ type, message }: { type: string; message: MessageKey }) {
  useRegistrationNoticeDialog(type === 'registration');
  return (
    <div className="one-empty-state one-live-only" role="note">
      {t(message)}
    </div>
  );
}
