export const productCardCss = `
.one-product-card{display:flex;flex-direction:column;gap:12px;color:var(--one-foreground,#0f172a);font-family:var(--one-font-body,system-ui,sans-serif)}
.one-product-card-title{margin:0;font-size:24px;line-height:1.25;font-family:var(--one-font-heading,inherit);overflow-wrap:anywhere}
.one-product-card-description{font-size:15px;line-height:1.55}
.one-product-card-text{margin:0;white-space:pre-line;overflow-wrap:anywhere}
.one-product-card-clamped{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:6;line-clamp:6;overflow:hidden}
.one-product-card-toggle{margin-top:4px;padding:0;background:none;border:0;color:var(--one-primary,#3b82f6);font:inherit;font-weight:600;cursor:pointer;text-decoration:underline;text-underline-offset:2px}
.one-product-card-toggle:focus-visible{outline:2px solid var(--one-primary,#3b82f6);outline-offset:2px;border-radius:2px}
.one-product-card-facts{display:flex;flex-wrap:wrap;gap:12px 32px;margin:0;padding-top:12px;border-top:1px solid var(--one-border,#e2e8f0)}
.one-product-card-fact{display:flex;flex-direction:column;gap:2px;min-width:0}
.one-product-card-fact dt{font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:var(--one-muted-foreground,#64748b)}
.one-product-card-fact dd{margin:0;font-size:20px;font-weight:600;font-variant-numeric:tabular-nums}
.one-product-placeholder{min-height:96px}
`;
