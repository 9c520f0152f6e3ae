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

/** The same bound for a value already in memory: an explicit stack, no recursion. */
export function valueTooDeep(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/** What a 400 says when the bound is passed. */
export const tooDeepMessage = (where: string) =>
  `${where}: nested more than ${MAX_JSON_DEPTH} levels deep (arrays and objects inside one another)`;
