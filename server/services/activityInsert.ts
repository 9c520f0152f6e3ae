import { builtStatements, given } from '../db/builtStatements';
import type { Db } from '../db/connect';
import { activities } from '../db/schema';
import type { ActivityRow } from './activities';

/** The columns a new post is written with; the rest take the table's defaults. */
const COLUMNS = [
  'id',
  'collectionId',
  'collectionSlug',
  'tokenId',
  'title',
  'content',
  'location',
  'ownerEmail',
  'ownerAddress',
  'userId',
  'imageUrl',
  'type',
  'status',
] as const satisfies readonly (keyof ActivityRow)[];

export type NewActivity = Pick<ActivityRow, (typeof COLUMNS)[number]>;

/** A feed post is the busiest public write, so its SQL is built once (builtStatements). */
const insertStatement = builtStatements((db: Db) =>
  db
    .insert(activities)
    .values(Object.fromEntries(COLUMNS.map((column) => [column, given(column)])) as NewActivity)
    .returning()
    .prepare('activity_insert'),
);

/** Writes a new post and answers its row. */
export async function insertActivity(db: Db, values: NewActivity): Promise<ActivityRow> {
  const [row] = await insertStatement(db).execute(values);
  return row!;
}
