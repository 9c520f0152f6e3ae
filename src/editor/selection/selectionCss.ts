/** The chrome of a multiple selection: its outlines on the canvas and its inspector panel. */
export const selectionCss = `
.one-editor-outline-group .one-editor-outline-label{pointer-events:none}
.one-ed-group-list{margin:8px 0 12px;padding:0 0 0 18px;font-size:13px}
.one-ed-group-list li{margin:2px 0}
.one-ed-group-actions{display:flex;flex-wrap:wrap;gap:6px}
`;
