import type { ReactNode } from 'react';
import { StyleTag } from '../renderer/StyleTag';
import { accountCss } from './account/accountCss';
import { ApiKeysScreen } from './account/ApiKeysScreen';
import { OwnerSessionProvider, useOwnerSession } from './account/ownerSession';
import { PeopleScreen } from './account/PeopleScreen';
import { SiteSettingsScreen } from './account/SiteSettingsScreen';

type AccountPage = 'people' | 'keys' | 'site';

/**
 * People, API keys and Site & brand inside the studio shell. They need the owner's session
 * (roles are per account, not per key): signed out, the section says so and links to the
 * sign-in page, which has its own page landmark and so is not nested in the shell's.
 */
function AccountSection({ page }: { page: AccountPage }) {
  const { status, session, roleOn } = useOwnerSession();
  if (status === 'loading') return <p role="status">Loading…</p>;
  const siteId = session?.sites[0]?.id;
  if (status === 'signed-out' || !siteId)
    return (
      <section aria-labelledby="account-signin-needed">
        <h1 id="account-signin-needed">Sign in to manage your site</h1>
        <p>
          People, API keys and the site’s brand belong to owner accounts.{' '}
          <a href="/studio/account">Sign in with your e-mail</a> to manage them.
        </p>
      </section>
    );
  if (page === 'keys' && roleOn(siteId) !== 'owner')
    return (
      <section aria-labelledby="account-owner-only">
        <h1 id="account-owner-only">API keys</h1>
        <p>Only the site’s owners create and revoke API keys.</p>
      </section>
    );
  return (
    <>
      <StyleTag css={accountCss} />
      {page === 'people' ? (
        <PeopleScreen siteId={siteId} />
      ) : page === 'keys' ? (
        <ApiKeysScreen siteId={siteId} />
      ) : (
        <SiteSettingsScreen siteId={siteId} />
      )}
    </>
  );
}

const section = (page: AccountPage) => (): ReactNode => (
  <OwnerSessionProvider>
    <AccountSection page={page} />
  </OwnerSessionProvider>
);

/** The account sections' screens, by their path under /studio (see sections.ts). */
export const accountScreens: Record<string, () => ReactNode> = {
  '/studio/people': section('people'),
  '/studio/keys': section('keys'),
  '/studio/site': section('site'),
};
