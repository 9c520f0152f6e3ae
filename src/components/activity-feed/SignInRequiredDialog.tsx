import { useEffect } from 'react';
import type { AuthContextValue } from '../../client/auth/AuthContext';
import { SignInDialogContent } from '../../ui/auth/SignInDialogContent';
import { SignInForm } from '../../ui/auth/SignInForm';
import { Modal } from '../../ui/dialog/Modal';
import { addButtonTexts } from './addButtonState';
import { t } from '../../i18n/i18n';

interface SignInRequiredDialogProps {
  open: boolean;
  onClose: () => void;
  auth: AuthContextValue;
}

/**
 * blocks.md: 'Add to Feed' pressed while signed out opens 'Sign In Required' with the
 * e-mail code sign-in inside; it closes once a signed-in user with an id exists.
 */
export function SignInRequiredDialog({ open, onClose, auth }: SignInRequiredDialogProps) {
  const userId = auth.user?.id;
  useEffect(() => {
    if (open && userId) onClose();
  }, [open, userId, onClose]);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={addButtonTexts.signInTitle}
      width={440}
    >
      <p className="one-activity-dialog-text">{t('feed.signInExplain')}</p>
      <SignInDialogContent>
        <SignInForm
          sendCode={auth.sendCode}
          verifyCode={auth.verifyCode}
          initialEmail={auth.email ?? ''}
        />
      </SignInDialogContent>
    </Modal>
  );
}
