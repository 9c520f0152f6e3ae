import { useAuth } from '../client/auth/AuthContext';
import { openSignInDialog } from '../ui/auth/signInDialog';
import { StyleTag } from '../renderer/StyleTag';
import { siteCss } from './siteCss';

/** Who is signed in, with sign in and sign out, above every visitor page. */
export function AccountBar() {
  const auth = useAuth();
  if (auth.isLoading) return <div className="one-site-account" aria-hidden="true" />;
  return (
    <nav className="one-site-account" aria-label="Account">
      <StyleTag css={siteCss} />
      {auth.isAuthenticated ? (
        <>
          <span>Signed in as {auth.email ?? auth.user?.email}</span>
          <button type="button" onClick={() => void auth.signOut()}>
            Sign out
          </button>
        </>
      ) : (
        <button type="button" onClick={() => openSignInDialog()}>
          Sign in
        </button>
      )}
    </nav>
  );
}
