import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { uploads } from '../db/schema';
import type { Storage } from '../storage';

/** A file the seed stores that the demo's pages use, as the media library lists it. */
export interface SeedFile {
  /** Its stored name, `seed-….ext`. */
  fileName: string;
  /** The name the library shows, as if the owner had uploaded it. */
  name: string;
  kind: 'image' | 'video' | 'audio';
  mime: string;
  width?: number;
  height?: number;
}

/**
 * A seed file's library id: the stored name up to its first dot, which is how the library finds
 * where layouts use a file (`/uploads/{id}.…`), so the seed's own pages count as uses and the
 * files they show cannot be deleted from under them. Fixed, so seeding again adds no second row.
 */
export const seedUploadId = (fileName: string) => fileName.slice(0, fileName.indexOf('.'));

/** Stored objects are only read for their size: an unsatisfiable range opens no stream. */
const sizeOf = async (storage: Storage, fileName: string) =>
  (await storage.read(fileName, () => 'unsatisfiable'))?.size ?? null;

/**
 * Puts the seed's files in the demo site's media library: the owner finds there the files the
 * demo's pages show. A file already listed keeps its row, and one no longer stored (deleted
 * from the library) is not brought back. Runs when the demo is seeded and, for a site seeded
 * before the seed listed its files, at every start (a few reads, nothing written once done).
 */
export async function listSeedFiles(
  db: Db,
  storage: Storage,
  siteId: string,
  files: readonly SeedFile[],
): Promise<number> {
  const ids = files.map((file) => seedUploadId(file.fileName));
  const listed = new Set(
    (await db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids))).map(
      (row) => row.id,
    ),
  );
  const missing = files.filter((file) => !listed.has(seedUploadId(file.fileName)));
  const rows = [];
  for (const file of missing) {
    const size = await sizeOf(storage, file.fileName);
    if (size === null) continue;
    rows.push({
      id: seedUploadId(file.fileName),
      siteId,
      kind: file.kind,
      mime: file.mime,
      size,
      fileName: file.fileName,
      name: file.name,
      width: file.width ?? null,
      height: file.height ?? null,
    });
  }
  if (rows.length === 0) return 0;
  // Two processes starting at once may both find a file missing: the second adds nothing.
  const added = await db
    .insert(uploads)
    .values(rows)
    .onConflictDoNothing({ target: uploads.id })
    .returning({ id: uploads.id });
  return added.length;
}
