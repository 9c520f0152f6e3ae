import type { HonoRequest } from 'hono';
import type { Db } from '../db/connect';
import { ApiError, badRequest } from '../errors';
import { CSV_BODY_LIMIT, parseTokenCsv, type CsvToken } from './tokenCsv';
import { existingTokenIds } from './tokenWrites';

// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000/;

/**
 * A token CSV request body, read within its size bound, parsed and checked against the tokens
 * the collection already has. Any bad row: 400 naming every one (line and reason), nothing kept.
 */
export async function readTokenCsv(
  // Hono's request, whose body reads are cached: a middleware may have read it already.
  request: HonoRequest,
  db: Db,
  collectionId: string,
): Promise<CsvToken[]> {
  const declared = Number(request.header('content-length') ?? 0);
  if (declared > CSV_BODY_LIMIT) throw tooLarge();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > CSV_BODY_LIMIT) throw tooLarge();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw badRequest('The CSV file is not UTF-8 text');
  }
  if (UNSTORABLE.test(text)) throw badRequest('The CSV file may not contain the NUL character');
  const parsed = parseTokenCsv(text);
  const errors = parsed.ok ? [] : parsed.errors;
  if (parsed.ok) {
    const taken = new Set(
      await existingTokenIds(
        db,
        collectionId,
        parsed.rows.map((r) => r.tokenId),
      ),
    );
    for (const row of parsed.rows)
      if (taken.has(row.tokenId))
        errors.push({
          line: row.line,
          reason: `token_id "${row.tokenId}" already exists in this collection`,
        });
  }
  if (errors.length === 0 && parsed.ok) {
    if (parsed.rows.length === 0) throw badRequest('The CSV file has no token rows');
    return parsed.rows;
  }
  const shown = errors.slice(0, 20).map((e) => `line ${e.line}: ${e.reason}`);
  const more = errors.length > 20 ? `; and ${errors.length - 20} more` : '';
  throw badRequest(
    `The CSV file has ${errors.length} bad row${errors.length === 1 ? '' : 's'}; nothing was imported. ${shown.join('; ')}${more}`,
    { rows: errors },
  );
}

const tooLarge = () =>
  new ApiError(413, `The CSV file may be at most ${CSV_BODY_LIMIT} bytes (2 MB)`);
