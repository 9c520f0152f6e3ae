/**
 * The tap landing's styles: compact enough that the item and its next step fit the first
 * screen of a 375 x 667 phone with the account bar above; colours from the layout's theme.
 */
export const tapLandingCss = `
.one-tap{box-sizing:border-box;max-width:1200px;margin:0 auto 8px;padding:12px 16px;display:grid;gap:10px;font-family:var(--one-font-body,system-ui,sans-serif);color:var(--one-foreground,#0f172a);background:var(--one-bg-card,#fff);border-bottom:1px solid var(--one-border-card,#e2e8f0)}
/* Japanese breaks between phrases, never inside a word (Chromium's auto-phrase). */
.one-tap:lang(ja){word-break:auto-phrase}
.one-tap-item{display:flex;align-items:center;gap:12px;min-width:0}
.one-tap-image{width:64px;height:64px;flex:none;object-fit:cover;border-radius:var(--one-radius-card,4px);background:var(--one-muted,#f1f5f9)}
.one-tap-identity{min-width:0}
.one-tap-name{margin:0;font-family:var(--one-font-heading,inherit);font-size:20px;line-height:1.25}
.one-tap-number{margin:2px 0 0;font-size:15px;font-weight:600;color:var(--one-muted-foreground,#475569)}
.one-tap-status{margin:0;font-size:15px;line-height:1.4}
.one-tap-actions{display:flex;flex-wrap:wrap;gap:8px}
.one-tap-actions:empty{display:none}
.one-tap-primary,.one-tap-secondary{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 16px;box-sizing:border-box;font:inherit;font-weight:600;border-radius:var(--one-radius-button,4px);cursor:pointer;text-decoration:none}
.one-tap-primary{flex:1 1 auto;border:1px solid transparent;background:var(--one-primary,#1d4ed8);color:var(--one-primary-foreground,#fff)}
.one-tap-secondary{flex:0 1 auto;border:1px solid var(--one-border,#cbd5e1);background:transparent;color:var(--one-foreground,#0f172a)}
.one-tap-primary:focus-visible,.one-tap-secondary:focus-visible,.one-tap-link:focus-visible{outline:2px solid var(--one-primary,#1d4ed8);outline-offset:2px}
.one-tap-pending{visibility:hidden}
/* Until the visitor is known, what a visitor who is not signed in would see keeps its place,
   invisible, over "Checking this item..."; the page's script shows it once it knows they are
   signed out (the host's data-island-waits), before the landing's own script is loaded. */
.one-tap-state{display:grid}
.one-tap-state>*{grid-area:1/1}
.one-tap [data-visitor-pending]{visibility:hidden}
[data-island-waits] .one-tap [data-visitor-pending]{visibility:visible}
[data-island-waits] .one-tap-checking{visibility:hidden}
.one-tap-muted{margin:0;font-size:14px;color:var(--one-muted-foreground,#475569)}
.one-tap-link{font:inherit;background:none;border:0;padding:0;color:inherit;text-decoration:underline;cursor:pointer}
@media (min-width:768px){.one-tap{grid-template-columns:auto 1fr auto;align-items:center;gap:16px;padding:16px}.one-tap-muted{grid-column:1/-1}.one-tap-primary{flex:0 0 auto}}
`;
