import { createPurifier } from './purifier';

/** Largest custom icon accepted; icons are a few hundred bytes, anything bigger is not an icon. */
export const MAX_SVG_LENGTH = 20_000;

const REFERENCE_ATTRIBUTES = ['href', 'xlink:href', 'src'];
const URL_FUNCTION = /url\s*\(\s*(['"]?)\s*(?!#)/i;

const svgPurifier = createPurifier({
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: [
    'script',
    'foreignObject',
    'style',
    'image',
    'feImage',
    'a',
    'animate',
    'set',
    'animateMotion',
    'animateTransform',
  ],
  FORBID_ATTR: ['style'],
});

/**
 * A user's SVG made safe to inline: no script, no event handlers, no foreignObject, no style
 * sheets, and no external references (only same-document `#id` links and `url(#id)` paints
 * survive). '' when the input is not an `<svg>` element.
 */
export function sanitizeSvg(svg: string): string {
  if (typeof svg !== 'string' || !svg.trim() || svg.length > MAX_SVG_LENGTH) return '';
  const fragment = svgPurifier.toFragment(svg);
  const root = fragment.firstElementChild;
  if (!root || root.tagName.toLowerCase() !== 'svg' || fragment.childElementCount !== 1) return '';
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim();
      const external = REFERENCE_ATTRIBUTES.includes(name)
        ? !value.startsWith('#')
        : URL_FUNCTION.test(value);
      if (external || name.startsWith('on')) element.removeAttribute(attribute.name);
    }
  }
  const container = fragment.ownerDocument.createElement('div');
  container.appendChild(root);
  return container.innerHTML;
}
