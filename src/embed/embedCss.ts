/**
 * The kit's own CSS, inside the shadow root. `all: initial` on the page's root cuts every
 * inherited property the host sets on the element (a `* { color: red !important }` reaches the
 * element itself, and would pass down by inheritance), leaving what a fresh page's body has;
 * the theme then sets the colours, as on Vitrine's own pages. The account bar looks like theirs.
 * Nothing here can match the host page: a shadow root's styles stay inside it.
 */
export const embedCss = `
:host{display:block}
:host([hidden]){display:none}
.one-embed{all:initial;display:block}
.one-embed-theme{display:block}
.one-embed-account{display:flex;justify-content:flex-end;align-items:center;gap:12px;padding:8px 16px;box-sizing:border-box;min-height:45px;font:14px var(--one-font-body,system-ui,sans-serif);color:var(--one-muted-foreground,#64748b)}
.one-embed-account button{font:inherit;background:none;border:0;padding:6px 0;color:var(--one-foreground,#0f172a);cursor:pointer;text-decoration:underline}
.one-embed-account button:focus-visible{outline:2px solid var(--one-primary,#3b82f6);outline-offset:2px}
.one-site-page{display:block}
.one-embed-message{margin:0;padding:48px 24px;text-align:center;font-family:var(--one-font-body,system-ui,sans-serif);color:var(--one-muted-foreground,#64748b)}
`;
