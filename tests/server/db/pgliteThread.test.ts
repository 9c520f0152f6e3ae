// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteThread, type PgliteLike } from '../../../server/db/pgliteThread';

let dir: string;
let db: PgliteLike;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vitrine-pglite-thread-'));
  db = await startPgliteThread(join(dir, 'db'));
  await db.exec('create table notes (id int primary key, body text not null)');
}, 60_000);

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database in its own thread', () => {
  it('answers queries with their rows, as objects or as arrays', async () => {
    await db.query('insert into notes values ($1, $2)', [1, 'one']);
    expect((await db.query('select id, body from notes where id = $1', [1])).rows).toEqual([
      { id: 1, body: 'one' },
    ]);
    const asArrays = await db.query('select id, body from notes where id = 1', [], {
      rowMode: 'array',
    });
    expect(asArrays.rows).toEqual([[1, 'one']]);
  });

  it("keeps PostgreSQL's error code, so a unique conflict is recognised as one", async () => {
    await expect(db.query('insert into notes values (1, $1)', ['again'])).rejects.toMatchObject({
      code: '23505',
      constraint: 'notes_pkey',
    });
  });

  it('commits a transaction whose work succeeds and rolls back one whose work throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into notes values (2, $1)', ['kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into notes values (3, $1)', ['dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const ids = (await db.query('select id from notes order by id')).rows;
    expect(ids).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('makes a query from outside wait until an open transaction ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into notes values (4, $1)', ['inside']);
      await held;
    });
    const order: string[] = [];
    const outside = db.query('select count(*)::int as n from notes').then((r) => {
      order.push('outside');
      return r.rows[0];
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    order.push('released');
    release();
    await transaction;
    // The outside read ran after the commit: it sees the transaction's row.
    expect(await outside).toEqual({ n: 3 });
    expect(order).toEqual(['released', 'outside']);
  });
});
