/** The renderer's own classes, all `one-` prefixed, scoped to one layout root. */
export function baseCss(scope: string): string {
  return `
${scope}{box-sizing:border-box;color:var(--one-foreground);background:var(--one-background);font-family:var(--one-font-body);font-weight:var(--one-font-weight-body);text-transform:var(--one-text-transform-body)}
${scope} *,${scope} *::before,${scope} *::after{box-sizing:border-box}
${scope} h1,${scope} h2,${scope} h3,${scope} h4,${scope} h5,${scope} h6{font-family:var(--one-font-heading);font-weight:var(--one-font-weight-heading);text-transform:var(--one-text-transform-heading)}
${scope} .one-grid{display:grid;width:100%;margin:0 auto;grid-auto-rows:auto}
${scope} .one-area{display:flex;flex-direction:column;gap:var(--one-grid-gap, 16px);min-width:0;min-height:0}
${scope} .one-component{position:relative;min-width:0}
${scope} .one-empty-state{display:flex;align-items:center;justify-content:center;padding:24px;border:1px dashed var(--one-border);border-radius:var(--one-radius-card);color:var(--one-muted-foreground);text-align:center;font-size:14px}
${scope} .one-component-error{padding:12px;border:1px solid var(--one-destructive);border-radius:var(--one-radius-card);color:var(--one-destructive);background:color-mix(in srgb, var(--one-destructive) 8%, transparent);font-size:14px}
${scope} .one-component-error-title{margin:0}
${scope} .one-component-error small{display:block;color:var(--one-muted-foreground);margin-top:4px}
${scope} .one-component-loading{min-height:72px;border-radius:var(--one-radius-card);background:color-mix(in srgb, var(--one-muted-foreground) 8%, transparent)}
${scope} .one-unknown-component{padding:16px;border:1px dashed var(--one-border);border-radius:var(--one-radius-card);color:var(--one-muted-foreground);text-align:center;font-size:14px}
${scope} .one-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`.trim();
}
