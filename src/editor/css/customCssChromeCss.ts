/**
 * The enlarged custom CSS editor and the CSS warning banner. The large editor is the same
 * element lifted over the editor (fixed), so CodeMirror keeps its text, caret and undo history.
 */
export const customCssEditorCss = `
.one-ed-css-head{display:flex;align-items:center;gap:8px}
.one-ed-css-head .one-ed-section-title{flex:1}
.one-ed-css-large{position:fixed;z-index:50;inset:56px 24px 24px;margin:0;display:flex;flex-direction:column;gap:6px;padding:14px 18px;background:#fff;border:1px solid var(--ed-border,#e2e8f0);border-radius:10px;box-shadow:0 20px 60px rgba(15,23,42,.35);overflow:auto}
.one-ed-css-large .cm-editor{flex:1;min-height:0}
.one-ed-css-large .cm-editor,.one-ed-css-large .cm-scroller{min-height:calc(100vh - 300px)!important;font-size:14px}
.one-ed-css-large>.one-ed-button{align-self:flex-start}
.one-ed-css-backdrop{position:fixed;z-index:49;inset:0;background:rgba(15,23,42,.35)}
`;

export const cssWarningCss = `
.one-ed-css-warning{align-items:flex-start;background:#fff7ed;border-bottom:1px solid #fb923c;color:#431407}
.one-ed-css-warning-body{flex:1;min-width:240px}
.one-ed-css-warning-title{margin:0;font-weight:650}
.one-ed-css-warning-list{margin:4px 0 0;padding-left:18px;font:12px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace}
`;
