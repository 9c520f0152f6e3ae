import { isRecord } from '../../schema/isRecord';
import type { PathError } from '../../schema/layout/parseLayout';

/** A stored value the layout's parse let go of (its default applies): what it was, and why. */
export interface ResetSetting {
  componentId: string;
  type: string;
  /** Where in the component: `data.link`, `styles.padding`. */
  field: string;
  value: unknown;
  message: string;
}

/** Shown by name in the notice; the rest are counted. */
const NAMED = 3;

/**
 * The values of the stored document that the parse reset to their defaults, read back from the
 * document as it was stored (the component found by its id, the value by the path
 * inside it), so the owner is told what was there before a save makes it final.
 */
export function resetSettings(
  storedDocument: unknown,
  componentErrors: Record<string, readonly PathError[]>,
): ResetSetting[] {
  const stored =
    isRecord(storedDocument) && Array.isArray(storedDocument.components)
      ? storedDocument.components.filter(isRecord)
      : [];
  const reset: ResetSetting[] = [];
  for (const [componentId, errors] of Object.entries(componentErrors)) {
    const component = stored.find((candidate) => candidate.id === componentId);
    for (const error of errors) {
      // `components.<index>.data.link`: the part after the component's own place.
      const inside = error.path.split('.').slice(2);
      const value = inside.reduce<unknown>(
        (node, key) =>
          isRecord(node) || Array.isArray(node)
            ? (node as Record<string, unknown>)[key]
            : undefined,
        component,
      );
      reset.push({
        componentId,
        type: typeof component?.type === 'string' ? component.type : 'block',
        field: inside.join('.'),
        value,
        message: error.message,
      });
    }
  }
  return reset;
}

const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? '(empty)' : text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** The notice's sentence: each reset value named (a few), what it was and why it went. */
export function resetSettingsSentence(reset: readonly ResetSetting[]): string {
  const named = reset
    .slice(0, NAMED)
    .map(
      (setting) =>
        `${setting.type} ${setting.componentId}, ${setting.field}: “${shown(setting.value)}” (${setting.message})`,
    )
    .join('; ');
  const more = reset.length > NAMED ? `; and ${reset.length - NAMED} more` : '';
  const count = reset.length === 1 ? 'A stored setting' : `${reset.length} stored settings`;
  return `${count} did not fit and went back to ${reset.length === 1 ? 'its default' : 'their defaults'}: ${named}${more}. Set ${reset.length === 1 ? 'it' : 'them'} again before saving: saving keeps the defaults.`;
}
