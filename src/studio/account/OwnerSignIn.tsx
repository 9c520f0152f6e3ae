import { SignInForm } from '../../ui/auth/SignInForm';
import type { OtpVerifyResult } from '../../schema/entities/access';
import { useOwnerSession } from './ownerSession';
import { accountCss } from './accountCss';
import { StyleTag } from '../../renderer/StyleTag';

/**
 * The studio's sign-in: the visitor sign-in form (e-mail, then the 6-digit code) on the owner
 * endpoints, which set the studio's own session.
 */
export function OwnerSignIn({ onSignedIn }: { onSignedIn?: () => void }) {
  const { client } = useOwnerSession();
  const verify = async (email: string, code: string): Promise<OtpVerifyResult> => {
    const result = (await client.owner.verifyCode({ email, code })) as
      OtpVerifyResult | { token: string };
    return 'token' in result ? { success: true } : result;
  };
  return (
    <main className="one-studio-account one-studio-signin" aria-labelledby="studio-signin-title">
      <StyleTag css={accountCss} />
      <h1 id="studio-signin-title">Sign in to the studio</h1>
      <p>Enter the e-mail address you were invited with: we send you a 6-digit code.</p>
      <SignInForm
        sendCode={async (email) => {
          await client.owner.sendCode({ email });
        }}
        verifyCode={verify}
        onSignedIn={onSignedIn}
      />
    </main>
  );
}
