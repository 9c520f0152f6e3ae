import type { Collection } from '../../schema/entities/collection';
import type { LayoutSummary } from '../../schema/entities/layoutRecord';

/** Which of a collection's pages a layout serves. */
export type PageKind = 'collection' | 'token';

export const PAGE_LABELS: Record<PageKind, string> = {
  collection: 'Collection page',
  token: 'Token pages',
};

/** The layout a page of the collection shows: token pages fall back to the collection page's. */
export function layoutOfPage(collection: Collection, page: PageKind): string | null {
  if (page === 'collection') return collection.layout_id ?? null;
  return collection.token_layout_id ?? collection.layout_id ?? null;
}

/** The visitor address of a page: the collection page, or a token's page. */
export function visitorPath(slug: string, page: PageKind, tokenId?: string | null): string {
  const base = `/c/${encodeURIComponent(slug)}`;
  return page === 'token' && tokenId ? `${base}/${encodeURIComponent(tokenId)}` : base;
}

export interface LivePlacement {
  collection: Collection;
  page: PageKind;
  /** The page names this layout itself (not only through the token pages' fallback). */
  direct: boolean;
}

/** Where a layout is shown: each collection page and token pages that show it. */
export function placementsOf(layoutId: string, collections: Collection[]): LivePlacement[] {
  const found: LivePlacement[] = [];
  for (const collection of collections) {
    if (collection.archived) continue;
    for (const page of ['collection', 'token'] as const) {
      if (layoutOfPage(collection, page) !== layoutId) continue;
      const direct =
        page === 'collection' ? true : (collection.token_layout_id ?? null) === layoutId;
      found.push({ collection, page, direct });
    }
  }
  return found;
}

/** What a live page shows, in the owner's words: the version visitors see, or why nothing. */
export function liveState(layout: LayoutSummary | undefined): {
  live: boolean;
  text: string;
} {
  if (!layout) return { live: false, text: 'No layout chosen' };
  if (layout.published_revision === null)
    return { live: false, text: `“${layout.name}” is not published yet: visitors see nothing` };
  return { live: true, text: `“${layout.name}”, version ${layout.published_revision}` };
}
