import { breakpointNames, type BreakpointName } from '../../schema/breakpoints';

export const breakpointLabel: Record<BreakpointName, string> = {
  mobile: 'Mobile',
  tablet: 'Tablet',
  desktop: 'Desktop',
};

export type OverrideStatus =
  | { kind: 'own'; breakpoint: BreakpointName }
  | { kind: 'inherited'; from: BreakpointName }
  | { kind: 'base' };

/**
 * Where the value of `key` seen on `breakpoint` comes from: an override on this breakpoint,
 * one inherited from a smaller breakpoint, or the base value. A mobile override is for mobile
 * alone (the renderer scopes it under 768 px), so only desktop inherits: from tablet.
 */
export function overrideStatus(
  overrides: Partial<Record<BreakpointName, Record<string, unknown> | undefined>>,
  breakpoint: BreakpointName,
  key: string,
): OverrideStatus {
  const index = breakpointNames.indexOf(breakpoint);
  if (overrides[breakpoint]?.[key] !== undefined) return { kind: 'own', breakpoint };
  for (let i = index - 1; i >= 1; i--) {
    const name = breakpointNames[i]!;
    if (overrides[name]?.[key] !== undefined) return { kind: 'inherited', from: name };
  }
  return { kind: 'base' };
}

/** The devices that override `key` at all, for the small per-device markers. */
export function overriddenOn(
  overrides: Partial<Record<BreakpointName, Record<string, unknown> | undefined>>,
  key: string,
): BreakpointName[] {
  return breakpointNames.filter((name) => overrides[name]?.[key] !== undefined);
}
