import { eq } from 'drizzle-orm';
import { isRecord } from '../../src/schema/isRecord';
import type { Db } from '../db/connect';
import { layouts } from '../db/schema';
import { badRequest } from '../errors';

const FIELD = 'registration_settings.onSuccessLayout.id';

/**
 * The layout a registration moves to on success (registration settings' onSuccessLayout.id)
 * must exist and be published: visitors are sent to its published revision, and an unpublished
 * one would leave them on an empty page. Refused with the reason, never stored.
 */
export async function requirePublishedSuccessLayout(db: Db, settings: unknown): Promise<void> {
  if (!isRecord(settings) || !isRecord(settings.onSuccessLayout)) return;
  const id = settings.onSuccessLayout.id;
  if (id === undefined || id === null || id === '') return;
  if (typeof id !== 'string' || id.length > 100) throw badRequest(`${FIELD}: not a layout id`);
  const [layout] = await db
    .select({ name: layouts.name, published: layouts.publishedRevision })
    .from(layouts)
    .where(eq(layouts.id, id))
    .limit(1);
  if (!layout) throw badRequest(`${FIELD}: no layout "${id}"`);
  if (layout.published === null)
    throw badRequest(
      `${FIELD}: the layout "${layout.name}" is not published, so visitors would see nothing after registering; publish it first`,
    );
}
