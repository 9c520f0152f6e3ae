export const productAttributesCss = `
.one-product-attributes{color:var(--one-foreground,#0f172a);font-family:var(--one-font-body,system-ui,sans-serif)}
.one-product-attributes-title{margin:0 0 12px;font-size:20px;line-height:1.3;font-family:var(--one-font-heading,inherit)}
.one-product-attributes-table{width:100%;border-collapse:collapse;font-size:15px;line-height:1.45}
.one-product-attributes-table th,.one-product-attributes-table td{padding:10px 0;text-align:left;vertical-align:top;border-bottom:1px solid var(--one-attr-divider,var(--one-border,#e2e8f0))}
.one-product-attributes-table tr:last-child th,.one-product-attributes-table tr:last-child td{border-bottom:0}
.one-product-attributes-table th{width:40%;padding-right:16px;font-weight:500;color:var(--one-attr-label,var(--one-muted-foreground,#64748b))}
.one-product-attributes-table td{color:var(--one-attr-value,inherit);overflow-wrap:anywhere}
.one-product-attributes-swatches,.one-product-attributes-items{display:flex;flex-wrap:wrap;gap:6px 14px;margin:0;padding:0;list-style:none}
.one-product-attributes-items{flex-direction:column;gap:2px}
.one-product-attributes-swatch{display:inline-flex;align-items:center;gap:6px}
.one-product-attributes-chip{display:inline-block;width:18px;height:18px;border-radius:999px;border:1px solid var(--one-border,#cbd5e1);box-shadow:inset 0 0 0 1px rgba(255,255,255,.35)}
.one-product-attributes-chip[data-missing]{background:repeating-linear-gradient(45deg,#e2e8f0 0 3px,#fff 3px 6px)}
.one-product-attributes-empty{color:var(--one-muted-foreground,#64748b)}
`;
