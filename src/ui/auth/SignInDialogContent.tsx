import type { ReactNode } from 'react';
import { StyleTag } from '../../renderer/StyleTag';
import { signInCss } from './SignInForm';
import { SIGN_IN_TEXT } from './signInMessages';

/** The sign-in dialog's body: the form's styles and a line saying what happens. */
export function SignInDialogContent({ children }: { children: ReactNode }) {
  return (
    <div className="one-signin-dialog">
      <StyleTag css={signInCss} />
      <p className="one-signin-hint">{SIGN_IN_TEXT.hint}</p>
      {children}
    </div>
  );
}
