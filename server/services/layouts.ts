import { and, eq } from 'drizzle-orm';
import { parseLayoutDocument } from '../../src/components/schemaRegistry';
import type { LayoutRecord } from '../../src/schema/entities/layoutRecord';
import type { Db } from '../db/connect';
import { layouts, layoutVersions } from '../db/schema';
import { badRequest } from '../errors';

export type LayoutRow = typeof layouts.$inferSelect;

export function toLayoutRecord(
  row: LayoutRow,
  override?: { document: Record<string, unknown>; revision: number },
): LayoutRecord {
  return {
    id: row.id,
    name: row.name,
    document: override?.document ?? row.document,
    revision: override?.revision ?? row.revision,
    published_revision: row.publishedRevision,
    collection_id: row.collectionId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Checks a document with the same parser the renderer uses, strictly (nothing repaired, every
 * component in an area), and returns it normalised (migrated, defaults filled). Any problem is
 * a 400 listing each path: a save never stores less than was sent.
 */
export function validateDocument(input: unknown): Record<string, unknown> {
  if (input === null || input === undefined) {
    throw badRequest('document: Required: send the layout document', {
      issues: [{ path: 'document', message: 'Required: send the layout document' }],
    });
  }
  const parsed = parseLayoutDocument(input, { strict: true });
  if (!parsed.ok) {
    const issues = parsed.errors.map((e) => ({
      path: `document${e.path ? `.${e.path}` : ''}`,
      message: e.message,
    }));
    throw badRequest(issues.map((i) => `${i.path}: ${i.message}`).join('; '), { issues });
  }
  const componentIssues = Object.values(parsed.componentErrors)
    .flat()
    .map((e) => ({ path: `document.${e.path}`, message: e.message }));
  if (componentIssues.length > 0) {
    throw badRequest(componentIssues.map((i) => `${i.path}: ${i.message}`).join('; '), {
      issues: componentIssues,
    });
  }
  return parsed.layout as unknown as Record<string, unknown>;
}

/** The document visitors see: the published revision, or null when never published. */
export async function publishedDocument(
  db: Db,
  layoutId: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ document: layoutVersions.document })
    .from(layouts)
    .innerJoin(
      layoutVersions,
      and(
        eq(layoutVersions.layoutId, layouts.id),
        eq(layoutVersions.revision, layouts.publishedRevision),
      ),
    )
    .where(eq(layouts.id, layoutId))
    .limit(1);
  return row?.document ?? null;
}
