import { layoutScope } from '../../renderer/css/layoutCss';
import { scopeCss, type CssProblem } from '../../renderer/css/scopeCss';

export { problemLine, problemsSummary } from './cssProblemText';

/**
 * The problems the renderer itself reports for this CSS: one parser for the editor, the canvas
 * and visitors' pages. It imports the parser (postcss), so the editor's start-up code loads
 * this module only when there is custom CSS to check.
 */
export function customCssProblems(css: string): CssProblem[] {
  return scopeCss(css, layoutScope('editor')).problems;
}
