import { useEffect, useRef } from 'react';
import { useAuth } from '../../client/auth/AuthContext';
import { registerDialog } from '../dialog/dialogStore';
import { SignInDialogContent } from './SignInDialogContent';
import { SignInForm } from './SignInForm';
import { SIGN_IN_TEXT } from './signInMessages';
import { closeSignInDialog, SIGN_IN_DIALOG_ID } from './signInDialog';

/**
 * Registers the e-mail code sign-in dialog for the surrounding AuthProvider's session, so
 * `openSignInDialog()` works anywhere on the page. Renders nothing itself.
 */
export function SignInDialogRegistration() {
  const auth = useAuth();
  // The dialog host renders outside this tree in some pages: the dialog reads the latest
  // functions through a ref instead of the context.
  const latest = useRef(auth);
  latest.current = auth;
  useEffect(
    () =>
      registerDialog(SIGN_IN_DIALOG_ID, {
        title: SIGN_IN_TEXT.title,
        width: 420,
        render: ({ close }) => (
          <SignInDialogContent>
            <SignInForm
              sendCode={(target) => latest.current.sendCode(target)}
              verifyCode={(target, code) => latest.current.verifyCode(target, code)}
              onSignedIn={close}
            />
          </SignInDialogContent>
        ),
      }),
    [],
  );

  // blocks.md: the sign-in dialog closes once an authenticated user with an id exists.
  const userId = auth.user?.id;
  useEffect(() => {
    if (userId) closeSignInDialog();
  }, [userId]);
  return null;
}
