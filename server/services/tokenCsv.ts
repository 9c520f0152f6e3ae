import Papa from 'papaparse';
import {
  MAX_TOKENS_PER_CALL,
  TOKEN_ID_PATTERN,
  type CsvRowError,
} from '../../src/schema/entities/tokenAdmin';

/** The largest CSV file taken: 10,000 rows of a few attributes fit with room to spare. */
export const CSV_BODY_LIMIT = 2 * 1024 * 1024;
const MAX_COLUMNS = 50;

export interface CsvToken {
  line: number;
  tokenId: string;
  attributes: Record<string, string>;
}

export type CsvResult = { ok: true; rows: CsvToken[] } | { ok: false; errors: CsvRowError[] };

/**
 * A token file: a header line with `token_id` and any attribute columns, one token a line. Every
 * bad row is named with its line (the header is line 1) and why; a file with any is refused whole.
 */
export function parseTokenCsv(text: string): CsvResult {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const errors: CsvRowError[] = [];
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('token_id'))
    return { ok: false, errors: [{ line: 1, reason: 'the header has no token_id column' }] };
  const attributeColumns = fields.filter((f) => f !== 'token_id');
  if (fields.length > MAX_COLUMNS)
    errors.push({ line: 1, reason: `at most ${MAX_COLUMNS} columns` });
  for (const name of attributeColumns)
    if (name === '' || name.length > 64 || name === '__parsed_extra')
      errors.push({
        line: 1,
        reason: `column "${name.slice(0, 64)}" needs a name of 1 to 64 characters`,
      });
  if (new Set(fields).size !== fields.length)
    errors.push({ line: 1, reason: 'a column name appears twice' });
  if (parsed.data.length > MAX_TOKENS_PER_CALL)
    return {
      ok: false,
      errors: [...errors, { line: 1, reason: `at most ${MAX_TOKENS_PER_CALL} rows in one file` }],
    };

  // Line numbers come from where each row starts in the text (fields may span lines).
  const starts = rowStartLines(text);
  const lineOf = (index: number) => starts[index] ?? index + 2;
  const seen = new Map<string, number>();
  const rows: CsvToken[] = [];
  for (const issue of parsed.errors)
    if (issue.row !== undefined) errors.push({ line: lineOf(issue.row), reason: issue.message });
  parsed.data.forEach((record, index) => {
    const line = lineOf(index);
    const tokenId = (record.token_id ?? '').trim();
    if (!tokenId) return errors.push({ line, reason: 'token_id is empty' });
    if (!TOKEN_ID_PATTERN.test(tokenId))
      return errors.push({
        line,
        reason: `token_id "${tokenId.slice(0, 100)}" may only hold letters, digits, dots, hyphens and underscores (1 to 100)`,
      });
    const first = seen.get(tokenId);
    if (first !== undefined)
      return errors.push({ line, reason: `token_id "${tokenId}" is already on line ${first}` });
    seen.set(tokenId, line);
    const attributes: Record<string, string> = {};
    for (const name of attributeColumns) {
      const value = (record[name] ?? '').trim();
      if (value.length > 1000)
        return errors.push({ line, reason: `${name} is longer than 1000 characters` });
      if (value) attributes[name] = value;
    }
    rows.push({ line, tokenId, attributes });
  });
  errors.sort((a, b) => a.line - b.line);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/**
 * The line each data row starts on (the header is line 1): blank lines are skipped as papaparse
 * skips them, and a quoted field may span lines.
 */
function rowStartLines(text: string): number[] {
  const starts: number[] = [];
  let line = 1;
  let inQuotes = false;
  let rowStart: number | null = null;
  let headerSeen = false;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    if (ch === '"') inQuotes = !inQuotes;
    const endOfRow = ch === undefined || (ch === '\n' && !inQuotes);
    if (endOfRow) {
      if (rowStart !== null) {
        if (headerSeen) starts.push(rowStart);
        headerSeen = true;
      }
      rowStart = null;
    } else if (rowStart === null && /\S/.test(ch)) rowStart = line;
    if (ch === '\n') line++;
  }
  return starts;
}
