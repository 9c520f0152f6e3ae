import { uploadGuidanceCss } from '../../ui/upload/UploadGuidance';

/**
 * Styles of the inspector, the generated forms, the widgets and the layers panel. They use the
 * shell's --ed-* variables (with fallbacks), so panels look right in the shell and in tests.
 */
export const panelCss = `
${uploadGuidanceCss}
.one-ed-inspector,.one-ed-layers,.one-modal{--ed-text:#0f172a;--ed-muted:#475569;--ed-border:#e2e8f0;--ed-accent:#2563eb;--ed-danger:#b91c1c;--ed-soft:#f1f5f9}
.one-ed-inspector{font-size:13px;color:var(--ed-text)}
.one-ed-panel-header{display:flex;align-items:center;gap:8px;padding:12px 14px 8px}
.one-ed-panel-title{margin:0;font-size:15px;font-weight:650;flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.one-ed-panel-type{font-size:11px;color:var(--ed-muted);background:var(--ed-soft);border-radius:999px;padding:2px 8px}
.one-ed-tab-list{display:flex;gap:2px;padding:0 10px;border-bottom:1px solid var(--ed-border);position:sticky;top:0;background:#fff;z-index:2}
.one-ed-tab{flex:1;padding:8px 6px;border:0;border-bottom:2px solid transparent;background:none;color:var(--ed-muted);cursor:pointer;font-weight:550}
.one-ed-tab[data-state="active"]{color:var(--ed-accent);border-bottom-color:var(--ed-accent)}
.one-ed-tab:hover{color:var(--ed-text)}
.one-ed-tab-panel{padding:10px 14px}
.one-ed-tab-panel .one-ed-tab-list{position:static;z-index:auto}
.one-ed-form fieldset,.one-ed-group,.one-ed-list{border:0;padding:0;margin:0 0 12px;min-width:0}
.one-ed-group>legend,.one-ed-list>legend{font-size:11px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:var(--ed-muted);padding:6px 0}
.one-ed-field{display:flex;flex-direction:column;gap:4px;margin:0 0 10px}
.one-ed-label{font-weight:550;color:var(--ed-text)}
.one-ed-input,.one-ed-form .form-control,.one-ed-form input[type="text"],.one-ed-form input[type="url"],.one-ed-form input[type="email"],.one-ed-form textarea{width:100%;padding:6px 8px;border:1px solid #94a3b8;border-radius:6px;background:#fff;color:var(--ed-text);font:inherit;min-height:32px}
.one-ed-form textarea{min-height:72px;resize:vertical}
.one-ed-input[aria-invalid="true"],.one-ed-form [aria-invalid="true"]{border-color:var(--ed-danger);box-shadow:0 0 0 1px var(--ed-danger)}
.one-ed-select{appearance:auto}
.one-ed-help{margin:2px 0 0;color:var(--ed-muted);font-size:12px}
.one-ed-errors{list-style:none;margin:2px 0 0;padding:0}
.one-ed-error{color:var(--ed-danger);font-size:12px;font-weight:550;margin:2px 0 0}
.one-ed-ok{color:#166534;font-size:12px;margin:4px 0}
.one-ed-warnings{list-style:none;margin:4px 0 8px;padding:8px;border:1px solid #fcd34d;background:#fffbeb;border-radius:6px}
.one-ed-warning{color:#78350f;font-size:12px;margin:2px 0}
.one-ed-contrast-fix{display:inline-flex;align-items:center;gap:4px;margin:2px 0;padding:1px 6px;font:inherit;color:#78350f;background:#fff;border:1px solid #d97706;border-radius:4px;cursor:pointer}
.one-ed-contrast-fix:hover{background:#fef3c7}
.one-ed-fix-swatch{display:inline-block;width:10px;height:10px;border-radius:2px;border:1px solid #78350f}
.one-ed-empty{color:var(--ed-muted);padding:8px 0}
.one-ed-section{border:1px solid var(--ed-border);border-radius:8px;margin:0 0 10px;background:#fff}
.one-ed-section>summary{cursor:pointer;padding:8px 10px;font-weight:600;display:flex;align-items:center;gap:6px;list-style:none}
.one-ed-section>summary::-webkit-details-marker{display:none}
.one-ed-section>summary::before{content:"";flex:none;width:6px;height:6px;margin:0 4px 0 2px;border-right:2px solid var(--ed-muted);border-bottom:2px solid var(--ed-muted);transform:rotate(-45deg);transition:transform .15s}
.one-ed-section[open]>summary::before{transform:rotate(45deg)}
.one-ed-section>summary:hover{background:var(--ed-soft);border-radius:8px}
.one-ed-section-body{padding:4px 10px 6px}
.one-ed-dot{width:6px;height:6px;border-radius:50%;background:var(--ed-accent);display:inline-block}
.one-ed-slider{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.one-ed-slider input[type="range"]{flex:1 1 110px;accent-color:var(--ed-accent);min-width:90px}
.one-ed-number{width:84px!important;flex:0 0 auto}
.one-ed-unit{color:var(--ed-muted);font-size:12px}
.one-ed-bounds{color:var(--ed-muted);font-size:11px;flex-basis:100%}
.one-ed-segmented{align-self:flex-start;display:inline-flex;border:1px solid #94a3b8;border-radius:8px;padding:2px;gap:2px;flex-wrap:wrap}
.one-ed-segment{position:relative;display:inline-flex}
.one-ed-segment input{position:absolute;opacity:0;inset:0;margin:0;cursor:pointer}
.one-ed-segment span{padding:4px 10px;border-radius:6px;color:var(--ed-text)}
.one-ed-segment[data-checked] span{background:var(--ed-accent);color:#fff}
.one-ed-segment input:focus-visible+span{outline:2px solid var(--ed-accent);outline-offset:1px}
.one-ed-toggle{display:inline-flex;align-items:center;gap:8px;cursor:pointer;margin:2px 0 10px;position:relative}
.one-ed-toggle input{position:absolute;z-index:1;opacity:0;width:34px;height:20px;margin:0;cursor:pointer}
.one-ed-toggle-track{width:34px;height:20px;border-radius:999px;background:#94a3b8;position:relative;flex:0 0 auto;transition:background .15s}
.one-ed-toggle-track::after{content:"";position:absolute;top:2px;left:2px;width:16px;height:16px;border-radius:50%;background:#fff;transition:transform .15s}
.one-ed-toggle input:checked+.one-ed-toggle-track{background:var(--ed-accent)}
.one-ed-toggle input:checked+.one-ed-toggle-track::after{transform:translateX(14px)}
.one-ed-toggle input:focus-visible+.one-ed-toggle-track{outline:2px solid var(--ed-accent);outline-offset:2px}
.one-ed-color-row{display:flex;align-items:center;gap:6px}
.one-ed-color-chip{--chip:transparent;width:32px;height:32px;flex:0 0 auto;border-radius:6px;border:1px solid #94a3b8;cursor:pointer;background-color:#fff;background-image:linear-gradient(var(--chip),var(--chip)),linear-gradient(45deg,#e2e8f0 25%,transparent 25%,transparent 75%,#e2e8f0 75%),linear-gradient(45deg,#e2e8f0 25%,transparent 25%,transparent 75%,#e2e8f0 75%);background-size:100% 100%,8px 8px,8px 8px;background-position:0 0,0 0,4px 4px}
.one-ed-color-chip.is-unset{background:#fff linear-gradient(to top right,transparent calc(50% - 1px),#dc2626 calc(50% - 1px),#dc2626 calc(50% + 1px),transparent calc(50% + 1px))}
.one-ed-color-text{font-family:ui-monospace,monospace}
.one-ed-color-popover{margin-top:6px;padding:8px;border:1px solid var(--ed-border);border-radius:8px;background:#fff;box-shadow:0 8px 24px rgba(15,23,42,.12)}
.one-ed-color-popover .react-colorful{width:100%;height:160px}
.one-ed-swatches{display:grid;grid-template-columns:repeat(9,1fr);gap:4px;margin-top:8px}
.one-ed-swatch{aspect-ratio:1;border-radius:4px;border:1px solid #94a3b8;cursor:pointer;min-width:18px}
.one-ed-swatch[aria-pressed="true"]{outline:2px solid var(--ed-accent);outline-offset:1px}
.one-ed-link-button{background:none;border:0;color:var(--ed-accent);cursor:pointer;padding:4px;text-decoration:underline}
.one-ed-button{display:inline-flex;align-items:center;gap:6px;padding:6px 12px;border:1px solid #94a3b8;border-radius:6px;background:#fff;color:var(--ed-text);cursor:pointer;font:inherit;margin:4px 0}
.one-ed-button:hover:not(:disabled){background:var(--ed-soft)}
.one-ed-button:disabled,.one-ed-icon-button:disabled{opacity:.45;cursor:not-allowed}
.one-ed-export-row{display:flex;flex-wrap:wrap;column-gap:8px;align-items:center}
.one-ed-export-status{flex-basis:100%}
.one-ed-secondary{color:var(--ed-muted)}
.one-ed-icon-button{display:inline-flex;align-items:center;justify-content:center;min-width:26px;height:26px;border:1px solid transparent;border-radius:5px;background:transparent;color:var(--ed-text);cursor:pointer;font-size:13px;padding:0 4px}
.one-ed-icon-button:hover:not(:disabled){background:var(--ed-soft)}
.one-ed-danger{color:var(--ed-danger)}
.one-ed-handle{display:inline-flex;align-items:center;justify-content:center;width:22px;height:26px;border:0;background:none;color:var(--ed-muted);cursor:grab;touch-action:none;border-radius:4px}
.one-ed-list-items{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.one-ed-list-item{border:1px solid var(--ed-border);border-radius:8px;background:#fff}
.one-ed-list-item[data-dragging]{box-shadow:0 8px 20px rgba(15,23,42,.18);position:relative;z-index:3}
.one-ed-list-item-bar{display:flex;align-items:center;gap:2px;padding:2px 4px;border-bottom:1px solid var(--ed-border);background:#f8fafc;border-radius:8px 8px 0 0}
.one-ed-list-item-name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:550}
.one-ed-list-item-body{padding:8px}
.one-ed-list-count{font-weight:500;text-transform:none;letter-spacing:0}
.one-ed-add{width:100%;justify-content:center;margin-top:6px}
.one-ed-code{border:1px solid #94a3b8;border-radius:6px;overflow:hidden;font-size:12px;background:#fff}
.one-ed-code .cm-editor{max-height:360px}
.one-ed-code .cm-editor.cm-focused{outline:2px solid var(--ed-accent)}
.one-ed-code .cm-gutters{background:#f8fafc;color:#475569;border-right:1px solid var(--ed-border)}
.one-ed-loading-part{margin:0;padding:8px 0;color:var(--ed-muted)}
.one-ed-richtext{border:1px solid #94a3b8;border-radius:6px;background:#fff}
.one-ed-richtext-toolbar{display:flex;flex-wrap:wrap;gap:2px;padding:4px;border-bottom:1px solid var(--ed-border);background:#f8fafc;border-radius:6px 6px 0 0}
.one-ed-richtext-toolbar button{min-width:28px;height:26px;border:1px solid transparent;border-radius:4px;background:none;cursor:pointer;font-weight:600;color:var(--ed-text)}
.one-ed-richtext-toolbar button[aria-pressed="true"]{background:#dbeafe;border-color:#93c5fd;color:#1e3a8a}
.one-ed-richtext-content{min-height:96px;padding:8px;outline:none;white-space:break-spaces;word-wrap:break-word;cursor:text}
.one-ed-richtext-content:focus-visible{outline:2px solid var(--ed-accent)}
.one-ed-richtext-content p{margin:0 0 .5em}
.one-ed-richtext-link{padding:8px;border-bottom:1px solid var(--ed-border);display:flex;flex-direction:column;gap:4px}
.one-ed-row{display:flex;gap:6px;flex-wrap:wrap}
.one-ed-upload{display:flex;flex-direction:column;gap:6px}
.one-ed-upload-file{display:flex;flex-direction:column;gap:4px;font-size:12px;color:var(--ed-muted)}
.one-ed-upload-help{margin:0;font-size:12px;color:var(--ed-muted)}
.one-ed-upload .one-upload-guidance p{margin:0}
.one-ed-preview{max-width:100%;max-height:140px;border-radius:6px;border:1px solid var(--ed-border);object-fit:contain;background:#f8fafc}
.one-ed-page-section{margin:0 0 16px}
.one-ed-section-title{font-size:13px;font-weight:700;margin:8px 0 6px}
.one-ed-table{width:100%;border-collapse:collapse;font-size:12px}
.one-ed-table th,.one-ed-table td{text-align:left;padding:4px 6px;border-bottom:1px solid var(--ed-border)}
.one-ed-css-status{margin:6px 0}
.one-ed-visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.one-ed-layers{font-size:13px;padding:6px 4px;color:var(--ed-text)}
.one-ed-layer-list{list-style:none;margin:0;padding:0 0 0 12px}
/* Each kind of line in the layers tree has one height (editor/layers/layerLines.ts): the panel
   draws only the lines in view and places them by those heights. */
.one-ed-layer-root{padding:0}
.one-ed-layer-row{display:flex;align-items:center;gap:2px;border-radius:6px;padding:1px 2px;background:#fff;box-sizing:border-box;height:28px}
.one-ed-layer-row[data-selected]{background:#dbeafe}
.one-ed-layer-row[data-dragging]{box-shadow:0 6px 16px rgba(15,23,42,.18);position:relative;z-index:3}
.one-ed-layer-row[data-hidden] .one-ed-layer-name{color:var(--ed-muted);text-decoration:line-through}
.one-ed-layer-row:not(:hover):not(:focus-within):not([data-selected]) .one-ed-icon-button:not([aria-pressed="true"]){display:none}
.one-ed-layer-icon{flex:0 0 auto;color:var(--ed-muted)}
.one-ed-layer-row .one-ed-icon-button{min-width:22px;height:22px;padding:0 2px;flex:none}
.one-ed-layer-name{flex:1;min-width:0;text-align:left;background:none;border:0;padding:4px;cursor:pointer;color:inherit;font:inherit;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;border-radius:4px}
.one-ed-layer-area .one-ed-layer-name{font-weight:650}
.one-ed-layer-badge{margin-left:6px;font-size:11px;color:var(--ed-muted);background:var(--ed-soft);border-radius:999px;padding:0 6px}
.one-ed-layer-rename{flex:1;min-height:26px;padding:2px 6px}
.one-ed-layer-tab{font-size:12px;color:var(--ed-muted);padding:0 4px;display:flex;align-items:center;gap:4px;box-sizing:border-box;height:22px;white-space:nowrap;overflow:hidden}
.one-ed-layer-block{font-size:12px;color:var(--ed-muted);padding:0 4px;box-sizing:border-box;height:20px;line-height:20px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.one-ed-layer-empty{font-size:12px;color:var(--ed-muted);margin:0 0 0 16px;font-style:italic;height:22px;line-height:22px}
.one-ed-shortcut-group h3{font-size:13px;margin:12px 0 4px}
.one-ed-shortcuts{margin:0;display:grid;grid-template-columns:minmax(0,14em) minmax(0,1fr)}
.one-ed-shortcut{display:contents}
.one-ed-shortcut>dt,.one-ed-shortcut>dd{padding:5px 0;border-bottom:1px solid var(--ed-border)}
.one-ed-shortcut dt{padding-right:16px}
.one-ed-shortcut-combo{white-space:nowrap}
.one-ed-shortcut dd{margin:0;color:var(--ed-muted)}
.one-ed-shortcut kbd{font:12px ui-monospace,monospace;border:1px solid #94a3b8;border-bottom-width:2px;border-radius:4px;padding:1px 5px;background:#f8fafc}
`;
