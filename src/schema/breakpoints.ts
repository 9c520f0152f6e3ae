/** foundation.md: base is mobile, tablet from 768px, desktop from 1024px. */
export const breakpointNames = ['mobile', 'tablet', 'desktop'] as const;
export type BreakpointName = (typeof breakpointNames)[number];

export const breakpointMinWidth: Record<BreakpointName, number> = {
  mobile: 0,
  tablet: 768,
  desktop: 1024,
};

/** Widths the editor previews each device at. */
export const devicePreviewWidth: Record<BreakpointName, number> = {
  mobile: 375,
  tablet: 768,
  desktop: 1280,
};

export function breakpointForWidth(width: number): BreakpointName {
  if (width >= breakpointMinWidth.desktop) return 'desktop';
  if (width >= breakpointMinWidth.tablet) return 'tablet';
  return 'mobile';
}
