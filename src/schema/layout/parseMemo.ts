import type { z } from 'zod';

/**
 * What a component schema made of a value, by the value's JSON text. A save sends the whole
 * document each time while the owner has changed a block or two, and checking every block
 * against its schema anew was most of a save's work on the server. An output depends on its
 * input alone and is frozen, so the output of an equal text is shared. (A default that is
 * generated — a consent's id — is then the same for the same text, as it would be had the text
 * carried it.)
 *
 * Kept in two generations, each a map per schema from the text itself (the string
 * JSON.stringify made, looked up as it is: no key is built around it): what is found in the
 * older one moves to the newer one; when the newer one holds BUDGET_CHARS of texts it becomes
 * the older one and the oldest is dropped whole. So what is used stays, memory is bounded by
 * twice the budget, and a lookup is one or two map reads — never the reordering a strict
 * least-recently-used list does on every hit, which cost a save more than the checks it spared.
 * A value longer than MAX_TEXT is checked each time.
 */
const BUDGET_CHARS = 2_000_000;
const MAX_TEXT = 32_000;

type Generation = WeakMap<z.ZodType, Map<string, Record<string, unknown>>>;

let newer: Generation = new WeakMap();
let older: Generation = new WeakMap();
let newerChars = 0;

/** The memo's key of a value for this schema, or null when the value is not kept. */
export interface MemoKey {
  schema: z.ZodType;
  text: string;
}

/**
 * The key of a value for this schema, or null when the value is not kept: too long, or not
 * JSON at all (a cycle, a BigInt), checked each time. The exact check is the API's, whose values
 * come from JSON text, so equal texts are equal values.
 */
export function memoKey(schema: z.ZodType, value: unknown): MemoKey | null {
  let text: string;
  try {
    text = JSON.stringify(value ?? {});
  } catch {
    return null;
  }
  return text.length > MAX_TEXT ? null : { schema, text };
}

export function recalled({ schema, text }: MemoKey): Record<string, unknown> | undefined {
  const recent = newer.get(schema)?.get(text);
  if (recent) return recent;
  const old = older.get(schema)?.get(text);
  if (old) keep(schema, text, old);
  return old;
}

export function remember({ schema, text }: MemoKey, output: Record<string, unknown>): void {
  if (!newer.get(schema)?.has(text)) keep(schema, text, output);
}

function keep(schema: z.ZodType, text: string, output: Record<string, unknown>): void {
  if (newerChars + text.length > BUDGET_CHARS) {
    older = newer;
    newer = new WeakMap();
    newerChars = 0;
  }
  let texts = newer.get(schema);
  if (!texts) {
    texts = new Map();
    newer.set(schema, texts);
  }
  texts.set(text, output);
  newerChars += text.length;
}
