import type { CSSProperties } from 'react';
import type { TypographyStyle } from './schema';

export const typographyGroups = ['text', 'h1', 'h2', 'h3'] as const;
export type TypographyGroup = (typeof typographyGroups)[number];

/**
 * A typography group as custom properties on the component root (`--one-text-h1-size`…), read by
 * the static CSS below. Values were validated by the schema (numbers, safe colours), so nothing
 * from the document is ever spliced into a stylesheet.
 */
export function typographyVars(group: TypographyGroup, t: TypographyStyle): Record<string, string> {
  const p = `--one-text-${group}`;
  const vars: Record<string, string> = {
    [`${p}-size`]: `${t.fontSize}px`,
    [`${p}-lh`]: String(t.lineHeight),
    [`${p}-ls`]: `${t.letterSpacing}px`,
    [`${p}-tt`]: t.textTransform,
    [`${p}-ff`]: t.fontFamily === 'heading' ? 'var(--one-font-heading)' : 'var(--one-font-body)',
    [`${p}-align`]: t.align,
    [`${p}-mb`]: `${t.marginBottom}px`,
  };
  if (t.color) vars[`${p}-color`] = t.color;
  return vars;
}

export function textStyleVars(styles: Record<TypographyGroup, TypographyStyle>): CSSProperties {
  return Object.assign(
    {},
    ...typographyGroups.map((g) => typographyVars(g, styles[g])),
  ) as CSSProperties;
}

function rule(selector: string, group: TypographyGroup): string {
  const p = `--one-text-${group}`;
  return `${selector}{color:var(${p}-color,inherit);font-size:var(${p}-size);line-height:var(${p}-lh);letter-spacing:var(${p}-ls);text-transform:var(${p}-tt);font-family:var(${p}-ff);text-align:var(${p}-align);margin:0 0 var(${p}-mb)}`;
}

export const textCss = [
  '.one-text{overflow-wrap:anywhere}',
  rule('.one-text :where(p,ul,ol,blockquote,pre)', 'text'),
  '.one-text :where(li){margin:0}',
  rule('.one-text :where(h1)', 'h1'),
  rule('.one-text :where(h2)', 'h2'),
  rule('.one-text :where(h3)', 'h3'),
  '.one-text :where(h1,h2,h3,p,ul,ol,blockquote,pre):last-child{margin-bottom:0}',
  '.one-text :where(ul,ol){padding-left:1.5em}',
  '.one-text a{color:var(--one-primary);text-decoration:underline}',
  '.one-text img{max-width:100%;height:auto}',
  '.one-text blockquote{padding-left:12px;border-left:3px solid var(--one-border)}',
].join('\n');
