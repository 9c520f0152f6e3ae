import { useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { defaultTheme } from '../../schema/theme/defaultTheme';
import type { Theme } from '../../schema/theme/theme';
import { StyleTag } from '../../renderer/StyleTag';
import { claimRootMode } from './rootModeClass';
import { ThemeContext, type ThemeContextValue, type ThemeMode } from './themeContext';
import { fontImports, fontSources, themeCss } from './themeCss';

export type { ThemeMode } from './themeContext';

/** Outside any provider: the default theme, light. */
const DEFAULT_VALUE: ThemeContextValue = {
  theme: defaultTheme,
  mode: 'light',
  setMode: () => {},
  depth: 0,
};

export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext) ?? DEFAULT_VALUE;
}

interface ThemeProviderProps {
  theme?: Theme;
  /** Controlled mode; otherwise the theme's own mode. */
  mode?: ThemeMode;
  /** The element that gets the light/dark class; the document's root element by default. */
  root?: () => HTMLElement | null;
  /**
   * Where the theme's variables go: the document (`:root`, and the page's body takes its
   * colours) by default; an embed's element inside its shadow root, where `:root` and `body`
   * match nothing. That element must sit inside `root`.
   */
  selector?: string;
  children: ReactNode;
}

/**
 * The page a layout sits on takes the theme's colours edge to edge: no browser margin, which
 * framed a dark page in the browser's own grey. The canvas frame, the visitor page and an
 * exported page all render through here, so they stay the same at every width.
 */
const PAGE_CSS = 'body{margin:0;background:var(--one-background);color:var(--one-foreground)}';

/**
 * Applies a theme: its variables as CSS custom properties, its fonts loaded per source, and
 * light or dark as a class on the root element (foundation.md).
 */
export function ThemeProvider({
  theme = defaultTheme,
  mode,
  root,
  selector,
  children,
}: ThemeProviderProps) {
  const depth = (useContext(ThemeContext)?.depth ?? 0) + 1;
  // A mode chosen for this theme's mode; another layout's theme (the page moved on without a
  // reload) starts from its own mode again.
  const [chosen, setChosen] = useState<{ of: ThemeMode; mode: ThemeMode } | null>(null);
  const ownMode = chosen?.of === theme.mode ? chosen.mode : theme.mode;
  const setMode = useCallback(
    (next: ThemeMode) => setChosen({ of: theme.mode, mode: next }),
    [theme.mode],
  );
  const active: ThemeMode = theme.colors.supports_dark_mode ? (mode ?? ownMode) : 'light';

  useEffect(() => {
    const element = root
      ? root()
      : typeof document === 'undefined'
        ? null
        : document.documentElement;
    if (!element) {
      console.warn('Theme root element not found: the light/dark class was not applied');
      return;
    }
    return claimRootMode(element, depth, active);
  }, [active, root, depth]);

  const css = useMemo(() => {
    const fonts = fontSources(theme);
    // Font imports open the stylesheet (where @import must stand), then faces, theme, page.
    const page = selector
      ? `${selector}{background:var(--one-background);color:var(--one-foreground)}`
      : PAGE_CSS;
    return [fontImports(fonts.stylesheets), fonts.fontFaceCss, themeCss(theme, selector), page]
      .filter(Boolean)
      .join('\n');
  }, [theme, selector]);
  const value = useMemo(
    () => ({ theme, mode: active, setMode, depth }),
    [theme, active, setMode, depth],
  );

  return (
    <ThemeContext.Provider value={value}>
      <StyleTag css={css} />
      {children}
    </ThemeContext.Provider>
  );
}
