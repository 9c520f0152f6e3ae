import type { CSSProperties } from 'react';
import type { FieldHint } from '../panelHints';
import type { ButtonStyle } from './buttonStyleSchema';

/**
 * blocks.md "Shared button style" with the button bounds (font 12–32, padding 0–48,
 * border width 0–20, radius 0–100, icon 12–48). React-free apart from a CSSProperties type:
 * the button, activity-feed and registration components share it. Its schema is in
 * buttonStyleSchema.ts, so a block's renderer styles buttons without loading zod.
 */
import type { buttonHoverTransforms, ButtonVariant } from './buttonStyleValues';

export {
  buttonAligns,
  buttonBounds,
  buttonFonts,
  buttonHoverTransforms,
  buttonVariants,
  buttonWidths,
  type ButtonVariant,
} from './buttonStyleValues';

export type { ButtonStyle };

const HOVER_TRANSFORMS: Record<(typeof buttonHoverTransforms)[number], string> = {
  none: 'none',
  lift: 'translateY(-2px)',
  grow: 'scale(1.04)',
  shrink: 'scale(0.97)',
};

/** Class names for a button of this variant (secondary is rendered as muted). */
export function buttonClassName(variant: ButtonVariant, style?: Partial<ButtonStyle>): string {
  return ['one-button', `one-button--${variant}`, style?.width === 'full' ? 'one-button--full' : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * What `buttonCss` takes when a property is not set: a value equal to its fallback is left
 * unset, so a button the owner did not style carries no inline properties (8 otherwise, on
 * every button of a page). Custom properties inherit, so a button inside an element that sets
 * one (an activity feed's) takes that element's instead — the style the element meant.
 */
const FALLBACKS: Readonly<Record<string, string>> = {
  '--one-btn-font-size': '16px',
  '--one-btn-font': 'var(--one-font-body)',
  '--one-btn-transform-text': 'none',
  '--one-btn-py': '10px',
  '--one-btn-px': '20px',
  '--one-btn-border-style': 'solid',
  '--one-btn-icon-size': '16px',
  '--one-btn-hover-transform': 'none',
};
const fallback = (name: string) => FALLBACKS[name]!;

/** A parsed style (frozen) gives the same properties every time: computed once per object. */
const cssByStyle = new WeakMap<object, CSSProperties>();

/** The style as CSS custom properties on the button; `buttonCss` reads them, hover included. */
export function buttonStyleToCss(style: Partial<ButtonStyle> = {}): CSSProperties {
  const known = cssByStyle.get(style);
  if (known) return known;
  const vars: Record<string, string> = {};
  const set = (name: string, value: string | number | undefined, unit = '') => {
    if (value === undefined || value === '') return;
    const text = `${value}${unit}`;
    if (text !== FALLBACKS[name]) vars[name] = text;
  };
  set('--one-btn-color', style.color);
  set('--one-btn-bg', style.backgroundColor);
  set('--one-btn-font-size', style.fontSize, 'px');
  if (style.fontFamily) set('--one-btn-font', `var(--one-font-${style.fontFamily})`);
  set('--one-btn-transform-text', style.textTransform);
  set('--one-btn-py', style.padding?.vertical, 'px');
  set('--one-btn-px', style.padding?.horizontal, 'px');
  set('--one-btn-border-width', style.border?.width, 'px');
  set('--one-btn-border-style', style.border?.style);
  set('--one-btn-border-color', style.border?.color);
  set('--one-btn-radius', style.border?.radius, 'px');
  set('--one-btn-icon-size', style.iconSize, 'px');
  set('--one-btn-hover-bg', style.hover?.backgroundColor);
  set('--one-btn-hover-color', style.hover?.color);
  set('--one-btn-hover-border', style.hover?.borderColor);
  if (style.hover?.transform)
    set('--one-btn-hover-transform', HOVER_TRANSFORMS[style.hover.transform]);
  const css = vars as CSSProperties;
  if (Object.isFrozen(style)) cssByStyle.set(style, Object.freeze(css));
  return css;
}

const ROW_CENTER: CSSProperties = Object.freeze({ justifyContent: 'center' });
const ROW_RIGHT: CSSProperties = Object.freeze({ justifyContent: 'flex-end' });

/**
 * The style of the row that places a button within its component: none for a button on the
 * left, which the row's CSS already places (every default button of a page would carry it).
 */
export function buttonRowStyle(align: ButtonStyle['align'] | undefined): CSSProperties | undefined {
  return align === 'center' ? ROW_CENTER : align === 'right' ? ROW_RIGHT : undefined;
}

/** Static CSS for `.one-button`: include it in the `css` of every type that renders buttons. */
export const buttonCss = `
.one-button-row { display: flex; justify-content: flex-start; width: 100%; }
.one-button {
  --one-btn-v-bg: var(--one-primary); --one-btn-v-color: var(--one-primary-foreground);
  --one-btn-v-border-color: transparent; --one-btn-v-border-width: 0px;
  --one-btn-v-hover-bg: color-mix(in srgb, var(--one-primary) 86%, #000);
  display: inline-flex; align-items: center; justify-content: center; gap: 0.5em;
  box-sizing: border-box; max-width: 100%; cursor: pointer; text-decoration: none;
  font-family: var(--one-btn-font, ${fallback('--one-btn-font')}); font-weight: 500; line-height: 1.25;
  font-size: var(--one-btn-font-size, ${fallback('--one-btn-font-size')}); text-transform: var(--one-btn-transform-text, ${fallback('--one-btn-transform-text')});
  padding: var(--one-btn-py, ${fallback('--one-btn-py')}) var(--one-btn-px, ${fallback('--one-btn-px')});
  color: var(--one-btn-color, var(--one-btn-v-color));
  background-color: var(--one-btn-bg, var(--one-btn-v-bg));
  border: var(--one-btn-border-width, var(--one-btn-v-border-width)) var(--one-btn-border-style, ${fallback('--one-btn-border-style')})
    var(--one-btn-border-color, var(--one-btn-v-border-color));
  border-radius: var(--one-btn-radius, var(--one-radius-button));
  transition: background-color 150ms ease, color 150ms ease, border-color 150ms ease, transform 150ms ease;
}
.one-button--secondary {
  --one-btn-v-bg: var(--one-muted); --one-btn-v-color: var(--one-foreground);
  --one-btn-v-hover-bg: color-mix(in srgb, var(--one-muted) 85%, var(--one-foreground));
}
.one-button--outline {
  --one-btn-v-bg: transparent; --one-btn-v-color: var(--one-foreground);
  --one-btn-v-border-color: var(--one-border); --one-btn-v-border-width: 1px;
  --one-btn-v-hover-bg: var(--one-accent, var(--one-muted));
}
.one-button--full { width: 100%; }
.one-button:hover:not(:disabled) {
  background-color: var(--one-btn-hover-bg, var(--one-btn-bg, var(--one-btn-v-hover-bg)));
  color: var(--one-btn-hover-color, var(--one-btn-color, var(--one-btn-v-color)));
  border-color: var(--one-btn-hover-border, var(--one-btn-border-color, var(--one-btn-v-border-color)));
  transform: var(--one-btn-hover-transform, ${fallback('--one-btn-hover-transform')});
}
.one-button:focus-visible { outline: 2px solid var(--one-primary); outline-offset: 2px; }
/* Only real disabled buttons change: builder previews carry aria-disabled but must look as visitors
   see them. A disabled button still carries words a visitor reads ('Must be the product owner to
   add to feed'), so it takes the theme's muted pair (AA) rather than a faded primary. */
.one-button:disabled {
  cursor: not-allowed; background-color: var(--one-muted); color: var(--one-muted-foreground);
  border-color: var(--one-border);
}
.one-button svg { width: var(--one-btn-icon-size, ${fallback('--one-btn-icon-size')}); height: var(--one-btn-icon-size, ${fallback('--one-btn-icon-size')}); flex: none; }
@media (prefers-reduced-motion: reduce) { .one-button { transition: none; } .one-button:hover { transform: none; } }
`;

/** Panel hints for a button style nested at `prefix` (e.g. 'button' or 'buttons.submit.style'). */
export function buttonStylePanelHints(prefix: string, group = 'Button'): Record<string, FieldHint> {
  const at = (path: string) => (prefix ? `${prefix}.${path}` : path);
  return {
    [at('color')]: { label: 'Text color', widget: 'color', group, order: 1 },
    [at('backgroundColor')]: { label: 'Background color', widget: 'color', group, order: 2 },
    [at('fontSize')]: { label: 'Font size', widget: 'slider', unit: 'px', group, order: 3 },
    [at('fontFamily')]: {
      label: 'Font',
      widget: 'segmented',
      group,
      order: 4,
      optionLabels: { body: 'Body', heading: 'Heading' },
    },
    [at('textTransform')]: {
      label: 'Text transform',
      widget: 'select',
      group,
      order: 5,
      optionLabels: {
        none: 'None',
        uppercase: 'Uppercase',
        lowercase: 'Lowercase',
        capitalize: 'Capitalize',
      },
    },
    [at('width')]: {
      label: 'Width',
      widget: 'segmented',
      group,
      order: 6,
      optionLabels: { auto: 'Fit text', full: 'Full width' },
    },
    [at('align')]: {
      label: 'Align',
      widget: 'segmented',
      group,
      order: 7,
      optionLabels: { left: 'Left', center: 'Center', right: 'Right' },
    },
    [at('padding.vertical')]: {
      label: 'Padding top and bottom',
      widget: 'slider',
      unit: 'px',
      group,
      order: 8,
    },
    [at('padding.horizontal')]: {
      label: 'Padding left and right',
      widget: 'slider',
      unit: 'px',
      group,
      order: 9,
    },
    [at('border.width')]: {
      label: 'Border width',
      widget: 'slider',
      unit: 'px',
      group: `${group} border`,
      order: 10,
    },
    [at('border.style')]: {
      label: 'Border style',
      widget: 'select',
      group: `${group} border`,
      order: 11,
    },
    [at('border.color')]: {
      label: 'Border color',
      widget: 'color',
      group: `${group} border`,
      order: 12,
    },
    [at('border.radius')]: {
      label: 'Corner radius',
      widget: 'slider',
      unit: 'px',
      group: `${group} border`,
      order: 13,
    },
    [at('iconSize')]: { label: 'Icon size', widget: 'slider', unit: 'px', group, order: 14 },
    [at('hover.backgroundColor')]: {
      label: 'Hover background',
      widget: 'color',
      group: `${group} hover`,
      order: 15,
    },
    [at('hover.color')]: {
      label: 'Hover text color',
      widget: 'color',
      group: `${group} hover`,
      order: 16,
    },
    [at('hover.borderColor')]: {
      label: 'Hover border color',
      widget: 'color',
      group: `${group} hover`,
      order: 17,
    },
    [at('hover.transform')]: {
      label: 'Hover movement',
      widget: 'select',
      group: `${group} hover`,
      order: 18,
      optionLabels: { none: 'None', lift: 'Lift', grow: 'Grow', shrink: 'Shrink' },
    },
  };
}
