/**
 * How deep JSON may nest: arrays and objects inside one another at most this many levels. A
 * layout document nests about ten levels; the bound leaves room for any real value while keeping
 * every walk over a value short, so no check can run out of stack or hold the event loop.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * True when JSON text opens more than `max` arrays or objects inside one another: one pass over
 * the text, brackets inside strings ignored, nothing parsed — so a hostile body is refused before
 * any parser or check walks it.
 */
export function jsonTextTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92 /* \ */) i++;
      else if (code === 34 /* " */) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 91 /* [ */ || code === 123 /* { */) {
      if (++depth > max) return true;
    } else if (code === 93 /* ] */ || code === 125 /* } */) depth--;
  }
  return false;
}

/**
 * The same bound for a value already in memory: an explicit stack (values and their depths side
 * by side), no recursion; only arrays and objects are pushed.
 */
export function valueTooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const nodes: object[] = [value];
  const depths: number[] = [1];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    if (depth > max) return true;
    const children: unknown[] = Array.isArray(node) ? node : Object.values(node);
    for (let i = 0; i < children.length; i++) {
      const child = children[i];
      if (typeof child === 'object' && child !== null) {
        nodes.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}

/** What a 400 says when the bound is passed. */
export const tooDeepMessage = (where: string) =>
  `${where}: nested more than ${MAX_JSON_DEPTH} levels deep (arrays and objects inside one another)`;
