import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { layouts } from '../db/schema';
import { badRequest } from '../errors';

export type SiteLayout = { id: string; name: string; publishedRevision: number | null };

/**
 * The layout a page of `siteId` is given (a collection's page, its token pages, one token's
 * page, the success page) must exist and belong to that site: a site's pages never show
 * another site's layout, whoever asks. A layout saved before layouts had a site (site_id null)
 * stays usable. Refused with a 400 naming `field`, never stored.
 * Called in the transaction that stores the reference, the layout's row stays locked (FOR KEY
 * SHARE) until that transaction ends: a delete of the layout at the same moment waits for it
 * and then clears the reference, or has gone first and this finds no layout.
 */
export async function requireSiteLayout(
  db: Db,
  layoutId: string,
  siteId: string,
  field: string,
): Promise<SiteLayout> {
  const [layout] = await db
    .select({
      id: layouts.id,
      name: layouts.name,
      siteId: layouts.siteId,
      publishedRevision: layouts.publishedRevision,
    })
    .from(layouts)
    .where(eq(layouts.id, layoutId))
    .limit(1)
    .for('key share');
  if (!layout) throw badRequest(`${field}: no layout "${layoutId}"`);
  if (layout.siteId !== null && layout.siteId !== siteId)
    throw badRequest(
      `${field}: the layout "${layout.name}" belongs to another site; choose one of this site’s layouts`,
    );
  return layout;
}
