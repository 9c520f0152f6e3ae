/** The registrations, moderation and dashboard screens: filters, chips, charts and their tables. */
export const insightsCss = `
.one-st-filters{align-items:flex-end;margin:0 0 16px}
.one-st-filters .one-st-field{margin:0;min-width:160px;flex:1 1 180px;max-width:280px}
.one-st-consent{display:block;font-size:13px}
.one-st-post{display:grid;gap:6px;background:var(--st-panel);border:1px solid var(--st-border);border-radius:10px;padding:14px}
.one-st-post h3{margin:0;font-size:16px}
.one-st-post p{margin:0}
.one-st-post img{max-width:160px;max-height:120px;border-radius:6px;object-fit:cover}
.one-st-meta{font-size:13px;color:var(--st-muted)}
.one-st-flag{display:inline-block;padding:1px 8px;border-radius:999px;font-size:12px;border:1px solid currentColor}
.one-st-flag-warn{color:var(--st-warn)}
.one-st-flag-danger{color:var(--st-danger)}
.one-st-kpis{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px;margin:0 0 20px;padding:0;list-style:none}
.one-st-kpi{background:var(--st-panel);border:1px solid var(--st-border);border-radius:10px;padding:12px 14px}
.one-st-kpi strong{display:block;font-size:24px}
.one-st-kpi span{font-size:13px;color:var(--st-muted)}
.one-st-chart{width:100%;height:260px;color:var(--st-text)}
.one-st-chart .recharts-cartesian-axis-tick-value{fill:var(--st-muted)}
.one-st-chart .recharts-cartesian-grid line{stroke:var(--st-border)}
.one-st-chart .recharts-default-tooltip{background:var(--st-panel)!important;border-color:var(--st-border)!important}
.one-st-main .one-st-table-fit{min-width:0}
.one-st-chart-tall{height:220px}
.one-st-history{list-style:none;margin:0;padding:0;display:grid;gap:8px}
`;
