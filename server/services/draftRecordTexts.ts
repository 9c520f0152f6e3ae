import { eq, getTableColumns } from 'drizzle-orm';
import { layoutRecord } from '../../src/schema/entities/layoutRecord';
import type { Db } from '../db/connect';
import { RecentlyUsed } from '../recentlyUsed';
import { layouts } from '../db/schema';
import { rowVersion } from './layoutSave';
import { toLayoutRecord, type LayoutRow } from './layouts';

/** A layout's row without its document, with its version: what is read first, to name the draft. */
export type LayoutHead = Omit<LayoutRow, 'document'> & { rowVersion: string };

/** The texts kept, in characters (16 MB): a few hundred ordinary drafts, three of 5,000 blocks. */
const MAX_KEPT_CHARS = 8_000_000;

/**
 * The JSON text of each draft record read lately (`GET /v1/layouts/{id}` for a member of the
 * layout's site, which is how the editor opens a layout and how its page is given one), by the
 * row's version (`xmin`, new with every write of the row, whoever makes it) with its revision
 * and time, least recently read dropped first. So a kept text is never stale — on this server
 * or any other sharing the database: each reads the head of the row (every column but the
 * document) each time, and the document only when it has not kept that version. Reading a
 * document of 1,000 blocks from the embedded database and writing it out as JSON was most of
 * that request's time.
 */
const kept = new RecentlyUsed<string>(MAX_KEPT_CHARS, (text) => text.length);

function keyOf(head: LayoutHead): string {
  return JSON.stringify([head.id, head.rowVersion, head.revision, head.updatedAt.getTime()]);
}

/**
 * The draft record of the layout `head` names, as JSON text (what `c.json` of the record would
 * write); null when the layout is gone since its head was read.
 */
export async function draftRecordText(db: Db, head: LayoutHead): Promise<string | null> {
  const key = keyOf(head);
  const hit = kept.get(key);
  if (hit !== undefined) return hit;
  const [row] = await db
    .select({ ...getTableColumns(layouts), rowVersion })
    .from(layouts)
    .where(eq(layouts.id, head.id))
    .limit(1);
  if (!row) return null;
  // Checked against the record's schema as every answer of the API is (a mismatch is a bug).
  const text = JSON.stringify(layoutRecord.parse(toLayoutRecord(row)));
  // Kept under the version read with it: a write between the two reads makes a newer one.
  kept.set(keyOf(row), text);
  return text;
}
