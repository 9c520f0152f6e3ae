import { useEffect, useRef } from 'react';
import { useAuth } from '../client/auth/AuthContext';
import { openSignInDialog } from '../ui/auth/signInDialog';
import { StyleTag } from '../renderer/StyleTag';
import { BrandLogo } from './BrandLogo';
import { siteCss } from './siteCss';
import { t } from '../i18n/i18n';

/** "Signed in as {e-mail}", cut with an ellipsis when narrow; the title holds all of it. */
function SignedInAs({ email }: { email: string }) {
  const text = t('site.signedInAs', { email });
  return (
    <span className="one-site-account-who" title={text}>
      {text}
    </span>
  );
}

/** Who is signed in, with sign in and sign out, above every visitor page. */
export function AccountBar() {
  const auth = useAuth();
  const bar = useRef<HTMLElement>(null);
  const signedIn = auth.isAuthenticated;
  // Unknown until the first session check settles: a page that loads signed in is not a change
  // of state, and its "Sign out" gets no focus (no focus ring on load).
  const previous = useRef<boolean | null>(null);
  useEffect(() => {
    if (auth.isLoading) return;
    if (previous.current === null || previous.current === signedIn) {
      previous.current = signedIn;
      return;
    }
    previous.current = signedIn;
    // "Sign out" became "Sign in" (or back) under the keyboard: the pressed button is gone, so
    // its successor takes the focus rather than the page. A dialog open at that moment hands
    // focus back itself when it closes (data-focus-key).
    const active = document.activeElement;
    if (active === null || active === document.body) {
      bar.current?.querySelector<HTMLElement>('[data-focus-key="account"]')?.focus();
    }
  }, [signedIn, auth.isLoading]);
  // Until the session is known the bar is the signed-out one, invisible in its place (so the
  // page below it does not move): the server renders it so, and on a page with islands the
  // scheduler shows it as it is once it knows the visitor is signed out (WAITING_ATTRIBUTE in
  // islandScheduler.ts), without loading React for it until it is used.
  const pending = auth.isLoading;
  return (
    <nav
      ref={bar}
      className="one-site-account"
      aria-label={t('site.account')}
      data-visitor-pending={pending ? '' : undefined}
    >
      <StyleTag css={siteCss} />
      <BrandLogo />
      {auth.isAuthenticated && !pending ? (
        <>
          <SignedInAs email={auth.email ?? auth.user?.email ?? ''} />
          <button type="button" data-focus-key="account" onClick={() => void auth.signOut()}>
            {t('site.signOut')}
          </button>
        </>
      ) : (
        <button type="button" data-focus-key="account" onClick={() => openSignInDialog()}>
          {t('site.signIn')}
        </button>
      )}
    </nav>
  );
}
