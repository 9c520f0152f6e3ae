import { isRecord } from '../../src/schema/isRecord';
import type { Db } from '../db/connect';
import { badRequest } from '../errors';
import { requireSiteLayout } from './siteLayout';

const FIELD = 'registration_settings.onSuccessLayout.id';

/**
 * The layout a registration moves to on success (registration settings' onSuccessLayout.id)
 * must exist and be published: visitors are sent to its published revision, and an unpublished
 * one would leave them on an empty page. Refused with the reason, never stored.
 */
export async function requirePublishedSuccessLayout(
  db: Db,
  settings: unknown,
  siteId: string,
): Promise<void> {
  if (!isRecord(settings) || !isRecord(settings.onSuccessLayout)) return;
  const id = settings.onSuccessLayout.id;
  if (id === undefined || id === null || id === '') return;
  if (typeof id !== 'string' || id.length > 100) throw badRequest(`${FIELD}: not a layout id`);
  const layout = await requireSiteLayout(db, id, siteId, FIELD);
  if (layout.publishedRevision === null)
    throw badRequest(
      `${FIELD}: the layout "${layout.name}" is not published, so visitors would see nothing after registering; publish it first`,
    );
}
