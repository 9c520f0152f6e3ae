import type { CSSProperties } from 'react';
import { textSchema, type TypographyStyle } from './schema';

export const typographyGroups = ['text', 'h1', 'h2', 'h3'] as const;
export type TypographyGroup = (typeof typographyGroups)[number];

function declarations(t: TypographyStyle) {
  return {
    size: `${t.fontSize}px`,
    lh: String(t.lineHeight),
    ls: `${t.letterSpacing}px`,
    tt: t.textTransform,
    ff: t.fontFamily === 'heading' ? 'var(--one-font-heading)' : 'var(--one-font-body)',
    align: t.align,
    mb: `${t.marginBottom}px`,
  };
}
type Declarations = ReturnType<typeof declarations>;

/** What each group looks like when the owner changed nothing: the schema's defaults. */
const DEFAULTS = textSchema.style.parse({}) as Record<TypographyGroup, TypographyStyle>;
const DEFAULT_DECLARATIONS = Object.fromEntries(
  typographyGroups.map((g) => [g, declarations(DEFAULTS[g])]),
) as Record<TypographyGroup, Declarations>;

/**
 * A typography group as custom properties on the component root (`--one-text-h1-size`…), read by
 * the static CSS below. Only values that differ from the defaults are set — the CSS falls back
 * to the defaults — so a text the owner did not style carries no inline properties (28 per text
 * otherwise, which a page of hundreds of texts pays for in every style recalculation). Values
 * were validated by the schema (numbers, safe colours), so nothing from the document is ever
 * spliced into a stylesheet.
 */
export function typographyVars(group: TypographyGroup, t: TypographyStyle): Record<string, string> {
  const p = `--one-text-${group}`;
  const defaults = DEFAULT_DECLARATIONS[group];
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(declarations(t)) as [keyof Declarations, string][]) {
    if (value !== defaults[key]) vars[`${p}-${key}`] = value;
  }
  if (t.color) vars[`${p}-color`] = t.color;
  return vars;
}

const NO_VARS: CSSProperties = Object.freeze({});

/**
 * A parsed styles object (frozen) gives the same properties every time; the texts of a page
 * with their type's default styles share one, so it is computed once for all of them.
 */
const varsByStyles = new WeakMap<object, CSSProperties>();

export function textStyleVars(styles: Record<TypographyGroup, TypographyStyle>): CSSProperties {
  const known = varsByStyles.get(styles);
  if (known) return known;
  const vars = Object.assign({}, ...typographyGroups.map((g) => typographyVars(g, styles[g])));
  const css = Object.keys(vars).length === 0 ? NO_VARS : Object.freeze(vars as CSSProperties);
  if (Object.isFrozen(styles)) varsByStyles.set(styles, css);
  return css;
}

function rule(selector: string, group: TypographyGroup): string {
  const p = `--one-text-${group}`;
  const d = DEFAULT_DECLARATIONS[group];
  return `${selector}{color:var(${p}-color,inherit);font-size:var(${p}-size,${d.size});line-height:var(${p}-lh,${d.lh});letter-spacing:var(${p}-ls,${d.ls});text-transform:var(${p}-tt,${d.tt});font-family:var(${p}-ff,${d.ff});text-align:var(${p}-align,${d.align});margin:0 0 var(${p}-mb,${d.mb})}`;
}

export const textCss = [
  '.one-text{overflow-wrap:anywhere}',
  rule('.one-text :where(p,ul,ol,blockquote,pre)', 'text'),
  '.one-text :where(li){margin:0}',
  rule('.one-text :where(h1)', 'h1'),
  rule('.one-text :where(h2)', 'h2'),
  rule('.one-text :where(h3)', 'h3'),
  // The last paragraph leaves no trailing space unless the owner set one. Headings keep their
  // spec margins (h1 16, h2 12, h3 8) wherever they stand.
  '.one-text :where(p,ul,ol,blockquote,pre):last-child{margin-bottom:var(--one-text-text-mb,0)}',
  '.one-text :where(ul,ol){padding-left:1.5em}',
  '.one-text a{color:var(--one-primary);text-decoration:underline}',
  '.one-text img{max-width:100%;height:auto}',
  '.one-text blockquote{padding-left:12px;border-left:3px solid var(--one-border)}',
].join('\n');
