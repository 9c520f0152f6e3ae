import { t } from '../i18n/i18n';
import { StyleTag } from '../renderer/StyleTag';

/**
 * The notice a visitor without JavaScript sees at the top of a server-rendered page: the page
 * stays readable, and it says which of its parts need JavaScript rather than leaving them
 * waiting (docs/decisions/visitor-pages.md "Without JavaScript"). A browser that runs scripts
 * never shows a noscript element, so the page's look with JavaScript is unchanged.
 */
export function NoScriptNotice({ page }: { page: 'home' | 'collection' }) {
  return (
    <noscript>
      <StyleTag css={noScriptCss} />
      <p className="one-site-noscript" role="note">
        {page === 'home' ? t('site.noScriptHome') : t('site.noScript')}
      </p>
    </noscript>
  );
}

/**
 * In the page's theme (its colours and fonts). Without a script nothing would ever end a
 * waiting state, so the ones that would wait for ever give way: the tap landing's "Checking
 * this item…" and the feed's "Loading...", hidden; the account bar, shown for its brand, without
 * its "Sign in" (the notice says signing in needs JavaScript).
 */
const noScriptCss = `
.one-site-noscript{box-sizing:border-box;width:calc(100% - 32px);max-width:960px;margin:8px auto;padding:12px 16px;border:1px solid var(--one-border-card,#e2e8f0);border-inline-start:4px solid var(--one-primary,#3b82f6);border-radius:var(--one-radius-card,4px);background:var(--one-bg-card,#fff);color:var(--one-foreground,#0f172a);font:15px/1.5 var(--one-font-body,system-ui,sans-serif)}
.one-tap-checking,.one-tap [data-visitor-pending],.one-activity-feed-status[role=status]{display:none}
.one-site-account[data-visitor-pending]{visibility:visible}
.one-site-account button{display:none}
`;
