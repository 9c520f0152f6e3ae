/**
 * The shared button style's values and bounds (blocks.md "Shared button style": font 12–32,
 * padding 0–48, border width 0–20, radius 0–100, icon 12–48), for its schema and for what
 * renders it (buttonStyle.ts): parsing a layout loads these, not the button's CSS.
 */
export const buttonVariants = ['primary', 'secondary', 'outline'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonFonts = ['body', 'heading'] as const;
export const buttonWidths = ['auto', 'full'] as const;
export const buttonAligns = ['left', 'center', 'right'] as const;
/** Hover movements, named rather than free CSS so the editor offers a choice. */
export const buttonHoverTransforms = ['none', 'lift', 'grow', 'shrink'] as const;

export const buttonBounds = {
  fontSize: { min: 12, max: 32 },
  padding: { min: 0, max: 48 },
  borderWidth: { min: 0, max: 20 },
  radius: { min: 0, max: 100 },
  iconSize: { min: 12, max: 48 },
} as const;
