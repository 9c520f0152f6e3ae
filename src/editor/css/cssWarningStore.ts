import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { CssProblem } from '../../renderer/css/recoverCss';

/** The warning shown after a save or publish of custom CSS with problems, until dismissed. */
export interface CssWarning {
  action: 'saved' | 'published';
  revision: number | null;
  problems: CssProblem[];
}

export const cssWarningStore = createStore<{ warning: CssWarning | null }>(() => ({
  warning: null,
}));

export function useCssWarning(): CssWarning | null {
  return useStore(cssWarningStore, (s) => s.warning);
}

export function dismissCssWarning(): void {
  cssWarningStore.setState({ warning: null });
}

/**
 * Called once a save or publish has gone through: the work is kept either way, and when the
 * custom CSS has problems the owner is told which lines visitors' pages skip. Returns the short
 * summary for the toast, or null when the CSS is clean (then any old warning goes). The parser
 * loads only when there is custom CSS; if it cannot load, there is no note (the work is saved).
 */
export async function warnAboutCustomCss(
  action: CssWarning['action'],
  css: string,
  revision: number | null,
): Promise<string | null> {
  if (css.trim() === '') {
    dismissCssWarning();
    return null;
  }
  const checker = await import('./customCssProblems').catch((error: unknown) => {
    console.error('Vitrine: the custom CSS checker could not be loaded', error);
    return null;
  });
  if (!checker) return null;
  const { customCssProblems, problemsSummary } = checker;
  const problems = customCssProblems(css);
  if (problems.length === 0) {
    dismissCssWarning();
    return null;
  }
  cssWarningStore.setState({ warning: { action, revision, problems } });
  return `Custom CSS has ${problemsSummary(problems)}: those parts are skipped.`;
}
