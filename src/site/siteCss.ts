/** The visitor shell's own styles (messages, home list, account bar); pages are layouts. */
export const siteCss = `
.one-site-message{max-width:640px;margin:48px auto;padding:24px;font-family:var(--one-font-body,system-ui,sans-serif);color:var(--one-foreground,#0f172a)}
.one-site-message h1{font-family:var(--one-font-heading,inherit);font-size:24px;margin:0 0 12px}
.one-site-message a{color:inherit;text-decoration:underline}
.one-site-home{max-width:960px;margin:0 auto;padding:24px 16px;font-family:var(--one-font-body,system-ui,sans-serif);color:var(--one-foreground,#0f172a)}
.one-site-home h1{font-family:var(--one-font-heading,inherit);font-size:28px;margin:0 0 16px}
.one-site-dev-note{margin:0 0 16px;padding:8px 12px;border-radius:6px;background:#f1f5f9;color:#334155;font-size:14px}
.one-site-dev-note a{color:#1d4ed8}
.one-site-collections{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.one-site-collection{display:flex;flex-direction:column;gap:8px;text-decoration:none;color:inherit;border:1px solid var(--one-border-card,#e2e8f0);border-radius:var(--one-radius-card,4px);background:var(--one-bg-card,#fff);padding:var(--one-padding-card,12px)}
.one-site-collection:hover,.one-site-collection:focus-visible{border-color:var(--one-primary,#3b82f6)}
.one-site-collection img{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:var(--one-radius-card,4px);background:var(--one-muted,#f1f5f9)}
.one-site-collection strong{font-size:16px}
.one-site-brand{margin-right:auto;max-height:28px;width:auto;flex:none}
.one-site-account{display:flex;justify-content:flex-end;align-items:center;gap:12px;padding:0 16px;box-sizing:border-box;min-height:45px;font:14px var(--one-font-body,system-ui,sans-serif);color:var(--one-muted-foreground,#64748b)}
.one-site-account[data-visitor-pending]{visibility:hidden}
[data-island-waits] .one-site-account[data-visitor-pending]{visibility:visible}
/* The account bar's control in the page's text colour (underlined): the theme's primary is not
   always dark enough for small text on the page (the default #3b82f6 is 3.7:1 on white). */
/* At least 44 × 44 px to a finger, drawn as the underlined word it is. */
.one-site-account button{font:inherit;background:none;border:0;padding:6px 0;min-height:44px;min-width:44px;color:var(--one-foreground,#0f172a);cursor:pointer;text-decoration:underline;flex:none;white-space:nowrap}
/* A long e-mail is cut with an ellipsis (the whole of it in the title) rather than widening the
   bar past the screen: the bar's controls keep their width, the address takes what is left. */
.one-site-account-who{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.one-site-account button:focus-visible{outline:2px solid var(--one-primary,#3b82f6);outline-offset:2px}
.one-site-page{display:block}
.one-site-loading{padding:48px 24px;text-align:center;font-family:var(--one-font-body,system-ui,sans-serif);color:var(--one-muted-foreground,#64748b)}
`;
