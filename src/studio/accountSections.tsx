import { useState, type ReactNode } from 'react';
import { StyleTag } from '../renderer/StyleTag';
import type { OwnerSite } from '../schema/entities/owner';
import { accountCss } from './account/accountCss';
import { ApiKeysScreen } from './account/ApiKeysScreen';
import { NewSiteForm } from './account/NewSiteForm';
import { OwnerSessionProvider, useOwnerSession } from './account/ownerSession';
import { PeopleScreen } from './account/PeopleScreen';
import { SitePicker } from './account/SitePicker';
import { SiteSettingsScreen } from './account/SiteSettingsScreen';

type AccountPage = 'people' | 'keys' | 'site';

const CHOSEN_SITE = 'vitrine.studio.site';

/**
 * The site the account sections show: the one last picked in this tab (kept while moving
 * between People, API keys and Site), else the first of the owner's sites.
 */
function useChosenSite(sites: OwnerSite[]): [string | undefined, (id: string) => void] {
  const [picked, setPicked] = useState<string | null>(() => {
    try {
      return sessionStorage.getItem(CHOSEN_SITE);
    } catch {
      return null;
    }
  });
  const choose = (id: string) => {
    setPicked(id);
    try {
      sessionStorage.setItem(CHOSEN_SITE, id);
    } catch {
      // Storage refused (private mode): the choice lasts while the screen is open.
    }
  };
  const current = sites.find((s) => s.id === picked)?.id ?? sites[0]?.id;
  return [current, choose];
}

/**
 * People, API keys and Site & brand inside the studio shell. They need the owner's session
 * (roles are per account, not per key): signed out, the section says so and links to the
 * sign-in page, which has its own page landmark and so is not nested in the shell's.
 */
function AccountSection({ page }: { page: AccountPage }) {
  const { status, session, roleOn } = useOwnerSession();
  const sites = session?.sites ?? [];
  const [siteId, choose] = useChosenSite(sites);
  if (status === 'loading') return <p role="status">Loading…</p>;
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
  const picker = sites.length > 1 && (
    <p className="site-picker">
      <SitePicker sites={sites} value={siteId} onChange={choose} />
    </p>
  );
  const ownsASite = sites.some((s) => s.role === 'owner');
  let screen: ReactNode;
  if (page === 'keys' && roleOn(siteId) !== 'owner')
    screen = (
      <section aria-labelledby="account-owner-only">
        <h1 id="account-owner-only">API keys</h1>
        <p>Only the site’s owners create and revoke API keys.</p>
      </section>
    );
  else if (page === 'people') screen = <PeopleScreen key={siteId} siteId={siteId} />;
  else if (page === 'keys') screen = <ApiKeysScreen key={siteId} siteId={siteId} />;
  else screen = <SiteSettingsScreen key={siteId} siteId={siteId} />;
  return (
    <div className="one-studio-account">
      <StyleTag css={accountCss} />
      {picker}
      {screen}
      {page === 'site' && ownsASite && <NewSiteForm onCreated={(site) => choose(site.id)} />}
    </div>
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
