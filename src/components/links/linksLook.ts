import type { CSSProperties } from 'react';
import type { LinksStyles } from './schema';

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * The links block's style defaults (the schema's), which its stylesheet shows: a style left at
 * its default is not set inline, so a links block the owner did not style carries no inline
 * properties (ten otherwise, on every links block of a page, each set when it renders).
 * An owner's custom CSS can then restyle what the panel leaves at its default.
 */
export const LINKS_DEFAULTS = {
  gap: 8,
  align: 'center',
  titleFontSize: 18,
  titleMarginBottom: 12,
  linkFontSize: 16,
  iconSize: 20,
} as const;

/** The stylesheet's share of the defaults (the block's CSS adds it to its own rules). */
export const LINKS_DEFAULTS_CSS = `
.one-links { align-items: ${JUSTIFY[LINKS_DEFAULTS.align]}; }
.one-links-title { font-size: ${LINKS_DEFAULTS.titleFontSize}px; margin-bottom: ${LINKS_DEFAULTS.titleMarginBottom}px; text-align: ${LINKS_DEFAULTS.align}; }
.one-links-list { gap: ${LINKS_DEFAULTS.gap}px; justify-content: ${JUSTIFY[LINKS_DEFAULTS.align]}; }
.one-links-link { font-size: ${LINKS_DEFAULTS.linkFontSize}px; }
.one-links-icon { width: ${LINKS_DEFAULTS.iconSize}px; height: ${LINKS_DEFAULTS.iconSize}px; }
`;

/** The inline style of each part of a links block: only what differs from the stylesheet. */
export interface LinksLook {
  nav?: CSSProperties;
  title?: CSSProperties;
  list?: CSSProperties;
  link?: CSSProperties;
  icon?: CSSProperties;
}

/** Undefined for an empty style: React then touches no style at all. */
function unlessEmpty(style: CSSProperties): CSSProperties | undefined {
  return Object.keys(style).length > 0 ? style : undefined;
}

function lookOf(styles: LinksStyles): LinksLook {
  const moved = styles.align !== LINKS_DEFAULTS.align;
  const { title, link, icon } = styles;
  return {
    nav: moved ? { alignItems: JUSTIFY[styles.align] } : undefined,
    title: unlessEmpty({
      ...(title.fontSize !== LINKS_DEFAULTS.titleFontSize && { fontSize: `${title.fontSize}px` }),
      ...(title.color !== undefined && { color: title.color }),
      ...(title.marginBottom !== LINKS_DEFAULTS.titleMarginBottom && {
        marginBottom: `${title.marginBottom}px`,
      }),
      ...(moved && { textAlign: styles.align }),
    }),
    list: unlessEmpty({
      ...(styles.gap !== LINKS_DEFAULTS.gap && { gap: `${styles.gap}px` }),
      ...(moved && { justifyContent: JUSTIFY[styles.align] }),
    }),
    link: unlessEmpty({
      ...(link.fontSize !== LINKS_DEFAULTS.linkFontSize && { fontSize: `${link.fontSize}px` }),
      ...(link.color !== undefined && { color: link.color }),
      ...(link.backgroundColor !== undefined && { backgroundColor: link.backgroundColor }),
      ...(link.borderColor !== undefined && { borderColor: link.borderColor }),
      ...(link.borderRadius !== undefined && { borderRadius: `${link.borderRadius}px` }),
    }),
    icon:
      icon.size !== LINKS_DEFAULTS.iconSize
        ? { width: `${icon.size}px`, height: `${icon.size}px` }
        : undefined,
  };
}

/** A parsed style (frozen) gives the same look every time: computed once per object. */
const lookByStyles = new WeakMap<LinksStyles, LinksLook>();

export function linksLook(styles: LinksStyles): LinksLook {
  let look = lookByStyles.get(styles);
  if (!look) {
    look = lookOf(styles);
    if (Object.isFrozen(styles)) lookByStyles.set(styles, look);
  }
  return look;
}
