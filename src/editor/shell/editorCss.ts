/**
 * The editor's own chrome. Neutral greys and one accent, independent of the page's theme
 * (which only applies inside the canvas frame).
 *
 * The top bar, the side panels and the canvas toolbar are each a stacking context
 * (`isolation: isolate`): Chromium then keeps each one's painting and reuses it while another
 * changes. Without it they share one paint layer, and a keystroke in the inspector repainted
 * the palette and the top bar too (≈ 0.5 ms of every keystroke's frame). Nothing in them is
 * meant to overlap the rest of the editor: dialogs and toasts are portalled to the body.
 */
export const editorCss = `
.one-editor{--ed-bg:#f8fafc;--ed-panel:#fff;--ed-border:#e2e8f0;--ed-text:#0f172a;--ed-muted:#475569;--ed-accent:#2563eb;--ed-accent-fg:#fff;--ed-danger:#b91c1c;
  position:fixed;inset:0;display:grid;grid-template-columns:260px minmax(0,1fr) 320px;grid-template-rows:auto minmax(0,1fr);
  grid-template-areas:"top top top" "left centre right";font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ed-text);background:var(--ed-bg)}
.one-editor *,.one-editor *::before,.one-editor *::after{box-sizing:border-box}
.one-editor button{font:inherit}
.one-editor-topbar{grid-area:top;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;padding:6px 12px;background:var(--ed-panel);border-bottom:1px solid var(--ed-border)}
.one-editor-topbar-group{display:flex;align-items:center;gap:6px;min-width:0}
.one-editor-brand{font-weight:700;color:var(--ed-accent)}
.one-editor-layout-name{font-size:15px;font-weight:600;margin:0;max-width:260px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.one-editor-layout-name-input{font:inherit;font-size:15px;font-weight:600;width:min(40vw,260px);padding:3px 6px;border:1px solid #2563eb;border-radius:6px}
.one-editor-icon-button.one-editor-rename{width:26px;height:26px;margin-left:-4px;color:#475569}
.one-editor-status{display:inline-flex;align-items:center;gap:6px;color:var(--ed-muted);font-size:12px;white-space:nowrap}
.one-editor-status-dirty{color:#92400e}
.one-editor-dirty-dot{width:8px;height:8px;border-radius:50%;background:#f59e0b}
.one-editor-button{display:inline-flex;align-items:center;gap:6px;padding:6px 10px;border:1px solid var(--ed-border);border-radius:6px;background:var(--ed-panel);color:var(--ed-text);cursor:pointer;white-space:nowrap}
.one-editor-button:hover:not(:disabled){background:#f1f5f9}
.one-editor-button:disabled,.one-editor-icon-button:disabled{opacity:.45;cursor:not-allowed}
.one-editor-primary{background:var(--ed-accent);border-color:var(--ed-accent);color:var(--ed-accent-fg)}
.one-editor-primary:hover:not(:disabled){background:#1d4ed8}
.one-editor-danger{color:var(--ed-danger);border-color:#fecaca}
.one-editor-icon-button{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border:1px solid transparent;border-radius:6px;background:transparent;color:var(--ed-text);cursor:pointer}
.one-editor-icon-button:hover:not(:disabled){background:#f1f5f9}
.one-editor-icon-button[aria-checked="true"],.one-editor-icon-button[aria-pressed="true"]{background:#dbeafe;border-color:#93c5fd;color:#1e3a8a}
.one-editor :focus-visible{outline:2px solid var(--ed-accent);outline-offset:-2px}
.one-editor-segmented{display:inline-flex;gap:2px;padding:2px;border:1px solid var(--ed-border);border-radius:8px}
.one-editor-left,.one-editor-right{background:var(--ed-panel);overflow:auto;min-height:0}
.one-editor-topbar,.one-editor-left,.one-editor-right,.one-editor-canvas-toolbar{isolation:isolate}
.one-editor-left{grid-area:left;border-right:1px solid var(--ed-border)}
.one-editor-right{grid-area:right;border-left:1px solid var(--ed-border);padding:0 0 24px}
.one-editor-centre{grid-area:centre;display:flex;flex-direction:column;min-width:0;min-height:0}
.one-editor-pane-switch{display:none}
.one-editor-tablist{display:flex;border-bottom:1px solid var(--ed-border);position:sticky;top:0;background:var(--ed-panel);z-index:1}
.one-editor-tab{flex:1;padding:10px;border:0;background:none;border-bottom:2px solid transparent;cursor:pointer;color:var(--ed-muted)}
.one-editor-tab[data-state="active"]{color:var(--ed-text);border-bottom-color:var(--ed-accent);font-weight:600}
.one-editor-tabpanel{padding:12px}
.one-editor-search{width:100%;padding:7px 10px;border:1px solid var(--ed-border);border-radius:6px}
.one-editor-palette-group{margin:14px 0 6px;font-size:11px;text-transform:uppercase;letter-spacing:.06em;color:var(--ed-muted)}
.one-editor-palette-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));grid-auto-rows:1fr;gap:6px}
.one-editor-palette-item{display:flex;align-items:center;gap:6px;width:100%;height:100%;padding:8px;border:1px solid var(--ed-border);border-radius:6px;background:var(--ed-panel);cursor:grab;text-align:left;touch-action:none}
.one-editor-palette-item>svg{flex:none}
.one-editor-palette-item:hover{border-color:#93c5fd;background:#eff6ff}
.one-editor-note{color:var(--ed-muted);font-size:12px;margin:6px 0}
.one-editor-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.one-editor-canvas-toolbar{display:flex;align-items:center;gap:12px;padding:6px 12px;border-bottom:1px solid var(--ed-border);background:var(--ed-panel);flex-wrap:wrap}
.one-editor-canvas-scroller{flex:1;overflow:auto;min-height:0;padding:16px;background:#e2e8f0}
.one-editor-canvas-scroller:focus-visible{outline:2px solid #2563eb;outline-offset:-2px}
.one-editor-canvas-sizer{margin:0 auto;position:relative;width:100%}
.one-editor-canvas-view{position:sticky;top:0}
.one-editor-canvas-stage{position:relative;margin:0 auto;transform-origin:0 0;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.15);max-width:none}
.one-editor-canvas-stage[data-device="fit"]{width:100%}
.one-editor-frame{display:block;width:100%;border:0;background:#fff}
html[data-editor-dragging] .one-editor-frame{pointer-events:none}
.one-editor-overlay{position:absolute;inset:0;pointer-events:none}
.one-editor-outline{position:absolute;pointer-events:none}
.one-editor-outline-hover{outline:1px dashed var(--ed-accent);outline-offset:-1px}
.one-editor-outline-selected{outline:2px solid var(--ed-accent);outline-offset:-1px}
.one-editor-outline-area{outline:2px solid #7c3aed;outline-offset:-1px}
.one-editor-outline-label{position:absolute;left:-2px;bottom:100%;display:flex;align-items:center;gap:2px;padding:1px 4px;background:var(--ed-accent);color:#fff;font-size:12px;border-radius:4px 4px 0 0;pointer-events:auto;white-space:nowrap;max-width:calc(100% + 4px)}
.one-editor-outline-area>.one-editor-outline-label{background:#7c3aed}
.one-editor-outline-label-inside{bottom:auto;top:100%;border-radius:0 0 4px 4px}
.one-editor-outline-label-within{bottom:auto;top:0;left:0;border-radius:0 0 4px 0}
.one-editor-outline-label span{overflow:hidden;text-overflow:ellipsis}
.one-editor-handle{display:inline-flex;align-items:center;justify-content:center;width:22px;height:22px;padding:0;border:0;border-radius:3px;background:transparent;color:inherit;cursor:grab;touch-action:none}
.one-editor-handle:hover{background:rgba(255,255,255,.2)}
.one-editor-edge{position:absolute;pointer-events:auto;padding:0;border:0;background:transparent;touch-action:none}
.one-editor-edge::after{content:"";position:absolute;background:#7c3aed;border-radius:3px}
.one-editor-edge-left,.one-editor-edge-right{top:0;bottom:0;width:14px;cursor:ew-resize}
.one-editor-edge-left{left:-7px}.one-editor-edge-right{right:-7px}
.one-editor-edge-left::after,.one-editor-edge-right::after{left:5px;top:calc(50% - 16px);width:4px;height:32px}
.one-editor-edge-top,.one-editor-edge-bottom{left:0;right:0;height:14px;cursor:ns-resize}
.one-editor-edge-top{top:-7px}.one-editor-edge-bottom{bottom:-7px}
.one-editor-edge-top::after,.one-editor-edge-bottom::after{top:5px;left:calc(50% - 16px);height:4px;width:32px}
.one-editor-edge:focus-visible::after,.one-editor-edge-active::after{background:#f59e0b}
.one-editor-empty-area{position:absolute;display:flex;align-items:center;justify-content:center;border:2px dashed #94a3b8;border-radius:6px;color:#475569;font-size:13px;background:rgba(248,250,252,.7)}
.one-editor-drop-indicator{position:absolute;background:#f59e0b;border-radius:2px;box-shadow:0 0 0 1px #fff}
.one-editor-drop-indicator span{position:absolute;left:0;top:6px;padding:1px 6px;background:#f59e0b;color:#111827;font-size:12px;border-radius:3px;white-space:nowrap}
.one-editor-drag-chip{display:inline-block;padding:6px 10px;border-radius:6px;background:var(--ed-accent,#2563eb);color:#fff;font:13px system-ui,sans-serif;box-shadow:0 4px 12px rgba(0,0,0,.25)}
.one-editor-section{padding:12px 16px;border-bottom:1px solid var(--ed-border)}
.one-editor-section-title{font-size:14px;margin:0 0 8px}
.one-editor-field{display:flex;flex-direction:column;gap:3px;margin:8px 0 2px}
.one-editor-field label{font-size:12px;font-weight:600}
.one-editor-field input{padding:6px 8px;border:1px solid var(--ed-border);border-radius:6px;font:inherit;width:100%}
.one-editor-field input[aria-invalid="true"]{border-color:var(--ed-danger)}
.one-editor-field-error{color:var(--ed-danger);font-size:12px;margin:0}
.one-editor-field-hint{color:var(--ed-muted);font-size:12px;margin:0}
.one-editor-override{display:flex;align-items:center;gap:6px;font-size:11px;color:var(--ed-muted);margin-bottom:6px}
.one-editor-override-own{color:#7c2d12;font-weight:600}
.one-editor-override-devices{display:inline-flex;gap:2px;margin-left:auto}
.one-editor-override-dot{display:inline-flex;align-items:center;justify-content:center;width:16px;height:16px;border-radius:50%;background:#ede9fe;color:#5b21b6;font-size:10px;font-weight:700}
.one-editor-link-button{border:0;background:none;padding:0;color:var(--ed-accent);text-decoration:underline;cursor:pointer;font-size:11px}
.one-editor-tracks{border:0;padding:0;margin:8px 0 0}
.one-editor-tracks legend{font-size:12px;font-weight:600}
.one-editor-track{display:flex;align-items:flex-end;gap:4px}
.one-editor-track .one-editor-field{flex:1}
.one-editor-grid-2{display:grid;grid-template-columns:1fr 1fr;gap:0 10px}
.one-editor-fieldset{border:1px solid var(--ed-border);border-radius:6px;padding:6px 10px;margin:8px 0}
.one-editor-check{display:flex;align-items:center;gap:6px;padding:2px 0}
.one-editor-banner{display:flex;flex-wrap:wrap;align-items:center;gap:8px;padding:8px 12px;background:#fef3c7;border-bottom:1px solid #fcd34d}
.one-editor-load-errors{margin:24px;padding:16px;border:1px solid #fecaca;background:#fff;border-radius:8px;overflow:auto}
.one-editor-load-errors code{background:#fee2e2;padding:0 4px;border-radius:3px}
.one-editor-loading{padding:8px 16px;margin:0;color:var(--ed-muted)}
.one-modal.one-editor-dialog{--ed-panel:#fff;--ed-border:#e2e8f0;--ed-text:#0f172a;--ed-muted:#475569;--ed-accent:#2563eb;--ed-accent-fg:#fff;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ed-text)}
.one-editor-dialog .one-modal-title{font-size:17px;font-weight:650}
.one-editor-dialog button,.one-editor-dialog input{font:inherit}
.one-editor-dialog :focus-visible{outline:2px solid var(--ed-accent);outline-offset:1px}
.one-editor-dialog input[type="radio"],.one-editor-dialog input[type="checkbox"]{accent-color:var(--ed-accent);width:16px;height:16px;margin:0}
.one-editor-dialog .one-editor-button{padding:8px 14px}
.one-editor-dialog .one-editor-dialog-actions{justify-content:flex-end}
.one-editor-dialog-body{display:flex;flex-direction:column;gap:8px}
.one-editor-dialog-body>label{font-weight:600;font-size:13px}
.one-editor-dialog .one-editor-fieldset legend{font-weight:600;font-size:13px;padding:0 4px}
.one-editor-dialog .one-editor-check{padding:4px 0;cursor:pointer}
.one-editor-dialog-body input:not([type]),.one-editor-dialog-body input[type="text"],.one-editor-dialog-body input[type="password"]{padding:7px 10px;border:1px solid #94a3b8;border-radius:6px;min-height:36px}
.one-editor-dialog-actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px}
.one-editor-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.one-editor-list-button{display:flex;flex-direction:column;align-items:flex-start;gap:2px;width:100%;padding:8px 10px;border:1px solid #e2e8f0;border-radius:6px;background:#fff;cursor:pointer;text-align:left}
.one-editor-list-button span{font-size:12px;color:#475569}
.one-editor-version{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:6px 0;border-bottom:1px solid #e2e8f0}
.one-editor-version-actions{display:flex;gap:6px}
@media (max-width:1099px){
  .one-editor{grid-template-columns:220px minmax(0,1fr) 280px}
}
@media (max-width:899px){
  .one-editor{grid-template-columns:minmax(0,1fr);grid-template-rows:auto auto minmax(0,1fr);grid-template-areas:"top" "switch" "main"}
  .one-editor-pane-switch{grid-area:switch;display:flex;gap:4px;padding:6px 8px;background:var(--ed-panel);border-bottom:1px solid var(--ed-border)}
  .one-editor-pane-switch .one-editor-button{flex:1;justify-content:center}
  .one-editor-pane-switch .one-editor-button[aria-pressed="true"]{background:#dbeafe;border-color:#93c5fd}
  .one-editor-left,.one-editor-centre,.one-editor-right{grid-area:main;border:0}
  .one-editor[data-pane="add"] .one-editor-centre,.one-editor[data-pane="add"] .one-editor-right,
  .one-editor[data-pane="canvas"] .one-editor-left,.one-editor[data-pane="canvas"] .one-editor-right,
  .one-editor[data-pane="inspector"] .one-editor-left,.one-editor[data-pane="inspector"] .one-editor-centre{display:none}
  .one-editor-canvas-scroller{padding:8px}
  .one-editor-layout-name{max-width:min(40vw,260px)}
  .one-editor-brand{display:none}
}
`;
