import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { builtStatements, given } from '../db/builtStatements';
import type { Db } from '../db/connect';
import { layouts, layoutVersions } from '../db/schema';

/**
 * A save's two statements, built once per database (builtStatements): a save is the busiest
 * write an owner makes (every autosave), and building the same SQL text for each one was a
 * tenth of its work on the server.
 */

/**
 * Every column but the document: a save checks the revision and the site before writing, and
 * answers with the document it was sent, so reading the stored one (the largest value a layout
 * has) would be wasted work on every save.
 */
const { document: _document, ...layoutColumns } = getTableColumns(layouts);

/**
 * The row's version: PostgreSQL's `xmin`, the transaction that wrote this version of the row.
 * Every write of the row gives it a new one, whoever makes it (a save, a publish, an operator's
 * fix behind the API), so what is kept by it (draftRecordTexts.ts) is never stale.
 */
export const rowVersion = sql<string>`xmin::text`.as('row_version');

const layoutHeadColumns = { ...layoutColumns, rowVersion };

const statementsOf = builtStatements((db: Db) => {
  const head = db
    .select(layoutHeadColumns)
    .from(layouts)
    .where(eq(layouts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('layout_head');
  // The revision check, the write and its history row are one statement: two racing saves
  // cannot both win, and a save is never without its version (nor a version without it).
  const updated = db.$with('updated').as(
    db
      .update(layouts)
      .set({
        document: given<Record<string, unknown>>('document'),
        name: given<string>('name'),
        revision: sql`${layouts.revision} + 1`,
        updatedAt: given<Date>('updatedAt'),
      })
      .where(
        and(
          eq(layouts.id, sql.placeholder('id')),
          eq(layouts.revision, sql.placeholder('revision')),
        ),
      )
      .returning({
        layoutId: layouts.id,
        revision: layouts.revision,
        name: layouts.name,
        document: layouts.document,
      }),
  );
  const save = db
    .with(updated)
    .insert(layoutVersions)
    .select(
      db
        .select({
          layoutId: updated.layoutId,
          revision: updated.revision,
          name: updated.name,
          document: updated.document,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(updated),
    )
    .returning({ revision: layoutVersions.revision })
    .prepare('layout_save');
  return { head, save };
});

/** The layout's row without its document, or undefined. */
export async function layoutHead(db: Db, id: string) {
  const [row] = await statementsOf(db).head.execute({ id });
  return row;
}

/**
 * Writes the document as the revision after `revision`, with its history row, when the layout
 * is still at `revision`; the new revision, or null when another save came first.
 */
export async function saveRevision(
  db: Db,
  values: {
    id: string;
    revision: number;
    document: Record<string, unknown>;
    name: string;
    updatedAt: Date;
  },
): Promise<number | null> {
  const [version] = await statementsOf(db).save.execute(values);
  return version?.revision ?? null;
}
