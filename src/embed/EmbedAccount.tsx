import { useAuth } from '../client/auth/AuthContext';
import { t } from '../i18n/i18n';
import { openSignInDialog } from '../ui/auth/signInDialog';

/** Who is signed in inside the embed, with sign in and sign out, above the page. */
export function EmbedAccount() {
  const auth = useAuth();
  if (auth.isLoading) return <div className="one-embed-account" aria-hidden="true" />;
  return (
    <nav className="one-embed-account" aria-label={t('site.account')}>
      {auth.isAuthenticated ? (
        <>
          <span>{t('site.signedInAs', { email: auth.email ?? auth.user?.email ?? '' })}</span>
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
