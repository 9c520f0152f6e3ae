import { useState } from 'react';
import { StyleTag } from '../../renderer/StyleTag';
import { accountCss } from './accountCss';
import { ApiKeysScreen } from './ApiKeysScreen';
import { OwnerSessionProvider, RequireOwner, useOwnerSession } from './ownerSession';
import { PeopleScreen } from './PeopleScreen';
import { SitePicker } from './SitePicker';
import { SiteSettingsScreen } from './SiteSettingsScreen';

type Page = 'people' | 'keys' | 'site';
const PAGES: { id: Page; label: string }[] = [
  { id: 'people', label: 'People' },
  { id: 'keys', label: 'API keys' },
  { id: 'site', label: 'Site and brand' },
];

/**
 * The account screens on their own page (/studio/account) until the studio shell places them
 * in its navigation: sign-in, a site picker, then People, API keys, Site and brand.
 */
export default function AccountPages() {
  return (
    <OwnerSessionProvider>
      <RequireOwner>
        <AccountNav />
      </RequireOwner>
    </OwnerSessionProvider>
  );
}

function AccountNav() {
  const { session, roleOn, signOut } = useOwnerSession();
  const sites = session?.sites ?? [];
  const [siteId, setSiteId] = useState(sites[0]?.id ?? '');
  const [page, setPage] = useState<Page>('people');
  const visible = PAGES.filter((p) => p.id !== 'keys' || roleOn(siteId) === 'owner');
  return (
    <div className="one-studio-account">
      <StyleTag css={accountCss} />
      <header>
        <p>
          Signed in as {session?.email}{' '}
          <button type="button" className="secondary" onClick={() => void signOut()}>
            Sign out
          </button>
        </p>
        {sites.length === 0 ? (
          <p role="status">You are not a member of any site yet: ask an owner to invite you.</p>
        ) : (
          <>
            <SitePicker sites={sites} value={siteId} onChange={setSiteId} />
            <nav aria-label="Account">
              {visible.map((p) => (
                <button
                  key={p.id}
                  type="button"
                  className={page === p.id ? undefined : 'secondary'}
                  aria-current={page === p.id ? 'page' : undefined}
                  onClick={() => setPage(p.id)}
                >
                  {p.label}
                </button>
              ))}
            </nav>
          </>
        )}
      </header>
      <main>
        {siteId && page === 'people' && <PeopleScreen key={siteId} siteId={siteId} />}
        {siteId && page === 'keys' && <ApiKeysScreen key={siteId} siteId={siteId} />}
        {siteId && page === 'site' && <SiteSettingsScreen key={siteId} siteId={siteId} />}
      </main>
    </div>
  );
}
