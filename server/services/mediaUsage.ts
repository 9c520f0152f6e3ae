import { and, eq, isNull, or } from 'drizzle-orm';
import type { MediaUsage } from '../../src/schema/entities/upload';
import type { Db } from '../db/connect';
import { layouts, layoutVersions } from '../db/schema';

/**
 * An upload named in any text: `/uploads/upl_x.…` (the original, a variant, or the same path
 * under MEDIA_BASE_URL). The id is everything before the first dot of the file name.
 */
const UPLOAD_REFERENCE = /\/uploads\/([A-Za-z0-9_-]+)\./g;

function referencedIds(value: unknown): Set<string> {
  const text = JSON.stringify(value ?? null);
  return new Set([...text.matchAll(UPLOAD_REFERENCE)].map((match) => match[1]!));
}

interface DocumentLike {
  components?: { id?: unknown; type?: unknown; name?: unknown; data?: unknown; styles?: unknown }[];
  theme?: unknown;
  custom_css?: unknown;
}

type Found = Map<string, MediaUsage>;

/** Records, per upload id, each component (or the theme and CSS) of one document naming it. */
function scanDocument(
  document: DocumentLike | null,
  layout: { id: string; name: string },
  published: boolean,
  into: Map<string, Found>,
): void {
  if (!document) return;
  const mark = (uploadId: string, place: Omit<MediaUsage, 'in_draft' | 'in_published'>) => {
    const found = into.get(uploadId) ?? new Map<string, MediaUsage>();
    into.set(uploadId, found);
    const key = place.component_id ?? '';
    const usage = found.get(key) ?? { ...place, in_draft: false, in_published: false };
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
export async function mediaUsages(db: Db, siteId: string): Promise<Map<string, MediaUsage[]>> {
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
