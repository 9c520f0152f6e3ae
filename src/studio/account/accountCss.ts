/** The account screens' own styles: plain, readable, with visible focus. */
export const accountCss = `
.one-studio-account{font:15px/1.5 system-ui,sans-serif;color:var(--st-text,#0f172a);max-width:880px;margin:0 auto;padding:24px 16px}
.one-studio-account h1{font-size:1.5rem;margin:0 0 12px}
.one-studio-account h2{font-size:1.15rem;margin:24px 0 8px}
.one-studio-account table{width:100%;border-collapse:collapse}
.one-studio-account th,.one-studio-account td{text-align:left;padding:8px;border-bottom:1px solid var(--st-border,#e2e8f0);vertical-align:middle}
.one-studio-account form{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end}
.one-studio-account label{display:flex;flex-direction:column;gap:4px;font-weight:600;font-size:14px}
.one-studio-account input,.one-studio-account select,.one-studio-account textarea{font:inherit;padding:6px 8px;border:1px solid var(--st-border,#64748b);border-radius:6px;min-width:0;max-width:100%;box-sizing:border-box;background:var(--st-panel,#fff);color:var(--st-text,#0f172a)}
.one-studio-account button{font:inherit;padding:6px 14px;border-radius:6px;border:1px solid var(--st-accent,#1e3a8a);background:var(--st-accent,#1e40af);color:var(--st-accent-fg,#fff);cursor:pointer;white-space:nowrap}
.one-studio-account button.secondary{background:var(--st-panel,#fff);color:var(--st-text,#1e3a8a)}
.one-studio-account button:focus-visible,.one-studio-account input:focus-visible,.one-studio-account select:focus-visible,.one-studio-account textarea:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.one-studio-account [role=alert]{color:var(--st-danger,#991b1b)}
.one-studio-account .shown-once{background:#fefce8;color:#0f172a;border:1px solid #a16207;border-radius:8px;padding:12px;margin:12px 0}
.one-studio-account .shown-once code{word-break:break-all;font-size:14px}
.one-studio-account .stack{flex-direction:column;align-items:stretch;max-width:520px}
.one-studio-account caption{color:var(--st-muted,#475569)}
.one-studio-account .muted{color:var(--st-muted,#475569)}
/* A screen inside the account page (or the studio shell) takes its container's padding. */
.one-studio-account .one-studio-account{padding:0}
.one-studio-account td{overflow-wrap:anywhere}
.one-studio-account form,.one-studio-account label{min-width:0;max-width:100%}
.one-studio-account input[type=file]{width:100%}
/* Controls sit in bold labels but read as values: normal weight, one height for a row. */
.one-studio-account input,.one-studio-account select,.one-studio-account textarea{font-weight:400}
.one-studio-account input:not([type=file]),.one-studio-account select,.one-studio-account button{min-height:36px}
.one-studio-account .stack button{align-self:flex-start}
.one-studio-account caption{text-align:left;caption-side:top;padding:8px 0}
.one-studio-account .site-picker select{width:min(520px,100%)}
.one-studio-account .site-picker{margin:0 0 16px}
/* The remove confirmation is a dialog outside the screen: its own row of buttons, which read as
   the studio's wherever the account screens are shown (the studio's rules, when there, agree). */
.one-account-confirm{display:flex;flex-wrap:wrap;gap:8px;margin-top:16px}
.one-account-confirm button{font:inherit;font-size:14px;min-height:36px;padding:6px 14px;border-radius:8px;border:1px solid var(--st-border,#64748b);background:var(--st-panel,#fff);color:var(--st-text,#0f172a);cursor:pointer}
.one-account-confirm .one-st-danger{color:var(--st-danger,#b91c1c);border-color:var(--st-danger,#b91c1c)}
.one-account-confirm button:disabled{opacity:.5;cursor:not-allowed}
.one-account-confirm button:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
@media (max-width:600px){.one-studio-account th:nth-child(3),.one-studio-account td:nth-child(3){display:none}.one-studio-account th,.one-studio-account td{padding:6px 4px}}
`;
