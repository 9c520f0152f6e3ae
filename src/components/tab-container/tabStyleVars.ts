import type { CSSProperties } from 'react';
import type { TabContainerStyles } from './schema';

type Box = TabContainerStyles['tabTrigger'];
const groups = ['tabBar', 'tabTrigger', 'activeTab', 'tabContent'] as const;
const short: Record<(typeof groups)[number], string> = {
  tabBar: 'bar',
  tabTrigger: 'trigger',
  activeTab: 'active',
  tabContent: 'content',
};

function boxVars(prefix: string, box: Box & { gap?: number }): Record<string, string> {
  const vars: Record<string, string | undefined> = {
    [`${prefix}-color`]: box.color,
    [`${prefix}-bg`]: box.backgroundColor,
    [`${prefix}-padding`]: box.padding === undefined ? undefined : `${box.padding}px`,
    [`${prefix}-border-color`]: box.borderColor,
    [`${prefix}-border-width`]: box.borderWidth === undefined ? undefined : `${box.borderWidth}px`,
    [`${prefix}-radius`]: box.borderRadius === undefined ? undefined : `${box.borderRadius}px`,
    [`${prefix}-font-size`]: box.fontSize === undefined ? undefined : `${box.fontSize}px`,
    [`${prefix}-font-weight`]: box.fontWeight,
    [`${prefix}-font-family`]: box.fontFamily ? `var(--one-font-${box.fontFamily})` : undefined,
    [`${prefix}-text-transform`]: box.textTransform,
    [`${prefix}-gap`]: box.gap === undefined ? undefined : `${box.gap}px`,
  };
  return Object.fromEntries(
    Object.entries(vars).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The four style groups as custom properties on the tab container's root (values schema-checked). */
export function tabStyleVars(styles: TabContainerStyles): CSSProperties {
  return Object.assign(
    {},
    ...groups.map((g) => boxVars(`--one-tabs-${short[g]}`, styles[g])),
  ) as CSSProperties;
}

const v = (group: string, prop: string, fallback: string) =>
  `var(--one-tabs-${group}-${prop},${fallback})`;

export const tabContainerCss = `
.one-tabs{display:flex;flex-direction:column;min-width:0}
.one-tabs[data-position=bottom]{flex-direction:column-reverse}
.one-tabs-list{display:flex;align-items:stretch;overflow-x:auto;scrollbar-width:thin;gap:${v('bar', 'gap', '0px')};padding:${v('bar', 'padding', '0px')};background:${v('bar', 'bg', 'transparent')};color:${v('bar', 'color', 'inherit')};border:0 solid ${v('bar', 'border-color', 'var(--one-border)')};border-bottom-width:${v('bar', 'border-width', '1px')};border-radius:${v('bar', 'radius', '0px')}}
.one-tabs[data-position=bottom] .one-tabs-list{border-bottom-width:0;border-top-width:${v('bar', 'border-width', '1px')}}
.one-tabs-trigger{flex:none;appearance:none;margin:0;cursor:pointer;white-space:nowrap;font-family:${v('trigger', 'font-family', 'inherit')};font-size:${v('trigger', 'font-size', '16px')};font-weight:${v('trigger', 'font-weight', '500')};text-transform:${v('trigger', 'text-transform', 'none')};color:${v('trigger', 'color', 'var(--one-muted-foreground)')};background:${v('trigger', 'bg', 'transparent')};padding:${v('trigger', 'padding', '10px')} calc(${v('trigger', 'padding', '10px')} * 1.6);border:${v('trigger', 'border-width', '0px')} solid ${v('trigger', 'border-color', 'transparent')};border-radius:${v('trigger', 'radius', '0px')};box-shadow:inset 0 -2px 0 transparent;transition:color .15s,background-color .15s,box-shadow .15s}
.one-tabs-trigger:hover{color:${v('active', 'color', 'var(--one-foreground)')}}
.one-tabs-trigger:focus-visible{outline:2px solid var(--one-primary);outline-offset:-2px}
.one-tabs-trigger[data-state=active]{color:${v('active', 'color', 'var(--one-foreground)')};background:${v('active', 'bg', v('trigger', 'bg', 'transparent'))};font-weight:${v('active', 'font-weight', v('trigger', 'font-weight', '600'))};border-color:${v('active', 'border-color', v('trigger', 'border-color', 'transparent'))};box-shadow:inset 0 -2px 0 ${v('active', 'border-color', 'var(--one-primary)')}}
.one-tabs[data-position=bottom] .one-tabs-trigger[data-state=active]{box-shadow:inset 0 2px 0 ${v('active', 'border-color', 'var(--one-primary)')}}
.one-tabs-content{display:flex;flex-direction:column;min-width:0;flex:1;gap:${v('content', 'gap', '16px')};padding:${v('content', 'padding', '16px 0px')};background:${v('content', 'bg', 'transparent')};color:${v('content', 'color', 'inherit')};font-size:${v('content', 'font-size', 'inherit')};border:${v('content', 'border-width', '0px')} solid ${v('content', 'border-color', 'var(--one-border)')};border-radius:${v('content', 'radius', '0px')}}
.one-tabs-content[hidden]{display:none}
.one-tabs-content:focus-visible{outline:2px solid var(--one-primary);outline-offset:2px}
.one-tabs-empty{font-size:14px;flex-direction:column;gap:4px}
.one-tabs-empty p{margin:0}
@media (min-width:768px){
.one-tabs[data-position=left]{flex-direction:row}
.one-tabs[data-position=right]{flex-direction:row-reverse}
.one-tabs:is([data-position=left],[data-position=right]) .one-tabs-list{flex-direction:column;overflow-x:visible;border-bottom-width:0;min-width:140px;max-width:40%}
.one-tabs[data-position=left] .one-tabs-list{border-right-width:${v('bar', 'border-width', '1px')}}
.one-tabs[data-position=right] .one-tabs-list{border-left-width:${v('bar', 'border-width', '1px')}}
.one-tabs:is([data-position=left],[data-position=right]) .one-tabs-trigger{text-align:start;white-space:normal}
.one-tabs[data-position=left] .one-tabs-trigger[data-state=active]{box-shadow:inset -2px 0 0 ${v('active', 'border-color', 'var(--one-primary)')}}
.one-tabs[data-position=right] .one-tabs-trigger[data-state=active]{box-shadow:inset 2px 0 0 ${v('active', 'border-color', 'var(--one-primary)')}}
.one-tabs:is([data-position=left],[data-position=right]) .one-tabs-content{padding:${v('content', 'padding', '0px 16px')}}
}
`;
