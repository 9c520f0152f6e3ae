import { useEffect } from 'react';
import { t, type MessageKey } from '../i18n/i18n';
import { registerDialog } from '../ui/dialog/dialogStore';
import type { LayoutDocument } from '../schema/layout/document';
import { StandaloneContext } from './standaloneContext';
import { StaticLayout } from './staticLayout';

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

/**
 * A statically exported page's layout with no API behind it (src/renderer/standaloneContext.ts):
 * blocks that need the API say they work on the live page.
 */
export function StandaloneLayout({ layout }: { layout: LayoutDocument }) {
  return (
    <StandaloneContext.Provider value={LiveOnlyNotice}>
      <StaticLayout layout={layout} />
    </StandaloneContext.Provider>
  );
}
