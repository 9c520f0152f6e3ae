// @vitest-environment node
/**
 * How layout documents are stored: on a PostgreSQL that has lz4, the layouts' and their
 * history's documents are compressed with it (a save spends a third of the time pglz took);
 * where there is none (the embedded PGlite), they are stored without compression, which pglz
 * would otherwise spend a third of every save on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/connect';
import { rows } from '../../../server/db/rows';
import { layouts, layoutVersions } from '../../../server/db/schema';
import { createFreshDatabase } from '../support/freshDatabase';

const postgresUrl = process.env.DATABASE_URL;

/** A document large enough to be compressed when stored (over PostgreSQL's 2 KB threshold). */
const largeDocument = {
  version: 3,
  components: Array.from({ length: 60 }, (_, i) => ({
    id: `c-${i}`,
    type: 'text',
    data: { content: `<p>Paragraph ${i} of a long page, written out at length.</p>` },
  })),
};

async function storeAndRead(databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-compression-'));
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const { db } = database;
    await db.insert(layouts).values({ id: 'lay_big', name: 'Big', document: largeDocument });
    await db
      .insert(layoutVersions)
      .values({ layoutId: 'lay_big', revision: 1, name: 'Big', document: largeDocument });
    const [stored] = await db.select({ document: layouts.document }).from(layouts);
    const methods = await rows<{ relname: string; attcompression: string; attstorage: string }>(
      db,
      sql`select c.relname, a.attcompression, a.attstorage from pg_attribute a join pg_class c on c.oid = a.attrelid
          where c.relname in ('layouts', 'layout_versions') and a.attname = 'document'
          order by c.relname`,
    );
    const compressed = await rows<{ method: string | null }>(
      db,
      sql`select pg_column_compression(document) as method from layout_versions`,
    );
    return { stored: stored?.document, methods, compressed };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('layout documents as stored', () => {
  it('on the embedded database: out of line and uncompressed, and documents round-trip', async () => {
    const { stored, methods, compressed } = await storeAndRead(undefined);
    expect(stored).toEqual(largeDocument);
    expect(methods.map((m) => m.attstorage)).toEqual(['e', 'e']);
    expect(compressed[0]?.method).toBeNull();
  }, 60_000);

  it.skipIf(!postgresUrl)(
    'on PostgreSQL: both tables compress documents with lz4',
    async () => {
      const fresh = await createFreshDatabase(postgresUrl!);
      try {
        const { stored, methods, compressed } = await storeAndRead(fresh.url);
        expect(stored).toEqual(largeDocument);
        expect(methods).toEqual([
          { relname: 'layout_versions', attcompression: 'l', attstorage: 'x' },
          { relname: 'layouts', attcompression: 'l', attstorage: 'x' },
        ]);
        expect(compressed[0]?.method).toBe('lz4');
      } finally {
        await fresh.drop();
      }
    },
    60_000,
  );
});
