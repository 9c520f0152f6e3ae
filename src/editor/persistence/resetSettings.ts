import type { LayoutComponent } from '../../schema/layout/component';
import type { ResetField } from '../../schema/layout/parseLayout';

/** Shown by name in the notice; the rest are counted. */
const NAMED = 3;

const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? '(empty)' : text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** `components.3.data.link` as the panel's words: "content: link". */
const fieldName = (path: string): string => {
  const [record, ...inside] = path.split('.').slice(2);
  return `${record === 'styles' ? 'styles' : 'content'}: ${inside.join('.')}`;
};

/**
 * The notice's sentence for the values the layout's parse let go of (their defaults apply): each
 * named (a few) with its block, what it was and why, so the owner can set it again before a
 * save makes the defaults final. Null when nothing was reset.
 */
export function resetSettingsSentence(
  components: readonly Pick<LayoutComponent, 'id' | 'type'>[],
  resetFields: Record<string, readonly ResetField[]>,
): string | null {
  const reset = Object.entries(resetFields).flatMap(([id, fields]) => {
    const type = components.find((component) => component.id === id)?.type ?? 'block';
    // The report comes in the page's text when the server parsed the layout: whatever is not a
    // list of reports there is left out rather than stopping the layout from opening.
    return Array.isArray(fields)
      ? fields
          .filter((field) => typeof field?.path === 'string')
          .map((field) => ({ id, type, ...field }))
      : [];
  });
  if (reset.length === 0) return null;
  const named = reset
    .slice(0, NAMED)
    .map(
      (field) =>
        `${field.type} ${field.id}, ${fieldName(field.path)} “${shown(field.value)}” (${field.message})`,
    )
    .join('; ');
  const more = reset.length > NAMED ? `; and ${reset.length - NAMED} more` : '';
  const one = reset.length === 1;
  return `${one ? 'A stored setting' : `${reset.length} stored settings`} did not fit and went back to ${one ? 'its default' : 'their defaults'}: ${named}${more}. Set ${one ? 'it' : 'them'} again before saving: saving keeps the defaults.`;
}
