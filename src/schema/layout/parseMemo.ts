import type { z } from 'zod';

/**
 * What a component schema made of a value, by the value's JSON text. A save sends the whole
 * document each time while the owner has changed a block or two, and checking every block
 * against its schema anew was most of a save's work on the server. An output depends on its
 * input alone and is frozen, so the output of an equal text is shared. (A default that is
 * generated — a consent's id — is then the same for the same text, as it would be had the text
 * carried it.)
 *
 * Bounded by the characters of the texts it keeps, the least recently used dropped first; a
 * value longer than MAX_TEXT is checked each time.
 */
const BUDGET_CHARS = 4_000_000;
const MAX_TEXT = 32_000;

const schemaIds = new WeakMap<z.ZodType, number>();
let nextSchemaId = 0;
const outputs = new Map<string, Record<string, unknown>>();
let chars = 0;

function schemaId(schema: z.ZodType): number {
  let id = schemaIds.get(schema);
  if (id === undefined) {
    id = nextSchemaId++;
    schemaIds.set(schema, id);
  }
  return id;
}

/**
 * The key of a value for this schema, or null when the value is not kept: too long, or not
 * JSON at all (a cycle, a BigInt), checked each time. The exact check is the API's, whose values
 * come from JSON text, so equal texts are equal values.
 */
export function memoKey(schema: z.ZodType, value: unknown): string | null {
  let text: string;
  try {
    text = JSON.stringify(value ?? {});
  } catch {
    return null;
  }
  return text.length > MAX_TEXT ? null : `${schemaId(schema)}:${text}`;
}

export function recalled(key: string): Record<string, unknown> | undefined {
  const output = outputs.get(key);
  if (output) {
    // Most recently used last: the oldest is dropped first.
    outputs.delete(key);
    outputs.set(key, output);
  }
  return output;
}

export function remember(key: string, output: Record<string, unknown>): void {
  if (outputs.has(key)) return;
  outputs.set(key, output);
  chars += key.length;
  for (const [oldest] of outputs) {
    if (chars <= BUDGET_CHARS) break;
    outputs.delete(oldest);
    chars -= oldest.length;
  }
}
