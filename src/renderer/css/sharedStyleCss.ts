import type { CSSProperties } from 'react';
import type { SharedStyles } from '../../schema/styleFields';

/** The shared style groups (spacing, sizing, background, border, shadow) as inline styles. */
export function sharedStyleToCss(styles: SharedStyles | undefined): CSSProperties {
  if (!styles) return {};
  const css: CSSProperties = {};
  const { spacing, sizing, background, border, shadow } = styles;
  if (spacing?.padding) css.padding = spacing.padding;
  if (spacing?.margin) css.margin = spacing.margin;
  if (sizing) {
    if (sizing.width) css.width = sizing.width;
    if (sizing.minWidth) css.minWidth = sizing.minWidth;
    if (sizing.maxWidth) css.maxWidth = sizing.maxWidth;
    if (sizing.height) css.height = sizing.height;
    if (sizing.minHeight) css.minHeight = sizing.minHeight;
    if (sizing.maxHeight) css.maxHeight = sizing.maxHeight;
  }
  if (background?.color) css.backgroundColor = background.color;
  const imageUrl = background?.image?.url;
  if (imageUrl && /^(https?:\/\/|\/)/.test(imageUrl)) {
    const url = `url("${encodeURI(imageUrl).replace(/"/g, '%22')}")`;
    css.backgroundImage = background?.overlay
      ? `linear-gradient(${background.overlay}, ${background.overlay}), ${url}`
      : url;
    css.backgroundSize = background?.objectFit === 'contain' ? 'contain' : 'cover';
    css.backgroundPosition = background?.objectPosition ?? 'center';
    css.backgroundRepeat = 'no-repeat';
  }
  if (border) {
    if (border.width) css.borderWidth = border.width;
    if (border.style) css.borderStyle = border.style;
    else if (border.width) css.borderStyle = 'solid';
    if (border.color) css.borderColor = border.color;
    if (border.radius) css.borderRadius = border.radius;
  }
  if (shadow?.color) {
    css.boxShadow = [
      shadow.offsetX ?? '0px',
      shadow.offsetY ?? '0px',
      shadow.blurRadius ?? '0px',
      shadow.spreadRadius ?? '0px',
      shadow.color,
    ].join(' ');
  }
  return css;
}
