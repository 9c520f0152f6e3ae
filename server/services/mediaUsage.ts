import { and, eq, isNull, or } from 'drizzle-orm';
import type { LayoutUsage, MediaUsage } from '../../src/schema/entities/upload';
import type { Db } from '../db/connect';
import { layouts, layoutVersions } from '../db/schema';
import { recordUsages } from './recordUsage';
import { referencedIds } from './uploadReferences';

interface DocumentLike {
  components?: { id?: unknown; type?: unknown; name?: unknown; data?: unknown; styles?: unknown }[];
  theme?: unknown;
  custom_css?: unknown;
}

type Found = Map<string, LayoutUsage>;

/** Records, per upload id, each component (or the theme and CSS) of one document naming it. */
function scanDocument(
  document: DocumentLike | null,
  layout: { id: string; name: string },
  published: boolean,
  into: Map<string, Found>,
): void {
  if (!document) return;
  const mark = (
    uploadId: string,
    place: Omit<LayoutUsage, 'place' | 'in_draft' | 'in_published'>,
  ) => {
    const found = into.get(uploadId) ?? new Map<string, LayoutUsage>();
    into.set(uploadId, found);
    const key = place.component_id ?? '';
    const usage = found.get(key) ?? {
      place: 'layout' as const,
      ...place,
      in_draft: false,
      in_published: false,
    };
    if (published) usage.in_published = true;
    else usage.in_draft = true;
    found.set(key, usage);
  };
  const where = { layout_id: layout.id, layout_name: layout.name };
  for (const component of Array.isArray(document.components) ? document.components : []) {
    for (const uploadId of referencedIds([component.data, component.styles])) {
      mark(uploadId, {
        ...where,
        component_id: typeof component.id === 'string' ? component.id : null,
        component_type: typeof component.type === 'string' ? component.type : null,
        component_name: typeof component.name === 'string' ? component.name : null,
      });
    }
  }
  for (const uploadId of referencedIds([document.theme, document.custom_css])) {
    mark(uploadId, { ...where, component_id: null, component_type: null, component_name: null });
  }
}

/**
 * Where the layouts of a site use its uploads: each layout's draft and the revision visitors
 * see (layouts saved before sites had layouts count for every site, as they show on it).
 * Returns the usages per upload id; an upload no layout names is absent.
 */
async function layoutUsages(db: Db, siteId: string): Promise<Map<string, LayoutUsage[]>> {
  const rows = await db
    .select({
      id: layouts.id,
      name: layouts.name,
      draft: layouts.document,
      published: layoutVersions.document,
      publishedRevision: layouts.publishedRevision,
      revision: layouts.revision,
    })
    .from(layouts)
    .leftJoin(
      layoutVersions,
      and(
        eq(layoutVersions.layoutId, layouts.id),
        eq(layoutVersions.revision, layouts.publishedRevision),
      ),
    )
    .where(or(eq(layouts.siteId, siteId), isNull(layouts.siteId)));
  const found = new Map<string, Found>();
  for (const row of rows) {
    const layout = { id: row.id, name: row.name };
    scanDocument(row.draft as DocumentLike, layout, false, found);
    scanDocument((row.published as DocumentLike | null) ?? null, layout, true, found);
  }
  return new Map([...found].map(([uploadId, places]) => [uploadId, [...places.values()]]));
}

/**
 * Every place a site uses each of the uploads `uploadIds`: its layouts (draft and published
 * revision) and every other record that stores a file's address (./recordUsage.ts). An upload
 * nothing names is absent. Deleting a file any of these name would break the page showing it.
 */
export async function mediaUsages(
  db: Db,
  siteId: string,
  uploadIds: readonly string[],
): Promise<Map<string, MediaUsage[]>> {
  if (uploadIds.length === 0) return new Map();
  const [inLayouts, inRecords] = await Promise.all([
    layoutUsages(db, siteId),
    recordUsages(db, siteId, uploadIds),
  ]);
  const all = new Map<string, MediaUsage[]>();
  for (const id of uploadIds) {
    const places = [...(inLayouts.get(id) ?? []), ...(inRecords.get(id) ?? [])];
    if (places.length > 0) all.set(id, places);
  }
  return all;
}
