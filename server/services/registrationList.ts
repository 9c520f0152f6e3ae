import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import Papa from 'papaparse';
import type { z } from 'zod';
import type {
  registrationListQuery,
  RegistrationRow,
} from '../../src/schema/entities/registrationAdmin';
import type { Db } from '../db/connect';
import { tokens, users } from '../db/schema';

type Json = Record<string, unknown>;
type Query = z.output<typeof registrationListQuery>;

export interface ConsentColumn {
  id: string;
  label: string;
}

/** The consents of a collection's registration form, in order (those without a label are off). */
export function consentColumns(settings: Json | null | undefined): ConsentColumn[] {
  const form = (settings?.form ?? {}) as { consents?: Json[] };
  return (form.consents ?? [])
    .filter((c) => c.label !== undefined && c.label !== null && String(c.label).trim() !== '')
    .map((c) => ({ id: String(c.id), label: String(c.label) }));
}

const rowColumns = {
  id: tokens.id,
  tokenId: tokens.tokenId,
  email: users.email,
  walletAddress: users.walletAddress,
  ownerAddress: tokens.ownerAddress,
  registeredAt: tokens.registeredAt,
  metadata: tokens.registrationMetadata,
};
type ListRow = {
  id: number;
  tokenId: string;
  email: string | null;
  walletAddress: string | null;
  ownerAddress: string | null;
  registeredAt: Date | null;
  metadata: Json | null;
};

/** One row as the brand sees it: consents by id (true or false), every other field as text. */
export function toRegistrationRow(row: ListRow, consents: ConsentColumn[]): RegistrationRow {
  const metadata = row.metadata ?? {};
  const consentIds = new Set(consents.map((c) => c.id));
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (consentIds.has(key) || value === null || value === undefined) continue;
    fields[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  const wallet = row.ownerAddress ?? null;
  return {
    id: row.id,
    token_id: row.tokenId,
    owner_email: row.email,
    owner_address: wallet ?? row.walletAddress,
    method: wallet ? 'wallet' : 'email',
    registered_at: (row.registeredAt ?? new Date(0)).toISOString(),
    consents: Object.fromEntries(consents.map((c) => [c.id, metadata[c.id] === true])),
    fields,
  };
}

/** A search that is a whole number looks for that token; anything else, for owners. */
const isTokenNumber = (q: string | undefined) => q !== undefined && /^\d{1,18}$/.test(q);

/**
 * The filter of the list: the collection's registered tokens (registered_at is set exactly while
 * a token has an owner). With `q`: a number finds the token of that number (an index lookup);
 * other text finds owners whose e-mail or wallet address contains it.
 */
function where(collectionId: string, q: string | undefined): SQL | undefined {
  const registered = and(eq(tokens.collectionId, collectionId), isNotNull(tokens.registeredAt));
  if (!q) return registered;
  if (isTokenNumber(q)) return and(registered, eq(tokens.tokenId, q));
  const pattern = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return and(
    registered,
    or(
      eq(tokens.tokenId, q),
      ilike(users.email, pattern),
      ilike(tokens.ownerAddress, pattern),
      ilike(users.walletAddress, pattern),
    ),
  );
}

function orderBy(query: Query): SQL[] {
  const dir = query.order === 'asc' ? asc : desc;
  const nulls = sql.raw(query.order === 'asc' ? 'asc nulls last' : 'desc nulls last');
  switch (query.sort) {
    case 'token_id':
      // Numbers in number order (2 before 10), other token ids after them in text order.
      return [
        sql`(case when ${tokens.tokenId} ~ '^[0-9]{1,18}$' then ${tokens.tokenId}::bigint end) ${nulls}`,
        dir(tokens.tokenId),
      ];
    case 'owner':
      return [
        sql`coalesce(${users.email}, ${tokens.ownerAddress}, ${users.walletAddress}) ${nulls}`,
        dir(tokens.id),
      ];
    default:
      // Served by tokens_registered_idx (collection, registered_at, id): a page is an index range.
      return [dir(tokens.registeredAt), dir(tokens.id)];
  }
}

/**
 * A page of a collection's registrations and how many match in all. Without a search, sorted by
 * date or number, the page's token ids are found first on the tokens alone (for the date order
 * an index range, tokens_registered_idx) and only those rows are joined to their owners: rows
 * skipped by the offset are never joined.
 */
export async function listRegistrations(db: Db, collectionId: string, query: Query) {
  const filter = where(collectionId, query.q);
  // Owners are needed only to search by them or to sort by them.
  if ((!query.q || isTokenNumber(query.q)) && query.sort !== 'owner') {
    const [ids, [total]] = await Promise.all([
      db
        .select({ id: tokens.id })
        .from(tokens)
        .where(filter)
        .orderBy(...orderBy(query))
        .limit(query.limit)
        .offset(query.offset),
      db.select({ n: count() }).from(tokens).where(filter),
    ]);
    const order = new Map(ids.map((row, i) => [row.id, i]));
    const rows =
      ids.length === 0
        ? []
        : await db
            .select(rowColumns)
            .from(tokens)
            .leftJoin(users, eq(users.id, tokens.ownerUserId))
            .where(
              inArray(
                tokens.id,
                ids.map((row) => row.id),
              ),
            );
    rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return { rows, total: total?.n ?? 0 };
  }
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(tokens)
      .leftJoin(users, eq(users.id, tokens.ownerUserId))
      .where(filter)
      .orderBy(...orderBy(query))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(tokens)
      .leftJoin(users, eq(users.id, tokens.ownerUserId))
      .where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every matching registration (no paging), in the list's order. */
export async function allRegistrations(db: Db, collectionId: string, query: Query) {
  return db
    .select(rowColumns)
    .from(tokens)
    .leftJoin(users, eq(users.id, tokens.ownerUserId))
    .where(where(collectionId, query.q))
    .orderBy(...orderBy(query));
}

/** The usual registration fields first, in the form's order; any others after, by name. */
const FIELD_ORDER = ['firstName', 'lastName', 'postalCode', 'phoneNumber', 'birthday'];

/**
 * The registrations as CSV: token, owner, method and date, one column per consent (yes/no,
 * headed by its label) and one per registration field found. Cells that a spreadsheet would run
 * as a formula are escaped.
 */
export function registrationsCsv(rows: RegistrationRow[], consents: ConsentColumn[]): string {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row.fields)) seen.add(key);
  const fields = [
    ...FIELD_ORDER.filter((f) => seen.has(f)),
    ...[...seen].filter((f) => !FIELD_ORDER.includes(f)).sort(),
  ];
  const header = [
    'token_id',
    'owner_email',
    'owner_address',
    'method',
    'registered_at',
    ...consents.map((c) => c.label),
    ...fields,
  ];
  const data = rows.map((r) => [
    r.token_id,
    r.owner_email ?? '',
    r.owner_address ?? '',
    r.method,
    r.registered_at,
    ...consents.map((c) => (r.consents[c.id] ? 'yes' : 'no')),
    ...fields.map((f) => r.fields[f] ?? ''),
  ]);
  return `${Papa.unparse({ fields: header, data }, { escapeFormulae: true })}\r\n`;
}
