import { parseAccept } from 'hono/utils/accept';

/** The content codings we produce, best first: Brotli is smaller than gzip at the same cost. */
export type Encoding = 'br' | 'gzip';
const PREFERRED: readonly Encoding[] = ['br', 'gzip'];

/**
 * The coding to answer with for an Accept-Encoding header, or null for identity: the highest
 * q-value among the ones we produce (a wildcard counts for the ones not named), ties going to
 * Brotli; q=0 refuses a coding. `available` narrows the choice to the codings at hand.
 */
export function chooseEncoding(
  header: string | undefined,
  available: readonly Encoding[] = PREFERRED,
): Encoding | null {
  if (!header) return null;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | null = null;
  for (const encoding of PREFERRED.filter((coding) => available.includes(coding))) {
    const named = accepts.find((accept) => accept.type.toLowerCase() === encoding);
    const q = named ? named.q : (wildcard ?? 0);
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}
