import { isComponentType, type ComponentType } from '../componentTypes';
import type { LayoutCheck } from './checkedLayout';

/**
 * The script element (`type="application/json"`) in which the server gives an editor page the
 * layout its address names, read as the editor would read it: the editor opens it without a
 * request of its own, and the page preloads the code of the block types it uses.
 */
export const EDITOR_OPENING_ID = 'vitrine-editor-opening';

/**
 * What that element holds: the layout's id and its record, as `GET /v1/layouts/{id}` answers —
 * or, with `check`, with the document parseLayout made of the stored one on the server and what
 * it reported, which the editor takes without parsing it again (checkedLayout.ts).
 */
export interface EditorOpening {
  id: string;
  record: unknown;
  check?: LayoutCheck;
}

/**
 * The block types a stored document names, read without parsing it — only so the server can
 * preload their code with the editor's page. What is not a known type is skipped: parsing the
 * layout judges it later.
 */
export function documentTypes(document: unknown): ComponentType[] {
  const components =
    typeof document === 'object' && document !== null
      ? (document as { components?: unknown }).components
      : undefined;
  if (!Array.isArray(components)) return [];
  const types = new Set<ComponentType>();
  for (const component of components) {
    const type = (component as { type?: unknown } | null)?.type;
    if (typeof type === 'string' && isComponentType(type)) types.add(type);
  }
  return [...types];
}
