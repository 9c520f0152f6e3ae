import { and, asc, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import Papa from 'papaparse';
import type { z } from 'zod';
import type {
  registrationListQuery,
  RegistrationRow,
} from '../../src/schema/entities/registrationAdmin';
import type { Db } from '../db/connect';
import { collectionRegistrationCounts, tokenNumber, tokens, users } from '../db/schema';

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
 * The filter of the list, on the tokens alone: the collection's registered tokens (registered_at
 * is set exactly while a token has an owner). With `q`: a number finds the token of that number
 * (an index lookup); other text finds owners whose e-mail or wallet address contains it, read
 * from the token's owner label (an account has an e-mail or a wallet address, never both) and
 * wallet address — no owner is joined to every registration to find them.
 */
function where(collectionId: string, q: string | undefined): SQL | undefined {
  const registered = and(eq(tokens.collectionId, collectionId), isNotNull(tokens.registeredAt));
  if (!q) return registered;
  if (isTokenNumber(q)) return and(registered, eq(tokens.tokenId, q));
  // lower() and LIKE rather than ILIKE: the same match, and many times faster on the embedded
  // database, where ILIKE folds case character by character.
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const contains = (column: AnyPgColumn) => sql`lower(${column}) like ${pattern}`;
  return and(
    registered,
    or(eq(tokens.tokenId, q), contains(tokens.ownerLabel), contains(tokens.ownerAddress)),
  );
}

/**
 * The order of the list. Each one is a range of an index over the collection's registered
 * tokens: tokens_registered_idx (date), tokens_registered_number_idx (numbers in number order,
 * other token ids after them in text order), tokens_registered_owner_idx (the owner's e-mail or
 * wallet address). Descending is the exact reverse of ascending, so one index serves both.
 */
function orderBy(query: Query): SQL[] {
  const dir = query.order === 'asc' ? asc : desc;
  switch (query.sort) {
    case 'token_id':
      return [dir(tokenNumber(tokens.tokenId)), dir(tokens.tokenId)];
    case 'owner':
      return [dir(tokens.ownerLabel), dir(tokens.id)];
    default:
      return [dir(tokens.registeredAt), dir(tokens.id)];
  }
}

/**
 * A page of a collection's registrations and how many match in all, in one statement: the page's
 * tokens are found on the tokens alone (an index range for every order) and only those rows are
 * joined to their owners — rows skipped by the offset are never joined. Without a search the
 * total is the collection's kept count (collection_registration_counts), never a count of every
 * registration; with one it is counted over the matches in the same pass that finds the page.
 */
export async function listRegistrations(db: Db, collectionId: string, query: Query) {
  const filter = where(collectionId, query.q);
  const total = query.q
    ? sql<number>`count(*) over ()`
    : sql<number>`(select ${collectionRegistrationCounts.registered} from ${collectionRegistrationCounts} where ${collectionRegistrationCounts.collectionId} = ${collectionId})`;
  const page = db
    .select({ pageId: sql<number>`${tokens.id}`.as('page_id'), total: total.as('total') })
    .from(tokens)
    .where(filter)
    .orderBy(...orderBy(query))
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
  const found = await db
    .select({ ...rowColumns, total: page.total })
    .from(page)
    .innerJoin(tokens, eq(tokens.id, page.pageId))
    .leftJoin(users, eq(users.id, tokens.ownerUserId))
    .orderBy(...orderBy(query));
  const rows = found.map(({ total: _, ...row }) => row);
  if (found.length > 0) return { rows, total: Number(found[0]!.total) };
  // A page past the end (or no match) carries no total: count the matches on their own.
  const [counted] = await db.select({ n: count() }).from(tokens).where(filter);
  return { rows, total: counted?.n ?? 0 };
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
