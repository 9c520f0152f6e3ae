import type { Context, Hono } from 'hono';
import {
  documentTypes,
  EDITOR_OPENING_ID,
  type EditorOpening,
} from '../../src/schema/layout/editorOpening';
import type { ServerConfig } from '../config';
import type { AppEnv } from '../context';
import { pageJson } from '../pages/pageHtml';
import { checkedLayout } from './checkedLayouts';
import { runtimeConfigFor } from './indexHtml';

/** A layout id as the API takes it; anything else is not looked up. */
const LAYOUT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The source module of a block type's definition, as the block registry imports it: a
 * definition that renders JSX is a `.tsx` file, one that only composes others a `.ts`. Both
 * names are given; the manifest knows one, and the other preloads nothing.
 */
export const definitionModules = (type: string) => [
  `src/components/${type}/definition.tsx`,
  `src/components/${type}/definition.ts`,
];

export interface EditorOpeningParts {
  /** The script element holding the layout record. */
  script: string;
  /** The definition modules of the block types the layout uses, for the page to preload. */
  modules: string[];
}

/**
 * The layout an editor page's address names (`?layout=`), read through the API with the
 * credentials the page's own request would carry — the development key the page is given, else
 * the publishable key with the owner's session cookie — so it answers exactly what the editor
 * would be answered. Null when it answers anything but the record (no such layout, signed out,
 * a key the owner typed into the editor): the editor then asks itself and shows why.
 */
export async function readEditorOpening(
  app: Hono<AppEnv>,
  c: Context<AppEnv>,
  config: ServerConfig,
): Promise<EditorOpeningParts | null> {
  const id = c.req.query('layout');
  if (!id || !LAYOUT_ID.test(id)) return null;
  const key = runtimeConfigFor(config, 'editor').editorKey ?? config.publishableKey;
  const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': key };
  const cookie = c.req.header('cookie');
  if (cookie) headers.cookie = cookie;
  const forwarded = c.req.header('x-forwarded-for');
  if (forwarded) headers['x-forwarded-for'] = forwarded;
  const response = await app.request(`/v1/layouts/${id}`, { headers }, c.env);
  if (response.status !== 200) return null;
  let record: unknown;
  let text: string;
  try {
    text = await response.text();
    record = JSON.parse(text);
  } catch {
    return null;
  }
  // The page carries the document as parseLayout makes it, so the editor need not parse it.
  const checked = checkedLayout(record, text);
  const opening: EditorOpening = checked
    ? { id, record: { ...(record as object), document: checked.document }, check: checked.check }
    : { id, record };
  const document =
    typeof record === 'object' && record !== null
      ? (record as { document?: unknown }).document
      : undefined;
  return {
    script: `<script type="application/json" id="${EDITOR_OPENING_ID}">${pageJson(opening)}</script>`,
    modules: documentTypes(document).flatMap(definitionModules),
  };
}
