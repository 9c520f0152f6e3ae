import { createHash } from 'node:crypto';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The CSP hashes ('sha256-…') of every distinct style attribute in server-rendered markup. The
 * page's policy allows no inline style in general; the renderer sets some styles per element
 * (sizes, colours from a block's settings), which in the browser go through the style object
 * and need no permission, but in markup are attributes: the policy names exactly these values
 * (style-src-attr 'unsafe-hashes'), so what the server rendered applies and nothing else does.
 */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    values.add((match[1] ?? '').replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!));
  }
  return [...values].map(
    (value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`,
  );
}
