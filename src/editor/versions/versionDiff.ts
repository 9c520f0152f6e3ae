import type { LayoutComponent } from '../../schema/layout/component';
import type { LayoutDocument } from '../../schema/layout/document';
import { componentLabel } from '../canvas/componentLabel';

/**
 * What restoring a version would change in the draft: the components the version has and the
 * draft does not (added), those the draft has and the version does not (removed), those both
 * have but differ in anything (changed), and whether the theme, the custom CSS or the grid
 * differ. Components are matched by id, so a moved or renamed component is "changed".
 */
export interface VersionDiff {
  added: string[];
  removed: string[];
  changed: string[];
  theme: boolean;
  customCss: boolean;
  grid: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function versionDiff(draft: LayoutDocument, version: LayoutDocument): VersionDiff {
  const inDraft = new Map(draft.components.map((c) => [c.id, c]));
  const inVersion = new Map(version.components.map((c) => [c.id, c]));
  const labels = (list: LayoutComponent[]) => list.map(componentLabel);
  return {
    added: labels(version.components.filter((c) => !inDraft.has(c.id))),
    removed: labels(draft.components.filter((c) => !inVersion.has(c.id))),
    changed: labels(
      version.components.filter((c) => {
        const before = inDraft.get(c.id);
        return before !== undefined && before !== c && !same(before, c);
      }),
    ),
    theme: !same(draft.theme ?? null, version.theme ?? null),
    customCss: (draft.custom_css ?? '') !== (version.custom_css ?? ''),
    grid: !same(draft.grid_config ?? null, version.grid_config ?? null),
  };
}

/** Whether the version is the same as the draft in everything the summary reports. */
export function noDifference(diff: VersionDiff): boolean {
  return (
    diff.added.length === 0 &&
    diff.removed.length === 0 &&
    diff.changed.length === 0 &&
    !diff.theme &&
    !diff.customCss &&
    !diff.grid
  );
}

const count = (n: number) => (n === 1 ? '1 component' : `${n} components`);

/** The summary's lines, in the owner's words ("2 components added: Text, Image"). */
export function describeDiff(diff: VersionDiff): string[] {
  if (noDifference(diff)) return ['The same as your draft'];
  const lines: string[] = [];
  const names = (list: string[]) => list.join(', ');
  if (diff.added.length) lines.push(`${count(diff.added.length)} added: ${names(diff.added)}`);
  if (diff.removed.length)
    lines.push(`${count(diff.removed.length)} removed: ${names(diff.removed)}`);
  if (diff.changed.length)
    lines.push(`${count(diff.changed.length)} changed: ${names(diff.changed)}`);
  if (diff.theme) lines.push('Theme changed');
  if (diff.customCss) lines.push('Custom CSS changed');
  if (diff.grid) lines.push('Areas and grid changed');
  return lines;
}
