import type { CssProblem } from '../../renderer/css/recoverCss';

/** "Line 3: A quote is never closed: this declaration is ignored" — what the owner reads. */
export function problemLine(problem: CssProblem): string {
  return `Line ${problem.line}${problem.column ? `, column ${problem.column}` : ''}: ${problem.message}`;
}

/** "1 problem (line 3)" or "3 problems (lines 2, 5, 9)". */
export function problemsSummary(problems: readonly CssProblem[]): string {
  const lines = [...new Set(problems.map((p) => p.line))];
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `${count} (${lines.length === 1 ? 'line' : 'lines'} ${lines.join(', ')})`;
}
