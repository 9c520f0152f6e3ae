/** Node's arguments to run `code` as an ES module through tsx (imports of .ts files work). */
export function tsxEvalArgs(code: string): string[] {
  return ['--import', 'tsx', '--input-type=module', '-e', code];
}
