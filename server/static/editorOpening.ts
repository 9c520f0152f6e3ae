import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import {
  documentTypes,
  EDITOR_OPENING_ID,
  type EditorOpening,
} from '../../src/schema/layout/editorOpening';
import type { ServerConfig } from '../config';
import type { AppEnv } from '../context';
import { pageJson } from '../pages/pageHtml';
import { runtimeConfigFor } from './indexHtml';
import { RecentlyUsed } from '../recentlyUsed';
import { getComponentSchema, parseLayoutDocument } from '../../src/components/schemaRegistry';
import { withoutDefaults, type LayoutCheck } from '../../src/schema/layout/checkedLayout';

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
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null;
  }
  return openingParts(id, text);
}

/** The parts kept, in characters (16 MB): a few hundred ordinary layouts, three of 5,000 blocks. */
const MAX_KEPT_CHARS = 8_000_000;

/**
 * The parts made for each record text lately given with a page, by a digest of the layout's id
 * and that text, least recently given dropped first. The same text always makes the same
 * parts, so a kept one is never stale, whatever wrote the record and on any number of servers:
 * one that has not kept it makes it once. Parsing the document and writing it into the page
 * was, for 1,000 blocks, most of the editor page's time on the server.
 */
const kept = new RecentlyUsed<EditorOpeningParts>(MAX_KEPT_CHARS, (parts) => parts.script.length);

/**
 * The opening of layout `id` whose record the API answered as `text`: the record with the
 * document as parseLayout makes it and its report (the editor need not parse it), or as it is
 * when it does not parse; null when the text is not a record.
 */
function openingParts(id: string, text: string): EditorOpeningParts | null {
  const key = createHash('sha256').update(id).update('\n').update(text).digest('base64');
  const hit = kept.get(key);
  if (hit !== undefined) return hit;
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    return null;
  }
  const document =
    typeof record === 'object' && record !== null
      ? (record as { document?: unknown }).document
      : undefined;
  // A document that does not parse is given as it is: the editor parses it and shows why.
  const parsed = document === undefined ? null : parseLayoutDocument(document);
  let opening: EditorOpening = { id, record };
  if (parsed?.ok) {
    const check: LayoutCheck = {
      componentErrors: parsed.componentErrors,
      resetFields: parsed.resetFields,
      migrated: parsed.migrated,
    };
    const document = withoutDefaults(parsed.layout, check, getComponentSchema);
    opening = { id, record: { ...(record as object), document }, check };
  }
  const parts = {
    script: `<script type="application/json" id="${EDITOR_OPENING_ID}">${pageJson(opening)}</script>`,
    modules: documentTypes(document).flatMap(definitionModules),
  };
  kept.set(key, parts);
  return parts;
}
