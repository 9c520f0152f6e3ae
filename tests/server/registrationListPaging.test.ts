// @vitest-environment node
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, tokens, users } from '../../server/db/schema';
import { SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

interface Page {
  data: {
    id: number;
    token_id: string;
    owner_email: string | null;
    owner_address: string | null;
  }[];
  pagination: { total_count: number; next: string | null };
}

async function list(collectionId: string, query = ''): Promise<Page> {
  const res = await fetch(`${server.url}/v1/collections/${collectionId}/registrations${query}`, {
    headers: { 'x-api-key': SK },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
}

/** A collection with the given tokens, each registered to a new user of that e-mail (or not). */
async function collectionWith(id: string, owned: [tokenId: string, email: string | null][]) {
  const db = server.db;
  await db.insert(collections).values({ id, siteId: 'site_demo', slug: id, name: id });
  const people = owned.filter(([, email]) => email !== null);
  if (people.length > 0)
    await db
      .insert(users)
      .values(people.map(([tokenId, email]) => ({ id: `usr_${id}_${tokenId}`, email })));
  if (owned.length > 0)
    await db.insert(tokens).values(
      owned.map(([tokenId, email]) => ({
        collectionId: id,
        tokenId,
        shortUrl: `${id}-${tokenId}`,
        ownerUserId: email === null ? null : `usr_${id}_${tokenId}`,
        registeredAt: email === null ? null : new Date(Date.UTC(2025, 0, Number(tokenId) || 1)),
      })),
    );
}

// Each check makes a dozen requests and writes: on a busy machine that is more than the default
// five seconds, which is no rule of the list.
describe(
  'the registrations list: totals, orders and searches over the tokens alone',
  { timeout: 30_000 },
  () => {
    it('keeps the total without a search exact through registrations, revocations, moves and deletions', async () => {
      const db = server.db;
      await collectionWith('col_paging_count', [
        ['1', 'one@example.com'],
        ['2', 'two@example.com'],
        ['3', null],
        ['4', 'four@example.com'],
      ]);
      expect((await list('col_paging_count')).pagination.total_count).toBe(3);

      // A revocation, then a registration of the token nobody had.
      await db
        .update(tokens)
        .set({ ownerUserId: null, registeredAt: null })
        .where(eq(tokens.shortUrl, 'col_paging_count-1'));
      await db
        .update(tokens)
        .set({ ownerUserId: 'usr_col_paging_count_2', registeredAt: new Date() })
        .where(eq(tokens.shortUrl, 'col_paging_count-3'));
      // A transfer keeps the count: the token stays registered, to someone else.
      await db
        .update(tokens)
        .set({ ownerUserId: 'usr_col_paging_count_4', registeredAt: new Date() })
        .where(eq(tokens.shortUrl, 'col_paging_count-2'));
      expect((await list('col_paging_count')).pagination.total_count).toBe(3);

      // A registered token moved to another collection, and a deleted one.
      await collectionWith('col_paging_other', []);
      await db
        .update(tokens)
        .set({ collectionId: 'col_paging_other' })
        .where(eq(tokens.shortUrl, 'col_paging_count-3'));
      await db.delete(tokens).where(eq(tokens.shortUrl, 'col_paging_count-4'));
      const left = await list('col_paging_count');
      expect(left.pagination.total_count).toBe(1);
      expect(left.data.map((r) => r.token_id)).toEqual(['2']);
      expect((await list('col_paging_other')).pagination.total_count).toBe(1);

      // A page past the end still says how many there are.
      expect((await list('col_paging_count', '?offset=50')).pagination.total_count).toBe(1);
    });

    it('reads every order backwards when descending: numbers, then other token ids, then owners', async () => {
      await collectionWith('col_paging_order', [
        ['10', 'carol@example.com'],
        ['2', 'alice@example.com'],
        ['B-7', 'dave@example.com'],
        ['A-1', 'bob@example.com'],
      ]);
      const order = async (query: string, pick: (r: Page['data'][number]) => string | null) =>
        (await list('col_paging_order', query)).data.map(pick);
      const byNumber = ['2', '10', 'A-1', 'B-7'];
      expect(await order('?sort=token_id&order=asc', (r) => r.token_id)).toEqual(byNumber);
      expect(await order('?sort=token_id&order=desc', (r) => r.token_id)).toEqual(
        [...byNumber].reverse(),
      );
      const byOwner = [
        'alice@example.com',
        'bob@example.com',
        'carol@example.com',
        'dave@example.com',
      ];
      expect(await order('?sort=owner&order=asc', (r) => r.owner_email)).toEqual(byOwner);
      expect(await order('?sort=owner&order=desc', (r) => r.owner_email)).toEqual(
        [...byOwner].reverse(),
      );
      const pages = [
        await list('col_paging_order', '?sort=token_id&order=desc&limit=3'),
        await list('col_paging_order', '?sort=token_id&order=desc&limit=3&offset=3'),
      ];
      expect(pages.flatMap((p) => p.data.map((r) => r.token_id))).toEqual([...byNumber].reverse());
    });

    it('sorts by an owner’s e-mail as it is now, and by the wallet address of a wallet owner', async () => {
      const db = server.db;
      await collectionWith('col_paging_owner', [
        ['1', 'mallory@example.com'],
        ['2', 'nina@example.com'],
      ]);
      await db.insert(users).values({ id: 'usr_paging_wallet', walletAddress: '0xabc' });
      await db.insert(tokens).values({
        collectionId: 'col_paging_owner',
        tokenId: '3',
        shortUrl: 'col_paging_owner-3',
        ownerUserId: 'usr_paging_wallet',
        ownerAddress: '0xabc',
        registeredAt: new Date(),
      });
      const owners = async () =>
        (await list('col_paging_owner', '?sort=owner&order=asc')).data.map(
          (r) => r.owner_email ?? r.owner_address,
        );
      expect(await owners()).toEqual(['0xabc', 'mallory@example.com', 'nina@example.com']);
      await db
        .update(users)
        .set({ email: 'zed@example.com' })
        .where(eq(users.id, 'usr_col_paging_owner_1'));
      expect(await owners()).toEqual(['0xabc', 'nina@example.com', 'zed@example.com']);
    });

    it('finds owners by part of their e-mail or wallet address in any case, and counts the matches', async () => {
      await collectionWith('col_paging_search', [
        ['1', 'Ada.Lovelace@example.com'],
        ['2', 'ada@example.org'],
        ['3', 'grace@example.com'],
      ]);
      await server.db
        .insert(users)
        .values({ id: 'usr_paging_search_wallet', walletAddress: '0xada' });
      await server.db
        .update(tokens)
        .set({ ownerUserId: 'usr_paging_search_wallet', registeredAt: new Date() })
        .where(inArray(tokens.shortUrl, ['col_paging_search-3']));
      const found = await list('col_paging_search', '?q=ADA&sort=token_id&order=asc&limit=2');
      expect(found.data.map((r) => r.token_id)).toEqual(['1', '2']);
      expect(found.pagination.total_count).toBe(3);
      expect(found.pagination.next).toContain('offset=2');
      const rest = await list(
        'col_paging_search',
        '?q=ADA&sort=token_id&order=asc&limit=2&offset=2',
      );
      expect(rest.data.map((r) => r.owner_address)).toEqual(['0xada']);
      expect(rest.pagination.total_count).toBe(3);
      expect((await list('col_paging_search', '?q=50%25')).pagination.total_count).toBe(0);
    });
  },
);
