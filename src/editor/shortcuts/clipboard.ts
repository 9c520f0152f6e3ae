import { z } from 'zod';
import { builtOnce } from '../../schema/builtOnce';
import { getComponentSchema } from '../../components/schemaRegistry';
import { layoutComponent, type LayoutComponent } from '../../schema/layout/component';
import type { LayoutDocument } from '../../schema/layout/document';
import { issueMessage } from '../panels/form/zodCheck';

/** The marker that tells our clipboard JSON from any other text. */
export const CLIPBOARD_KIND = 'vitrine/components';

/** Built at the first paste, not as the editor starts. */
const clipboardPayload = builtOnce(() =>
  z.object({
    kind: z.literal(CLIPBOARD_KIND),
    version: z.number().int().min(1),
    components: z.array(layoutComponent()).min(1).max(500),
  }),
);

/**
 * The selected components (one id, or a selection's roots) and everything in their tabs, as
 * the JSON put on the system clipboard.
 */
export function copyPayload(doc: LayoutDocument, id: string | readonly string[]): string | null {
  const wanted = new Set(typeof id === 'string' ? [id] : id);
  const picked: LayoutComponent[] = doc.components.filter((c) => wanted.has(c.id));
  if (picked.length === 0) return null;
  const ids = new Set(picked.map((c) => c.id));
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of doc.components) {
      if (c.parentId !== undefined && ids.has(c.parentId) && !ids.has(c.id)) {
        picked.push(c);
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return JSON.stringify({ kind: CLIPBOARD_KIND, version: doc.version, components: picked });
}

export type PasteResult =
  { ok: true; components: LayoutComponent[] } | { ok: false; message: string };

/**
 * Clipboard text → components, checked like a loaded layout: the envelope, each component's
 * shape, its type, and its data and styles against that type's own schemas. Anything wrong
 * refuses the whole paste with the first problem and its path — nothing half-pasted.
 */
export function parseClipboard(text: string): PasteResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The clipboard does not hold Vitrine components.' };
  }
  const envelope = clipboardPayload().safeParse(json);
  if (!envelope.success) {
    const looksOurs =
      typeof json === 'object' &&
      json !== null &&
      (json as { kind?: unknown }).kind === CLIPBOARD_KIND;
    if (!looksOurs)
      return { ok: false, message: 'The clipboard does not hold Vitrine components.' };
    const issue = envelope.error.issues[0]!;
    return {
      ok: false,
      message: `The copied components are not valid: ${issue.path.join('.') || 'root'}: ${issueMessage(issue)}`,
    };
  }
  const components: LayoutComponent[] = [];
  for (const [i, component] of envelope.data.components.entries()) {
    const definition = getComponentSchema(component.type);
    if (!definition)
      return { ok: false, message: `Component ${i + 1} has an unknown type "${component.type}".` };
    const data = definition.content.safeParse(component.data);
    const styles = definition.style.safeParse(component.styles);
    const failed = !data.success
      ? { part: 'data', issue: data.error.issues[0]! }
      : !styles.success
        ? { part: 'styles', issue: styles.error.issues[0]! }
        : null;
    if (failed) {
      const path = [failed.part, ...failed.issue.path].join('.');
      return {
        ok: false,
        message: `The copied ${definition.label.toLowerCase()} is not valid: ${path}: ${issueMessage(failed.issue)}`,
      };
    }
    components.push({ ...component, data: data.data!, styles: styles.data! });
  }
  return { ok: true, components };
}
