/** The roles a person operates; a radio and an option are named within their group, below. */
const CONTROL =
  /^(button|checkbox|combobox|link|listbox|radio|radiogroup|searchbox|slider|spinbutton|switch|tab|textbox|toolbar|option|menuitem)$/;

/** What a radio or an option is told apart within: its group, its select or its list. */
const CHOOSER = /^(radiogroup|combobox|listbox)$/;

/**
 * The role and name pairs given to more than one control in a Playwright aria snapshot (its
 * YAML lists each node as `- role "name"`, indented under its parent). A radio or an option is
 * keyed by its group's name too ("Caption › Below"): a screen reader says the group's name on
 * entering it, and a select's options are only ever heard inside it.
 */
export function repeatedNames(snapshot: string): string[] {
  const counts = new Map<string, number>();
  const parents: { indent: number; role: string; name: string }[] = [];
  for (const line of snapshot.split('\n')) {
    const match = /^(\s*)- ([a-z]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(line);
    if (!match) continue;
    const indent = match[1]!.length;
    const role = match[2]!;
    const name = match[3] ?? '';
    while (parents.length > 0 && parents.at(-1)!.indent >= indent) parents.pop();
    parents.push({ indent, role, name });
    if (!CONTROL.test(role)) continue;
    const chooser =
      role === 'radio' || role === 'option'
        ? [...parents.slice(0, -1)].reverse().find((p) => CHOOSER.test(p.role))
        : undefined;
    const key = chooser ? `${role} "${chooser.name} › ${name}"` : `${role} "${name}"`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`);
}
