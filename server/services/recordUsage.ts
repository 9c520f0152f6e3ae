import { and, eq, or, sql } from 'drizzle-orm';
import type { RecordUsage } from '../../src/schema/entities/upload';
import type { Db } from '../db/connect';
import { activities, collections, sections, sites, tokens } from '../db/schema';
import { referencedIds, referencePattern } from './uploadReferences';

type Place = Omit<RecordUsage, 'field'>;

/** A post as its list names it: its title, else the start of its text ('' when it has neither). */
function postName(title: string | null, content: string | null): string {
  if (title) return title;
  const text = (content ?? '').replace(/\s+/g, ' ').trim();
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/**
 * Where a site's records other than its layouts name each of `uploadIds`: its collections'
 * fields and settings, its tokens' own images and attributes, its posts, its saved sections and
 * its brand. A record naming a file in two of its fields is listed once per field.
 */
export async function recordUsages(
  db: Db,
  siteId: string,
  uploadIds: readonly string[],
): Promise<Map<string, RecordUsage[]>> {
  const wanted = new Set(uploadIds);
  const found = new Map<string, RecordUsage[]>();
  const scan = (place: Place, fields: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(fields)) {
      for (const id of referencedIds(value)) {
        if (!wanted.has(id)) continue;
        found.set(id, [...(found.get(id) ?? []), { ...place, field }]);
      }
    }
  };
  const pattern = referencePattern(uploadIds);
  const ofSite = eq(collections.siteId, siteId);
  const [site, collectionRows, tokenRows, postRows, sectionRows] = await Promise.all([
    db.select({ name: sites.name, company: sites.company }).from(sites).where(eq(sites.id, siteId)),
    db.select().from(collections).where(ofSite),
    // Tokens and posts may be many: only those naming one of the files are read.
    db
      .select({
        tokenId: tokens.tokenId,
        images: tokens.images,
        attributes: tokens.attributes,
        collectionId: collections.id,
        collectionName: collections.name,
      })
      .from(tokens)
      .innerJoin(collections, eq(collections.id, tokens.collectionId))
      .where(
        and(
          ofSite,
          or(
            sql`${tokens.images}::text ~ ${pattern}`,
            sql`${tokens.attributes}::text ~ ${pattern}`,
          ),
        ),
      ),
    db
      .select({
        id: activities.id,
        title: activities.title,
        content: activities.content,
        imageUrl: activities.imageUrl,
        gallery: activities.gallery,
        collectionId: collections.id,
        collectionName: collections.name,
      })
      .from(activities)
      .innerJoin(collections, eq(collections.id, activities.collectionId))
      .where(
        and(
          ofSite,
          or(
            sql`coalesce(${activities.imageUrl}, '') ~ ${pattern}`,
            sql`${activities.gallery}::text ~ ${pattern}`,
          ),
        ),
      ),
    db
      .select({ id: sections.id, name: sections.name, fragment: sections.fragment })
      .from(sections)
      .where(eq(sections.siteId, siteId)),
  ]);
  const none = { collection_id: null, collection_name: null };
  for (const row of site) {
    scan({ place: 'site', id: siteId, name: row.name, ...none }, row.company);
  }
  for (const row of collectionRows) {
    scan(
      { place: 'collection', id: row.id, name: row.name, ...none },
      {
        image: row.image,
        gallery: row.gallery,
        attributes: row.attributes,
        description: row.description,
        registration_settings: row.registrationSettings,
        activity_settings: row.activitySettings,
      },
    );
  }
  for (const row of tokenRows) {
    const collection = { collection_id: row.collectionId, collection_name: row.collectionName };
    scan(
      { place: 'token', id: row.tokenId, name: `#${row.tokenId}`, ...collection },
      { images: row.images, attributes: row.attributes },
    );
  }
  for (const row of postRows) {
    const collection = { collection_id: row.collectionId, collection_name: row.collectionName };
    scan(
      { place: 'post', id: row.id, name: postName(row.title, row.content), ...collection },
      { image: row.imageUrl, gallery: row.gallery },
    );
  }
  for (const row of sectionRows) {
    scan({ place: 'section', id: row.id, name: row.name, ...none }, { fragment: row.fragment });
  }
  return found;
}
