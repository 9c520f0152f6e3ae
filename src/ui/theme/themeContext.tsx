import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Theme } from '../../schema/theme/theme';

export type ThemeMode = 'light' | 'dark';

export interface ThemeContextValue {
  theme: Theme;
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  /** How many providers deep this one is (0: none around it). */
  depth: number;
}

/**
 * The theme around a part of the page; null outside any provider (useTheme then gives the
 * default theme). Apart from ThemeProvider, so that reading it loads no theme schema.
 */
export const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Light or dark, as the theme around says; light outside any. */
export function useThemeMode(): ThemeMode {
  return useContext(ThemeContext)?.mode ?? 'light';
}

/**
 * The theme's context alone, without its CSS or the root's light/dark class: for a part of a
 * page hydrated on its own (an island), whose page already carries both from the server.
 */
export function ThemeValue({
  theme,
  mode,
  children,
}: {
  theme: Theme;
  mode: ThemeMode;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ theme, mode, setMode: () => {}, depth: 1 }), [theme, mode]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
