/**
 * Under 768px every container stacks its blocks in one column, whatever its layout: not in the
 * spec, decided in docs/decisions/components-1.md (cards side by side are unreadable on phones).
 * From 768px, the tablet breakpoint, each layout takes its columns (foundation.md).
 */
export const blockGridCss = `
.one-block-grid{display:flex;flex-direction:column;gap:var(--one-block-gap,16px)}
.one-block-container{display:flex;flex-direction:column;gap:calc(var(--one-block-gap,16px) / 2)}
.one-block-container-title{margin:0;font-size:20px;font-family:var(--one-font-heading)}
.one-block-slots{display:grid;grid-template-columns:minmax(0,1fr);gap:var(--one-block-gap,16px);min-height:200px}
.one-block-slot{display:flex;flex-direction:column;min-width:0;min-height:0}
.one-block-slot>*{flex:1}
@media (min-width:768px){
.one-block-container[data-layout=half] .one-block-slots{grid-template-columns:repeat(2,minmax(0,1fr))}
.one-block-container:is([data-layout=left-sidebar],[data-layout=right-sidebar]) .one-block-slots{grid-template-rows:repeat(2,minmax(0,1fr));min-height:360px}
.one-block-container[data-layout=left-sidebar] .one-block-slots{grid-template-columns:minmax(0,1fr) minmax(0,2fr)}
.one-block-container[data-layout=left-sidebar] [data-slot="0"]{grid-row:1 / 3}
.one-block-container[data-layout=right-sidebar] .one-block-slots{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}
.one-block-container[data-layout=right-sidebar] [data-slot="2"]{grid-column:2;grid-row:1 / 3}
.one-block-container:is([data-layout=left-sidebar],[data-layout=right-sidebar]) .one-block-slot>*{min-height:0 !important}
}
.one-block-slot-empty{display:flex;align-items:center;justify-content:center;border:2px dashed var(--one-border);border-radius:var(--one-radius-card);color:var(--one-muted-foreground);font-size:14px;padding:16px;text-align:center}
.one-block-missing{display:flex;align-items:center;justify-content:center;min-height:200px;border:1px solid var(--one-destructive);border-radius:var(--one-radius-card);color:var(--one-destructive);font-size:14px}
.one-block{position:relative;display:flex;flex-direction:column;overflow:hidden;border-radius:var(--one-radius-card);background-color:var(--one-bg-card);border:1px solid var(--one-border-card);color:var(--one-foreground);padding:var(--one-padding-card,12px);background-repeat:no-repeat}
.one-block-overlay{position:absolute;inset:0;pointer-events:none}
.one-block-content{position:relative;display:flex;flex-direction:column;flex:1;min-height:0}
.one-block-text{display:flex;flex-direction:column;gap:6px;flex:1}
.one-block-text[data-valign=center]{justify-content:center}
.one-block-text[data-valign=bottom]{justify-content:flex-end}
.one-block-header{margin:0;font-size:1.25em;font-family:var(--one-font-heading)}
.one-block-body>:first-child{margin-top:0}.one-block-body>:last-child{margin-bottom:0}
.one-block-body img{max-width:100%;height:auto}
.one-block-footer{margin:0;font-size:.875em;opacity:.75}
.one-block-image{padding:0}
.one-block-image-fill{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.one-block-image-caption{position:absolute;left:0;right:0;bottom:0;padding:16px;color:#fff;background:linear-gradient(to top,rgba(0,0,0,.65),transparent)}
.one-block-split{display:grid;grid-template-columns:minmax(0,1fr);gap:12px;flex:1}
.one-block-split[data-order=image-text] .one-block-split-image{order:-1}
@container (min-width:420px){.one-block-split{grid-template-columns:repeat(2,minmax(0,1fr))}}
.one-block-split-image{width:100%;height:100%;min-height:160px;object-fit:cover;border-radius:calc(var(--one-radius-card) / 2)}
.one-block-media-missing{background:var(--one-muted)}
.one-block{container-type:inline-size}
.one-block[data-action]{cursor:pointer}
.one-block[data-action]::after{content:"";position:absolute;inset:0;border-radius:inherit;pointer-events:none}
.one-block[data-action]:hover::after{background:color-mix(in srgb,var(--one-foreground) 6%,transparent)}
.one-block:has(>.one-block-action:focus-visible){outline:3px solid var(--one-primary);outline-offset:-3px}
.one-block-action{position:absolute;z-index:2;top:10px;right:10px;display:inline-flex;align-items:center;justify-content:center;width:28px;height:28px;padding:0;margin:0;border:0;border-radius:999px;background:var(--one-bg-card);color:var(--one-foreground);box-shadow:0 1px 3px rgba(0,0,0,.2);cursor:pointer}
.one-block-action-icon{display:inline-flex}
.one-block-action:focus-visible{outline:2px solid var(--one-primary);outline-offset:2px}
`;
