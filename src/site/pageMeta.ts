import { fillTitle } from '../components/block-grid/placeholders';
import type { Collection } from '../schema/entities/collection';
import type { User } from '../schema/entities/user';

/**
 * The page title: the product name template with its placeholders on a token page
 * (foundation.md, collection name as the fallback), the collection name otherwise.
 */
export function pageTitle(
  collection: Collection,
  tokenId: string | null,
  user: User | null,
): string {
  if (!tokenId) return collection.name;
  return (
    fillTitle(collection.product_name_template, { collection, tokenId, user }) || collection.name
  );
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The characters of HTML entities, where no DOMParser is at hand (the server's render). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? match;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

/** Plain text of a description that may hold HTML, cut for a meta tag. */
export function metaDescription(description: string | null | undefined): string {
  if (!description) return '';
  // DOMParser builds an inert document: no script runs, no image loads.
  const text =
    typeof DOMParser !== 'undefined'
      ? (new DOMParser().parseFromString(
          description.replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, ' '),
          'text/html',
        ).body.textContent ?? '')
      : decodeEntities(description.replace(/<[^>]*>/g, ' '));
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 157).trimEnd()}...` : flat;
}

/** Writes the title and description meta of the page. */
export function applyPageMeta(title: string, description: string): void {
  document.title = title;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = description;
  let og = document.head.querySelector<HTMLMetaElement>('meta[property="og:title"]');
  if (!og) {
    og = document.createElement('meta');
    og.setAttribute('property', 'og:title');
    document.head.appendChild(og);
  }
  og.content = title;
}
