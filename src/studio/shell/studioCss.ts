/**
 * The studio's chrome: neutral greys and one accent, light or dark (the owner's choice, else the
 * system's). Contrast of every text colour on its background is at least 4.5:1 in both modes.
 * The editor's generated forms inside read the same --ed-* variables.
 */
export const studioCss = `
body{margin:0}
.one-studio,.one-modal{--st-bg:#f8fafc;--st-panel:#fff;--st-border:#cbd5e1;--st-text:#0f172a;--st-muted:#475569;--st-accent:#1d4ed8;--st-accent-fg:#fff;--st-danger:#b91c1c;--st-ok:#166534;--st-warn:#92400e;--st-hover:#f1f5f9;--st-chip:#e2e8f0;
  --ed-bg:var(--st-bg);--ed-panel:var(--st-panel);--ed-border:var(--st-border);--ed-text:var(--st-text);--ed-muted:var(--st-muted);--ed-accent:var(--st-accent);--ed-accent-fg:#fff;--ed-danger:var(--st-danger);
}
.one-studio{min-height:100vh;display:grid;grid-template-columns:220px minmax(0,1fr);grid-template-rows:auto 1fr;grid-template-areas:"top top" "nav main";
  font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--st-text);background:var(--st-bg);color-scheme:light}
.one-studio[data-mode="dark"]{--st-bg:#0b1120;--st-panel:#111827;--st-border:#374151;--st-text:#f1f5f9;--st-muted:#cbd5e1;--st-accent:#93c5fd;--st-accent-fg:#0b1120;--st-danger:#fca5a5;--st-ok:#86efac;--st-warn:#fcd34d;--st-hover:#1f2937;--st-chip:#1f2937;color-scheme:dark}
.one-studio[data-mode="dark"] .one-st-primary{color:#0b1120}
.one-studio *,.one-studio *::before,.one-studio *::after{box-sizing:border-box}
.one-studio button,.one-studio input,.one-studio select,.one-studio textarea{font:inherit;color:inherit}
.one-studio a{color:var(--st-accent)}
.one-studio :focus-visible{outline:2px solid var(--st-accent);outline-offset:2px}
.one-st-top{grid-area:top;display:flex;align-items:center;justify-content:space-between;gap:12px;padding:10px 20px;background:var(--st-panel);border-bottom:1px solid var(--st-border)}
.one-st-brand{font-weight:700;font-size:17px;color:var(--st-accent);text-decoration:none}
.one-st-top-actions{display:flex;gap:8px;align-items:center}
.one-st-nav{grid-area:nav;background:var(--st-panel);border-right:1px solid var(--st-border);padding:16px 10px}
.one-st-nav ul{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:2px}
.one-st-nav a{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:8px 12px;border-radius:8px;color:var(--st-text);text-decoration:none}
.one-st-nav a:hover{background:var(--st-hover)}
.one-st-nav a[aria-current="page"]{background:var(--st-chip);font-weight:600}
.one-st-soon{font-size:12px;color:var(--st-muted)}
.one-st-main{grid-area:main;padding:24px 28px 48px;min-width:0;max-width:1100px}
.one-st-main h1{font-size:24px;margin:0 0 4px}
.one-st-main h2{font-size:18px;margin:0 0 12px}
.one-st-main h3{font-size:16px;margin:16px 0 8px}
.one-st-lead{color:var(--st-muted);margin:0 0 20px}
.one-st-crumbs{font-size:14px;margin:0 0 8px}
.one-st-crumbs a{text-decoration:none}
.one-st-card{background:var(--st-panel);border:1px solid var(--st-border);border-radius:10px;padding:20px;margin:0 0 20px}
.one-st-row{display:flex;flex-wrap:wrap;gap:10px;align-items:center}
.one-st-spread{display:flex;flex-wrap:wrap;gap:10px;align-items:center;justify-content:space-between}
@supports selector(:has(*)){.one-st-spread:has(>div>.one-st-lead){margin:0 0 20px}.one-st-spread>div>.one-st-lead{margin:0}}
.one-st-button{position:relative;display:inline-flex;align-items:center;gap:6px;padding:7px 14px;border:1px solid var(--st-border);border-radius:8px;background:var(--st-panel);color:var(--st-text);cursor:pointer;text-decoration:none;white-space:nowrap;font-size:14px}
.one-studio a.one-st-button{color:var(--st-text)}
.one-st-button:hover:not(:disabled){background:var(--st-hover)}
.one-st-button:disabled{opacity:.5;cursor:not-allowed}
.one-studio .one-st-primary,.one-modal .one-st-primary,.one-studio a.one-st-primary{background:var(--st-accent);border-color:var(--st-accent);color:var(--st-accent-fg)}
.one-st-primary:hover:not(:disabled){background:var(--st-accent);filter:brightness(1.1)}
.one-studio .one-st-danger,.one-modal .one-st-danger{color:var(--st-danger);border-color:var(--st-danger)}
.one-st-field{display:flex;flex-direction:column;gap:4px;margin:0 0 14px;max-width:560px}
.one-st-field label,.one-st-label{font-weight:600;font-size:14px}
.one-st-field input,.one-st-field select,.one-st-field textarea,.one-st-input{padding:8px 10px;border:1px solid var(--st-border);border-radius:8px;background:var(--st-panel);width:100%}
.one-st-field textarea{min-height:80px;resize:vertical}
.one-st-help{font-size:13px;color:var(--st-muted);margin:0}
.one-st-error{font-size:13px;color:var(--st-danger);margin:0}
.one-st-ok{color:var(--st-ok)}
.one-st-warn{color:var(--st-warn)}
.one-st-table-wrap{position:relative;overflow-x:auto;max-width:100%}
.one-st-table{width:100%;min-width:640px;border-collapse:collapse;font-size:14px}
.one-st-table th,.one-st-table td{text-align:left;padding:8px 10px;border-bottom:1px solid var(--st-border);vertical-align:top}
.one-st-table th{font-size:13px;color:var(--st-muted);font-weight:600}
.one-st-table code{font-size:13px;word-break:break-all}
.one-st-chip{display:inline-block;padding:1px 8px;border-radius:999px;background:var(--st-chip);font-size:12px}
.one-st-list{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.one-st-collection{display:grid;grid-template-columns:72px minmax(0,1fr) auto;gap:14px;align-items:center;background:var(--st-panel);border:1px solid var(--st-border);border-radius:10px;padding:12px 14px}
.one-st-collection img,.one-st-thumb-empty{width:72px;height:72px;border-radius:8px;object-fit:cover;background:var(--st-chip)}
.one-st-collection h2{font-size:17px;margin:0}
.one-st-collection p{margin:2px 0;color:var(--st-muted);font-size:14px}
.one-st-grid2{display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));gap:20px}
.one-st-preview{position:relative;width:100%;aspect-ratio:4/3;overflow:hidden;border:1px solid var(--st-border);border-radius:8px;background:#fff}
.one-st-preview-figure{margin:0}
.one-st-preview-scale{position:absolute;top:0;left:0;width:400%;transform:scale(.25);transform-origin:0 0;pointer-events:none;color:#0f172a}
.one-st-preview-empty{display:flex;align-items:center;justify-content:center;height:100%;color:#475569;font-size:14px;padding:12px;text-align:center}
.one-st-images{display:flex;flex-wrap:wrap;gap:10px}
.one-st-image{display:flex;flex-direction:column;gap:4px;width:140px}
.one-st-image img,.one-st-image video{width:140px;height:100px;object-fit:cover;border-radius:6px;border:1px solid var(--st-border)}
.one-st-attr{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr) auto;gap:8px;align-items:end;margin:0 0 8px}
.one-st-csv-errors{margin:8px 0;padding:12px 12px 12px 28px;border:1px solid var(--st-danger);border-radius:8px;color:var(--st-danger)}
.one-st-live{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.one-st-live li{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.one-st-tabs{display:flex;gap:4px;border-bottom:1px solid var(--st-border);margin:0 0 16px;overflow-x:auto}
.one-st-tab{padding:8px 14px;border:0;border-bottom:3px solid transparent;background:none;cursor:pointer;color:var(--st-muted);white-space:nowrap}
.one-st-tab[aria-selected="true"]{color:var(--st-text);border-bottom-color:var(--st-accent);font-weight:600}
.one-st-placeholder{max-width:560px}
.one-st-sr,.one-studio .one-st-field .one-st-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;border:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.one-st-forms .one-editor-form{max-width:640px}
@media (max-width:760px){
  .one-studio{grid-template-columns:minmax(0,1fr);grid-template-rows:auto auto 1fr;grid-template-areas:"top" "nav" "main"}
  .one-st-top{padding:10px 14px}
  .one-st-nav{border-right:0;border-bottom:1px solid var(--st-border);padding:6px 8px;overflow-x:auto}
  .one-st-nav ul{flex-direction:row;flex-wrap:wrap}
  .one-st-nav a{white-space:nowrap;padding:6px 10px}
  .one-st-soon{display:none}
  .one-st-main{padding:16px 14px 40px}
  .one-st-collection{grid-template-columns:56px minmax(0,1fr)}
  .one-st-collection img,.one-st-collection .one-st-thumb-empty{width:56px;height:56px}
  .one-st-collection>.one-st-row{grid-column:1/-1}
  .one-st-attr{grid-template-columns:1fr}
}
`;

/** The printable QR sheet: labels on a white page, the studio's chrome hidden when printing. */
export const qrSheetCss = `
.one-st-sheet{display:grid;grid-template-columns:repeat(auto-fill,minmax(170px,1fr));gap:12px;background:#fff;color:#0f172a;padding:12px;border-radius:8px}
.one-st-qr-label{break-inside:avoid;border:1px dashed #94a3b8;border-radius:6px;padding:10px;text-align:center;font-size:12px}
.one-st-qr-label svg{width:100%;height:auto;max-width:150px}
.one-st-qr-label strong{display:block;font-size:16px}
.one-st-qr-label span{display:block;word-break:break-all;color:#334155}
@media print{
  @page{margin:10mm}
  .one-st-top,.one-st-nav,.one-st-no-print{display:none!important}
  .one-studio{display:block;background:#fff}
  .one-st-main{padding:0;max-width:none}
  .one-st-sheet{grid-template-columns:repeat(4,1fr);padding:0}
  .one-st-qr-label{border-color:#cbd5e1}
}
`;
