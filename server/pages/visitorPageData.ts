import {
  collection as collectionSchema,
  type CollectionDetail,
} from '../../src/schema/entities/collection';
import type { SiteRoute } from '../../src/site/routes';
import {
  bareCollectionKey,
  collectionDetailKey,
  HOME_COLLECTIONS_QUERY,
  homeCollectionsKey,
  type PageDataEntry,
} from '../../src/site/ssr/pageData';
import { collectionPageHead, type PageHead } from '../../src/site/pageHead';
import { t } from '../../src/i18n/i18n';
import type { Deps } from '../context';
import { ApiError } from '../errors';
import {
  listCollections,
  readCollectionDetail,
  visitorsOf,
  type CollectionDetailQuery,
} from '../routes/collections';

/** What a visitor page is rendered with, the status it answers and its head. */
export interface VisitorPageData {
  status: 200 | 404;
  entries: PageDataEntry[];
  /**
   * The page's head, made when the page is rendered: its texts are in the language set then
   * (the language is one setting for the whole process, and other requests run while this one
   * waits for its data).
   */
  head: () => PageHead;
}

/** The API's answer for a collection read, or null where the API says 404 (or refuses the query). */
async function detailOrNull(
  deps: Deps,
  slug: string,
  query: CollectionDetailQuery,
  hostSite: string | null,
): Promise<CollectionDetail | null> {
  if ((query.token_id?.length ?? 0) > 100 || (query.layout_id?.length ?? 0) > 100) return null;
  try {
    const entry = await readCollectionDetail(deps, slug, query, visitorsOf(hostSite));
    return JSON.parse(entry.body) as CollectionDetail;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

function plainHead(title: string, canonical: string | null, noindex: boolean): PageHead {
  return { title, description: '', canonical, image: null, jsonLd: null, noindex };
}

/**
 * The data of a page the server renders, read the way the page itself reads it from the API, so
 * the browser's first render finds the same answers.
 */
export async function visitorPageData(
  deps: Deps,
  route: Extract<SiteRoute, { kind: 'home' | 'collection' | 'not-found' }>,
  /** The site of the request's host: visitors read its live collections only. */
  hostSite: string | null,
): Promise<VisitorPageData> {
  const publicUrl = deps.config.publicUrl;
  const notFound = (): PageHead => plainHead(t('site.notFoundTitle'), null, true);
  if (route.kind === 'not-found') return { status: 404, entries: [], head: notFound };
  if (route.kind === 'home') {
    const list = await listCollections(deps, {
      ...HOME_COLLECTIONS_QUERY,
      offset: 0,
      audience: visitorsOf(hostSite),
    });
    return {
      status: 200,
      entries: [{ key: homeCollectionsKey(), data: list }],
      head: () => plainHead(t('site.collections'), `${publicUrl}/`, false),
    };
  }
  const detail = await detailOrNull(
    deps,
    route.slug,
    {
      token_id: route.tokenId ?? undefined,
      include_layout: 'true',
      layout_id: route.layoutId ?? undefined,
    },
    hostSite,
  );
  const entries: PageDataEntry[] = [{ key: collectionDetailKey(route), data: detail }];
  if (!detail) {
    if (route.tokenId) {
      const bare = await detailOrNull(deps, route.slug, {}, hostSite);
      entries.push({ key: bareCollectionKey(route.slug), data: bare });
    }
    return { status: 404, entries, head: notFound };
  }
  const parsed = collectionSchema.safeParse(detail);
  if (!parsed.success)
    return { status: 200, entries, head: () => plainHead(detail.name, null, true) };
  // Without a published layout the page says so; it is not a page to index.
  if (!detail.layout)
    return { status: 404, entries, head: () => plainHead(parsed.data.name, null, true) };
  const head = () =>
    collectionPageHead({
      publicUrl,
      collection: parsed.data,
      token: detail.token ?? null,
      tokenId: route.tokenId,
    });
  // A success layout (layout_id) is the same item's page: its canonical is the page without it.
  return { status: 200, entries, head };
}
