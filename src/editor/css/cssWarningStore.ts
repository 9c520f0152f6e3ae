import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { CssProblem } from '../../renderer/css/scopeCss';
import { customCssProblems, problemsSummary } from './customCssProblems';

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
 * summary for the toast, or null when the CSS is clean (then any old warning goes).
 */
export function warnAboutCustomCss(
  action: CssWarning['action'],
  css: string,
  revision: number | null,
): string | null {
  const problems = customCssProblems(css);
  if (problems.length === 0) {
    dismissCssWarning();
    return null;
  }
  cssWarningStore.setState({ warning: { action, revision, problems } });
  return `Custom CSS has ${problemsSummary(problems)}: those parts are skipped.`;
}
