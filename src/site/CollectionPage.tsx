import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useAuth } from '../client/auth/AuthContext';
import { useApiClient } from '../client/ClientProvider';
import { parseLayoutDocument } from '../components/schemaRegistry';
import { LayoutRenderer } from '../renderer/LayoutRenderer';
import { PageContext, type PageContextValue } from '../renderer/PageContext';
import { StyleTag } from '../renderer/StyleTag';
import { collection as collectionSchema } from '../schema/entities/collection';
import { ThemeProvider } from '../ui/theme/ThemeProvider';
import { LayoutErrors } from './LayoutErrors';
import { NotFoundPage } from './NotFoundPage';
import { applyPageMeta, metaDescription, pageTitle } from './pageMeta';
import type { SiteRoute } from './routes';
import { siteCss } from './siteCss';
import {
  bareCollectionKey,
  collectionDetailKey,
  collectionDetailOptions,
  PAGE_DATA_FRESH_MS,
} from './ssr/pageData';
import { LayoutIslands, PageReadContext, SiteIsland } from './islands/serverIslands';
import { PAGE_START_ID, TapLanding, type TapLandingProps } from './TapLanding';
import { t } from '../i18n/i18n';

type CollectionRoute = Extract<SiteRoute, { kind: 'collection' }>;

/**
 * A collection or token page: one read of the collection with its published layout (and token),
 * rendered through the layout renderer with the page context every block reads.
 */
export function CollectionPage({ route }: { route: CollectionRoute }) {
  const client = useApiClient();
  const auth = useAuth();
  const options = collectionDetailOptions(route);
  const detail = useQuery({
    queryKey: collectionDetailKey(route),
    queryFn: ({ signal }) => client.collections.get(route.slug, { ...options, signal }),
    // While the next token's page loads (after a registration) the current one stays.
    placeholderData: keepPreviousData,
    staleTime: PAGE_DATA_FRESH_MS,
  });
  // A null for a token page: is it the token or the whole collection that is unknown?
  const bare = useQuery({
    queryKey: bareCollectionKey(route.slug),
    queryFn: ({ signal }) => client.collections.get(route.slug, { signal }),
    enabled: Boolean(route.tokenId) && detail.data === null,
    staleTime: PAGE_DATA_FRESH_MS,
  });

  const collection = useMemo(() => {
    if (!detail.data) return null;
    const parsed = collectionSchema.safeParse(detail.data);
    return parsed.success ? parsed.data : null;
  }, [detail.data]);
  const parsedLayout = useMemo(
    () => (detail.data?.layout ? parseLayoutDocument(detail.data.layout) : null),
    [detail.data?.layout],
  );

  const token = detail.data?.token ?? null;
  const page = useMemo<PageContextValue>(
    () => ({
      collection,
      token,
      tokenId: route.tokenId,
      shortUrl: route.shortUrl,
      register: route.register,
      user: auth.user,
      domain: auth.domain,
    }),
    [collection, token, route.tokenId, route.shortUrl, route.register, auth.user, auth.domain],
  );

  useEffect(() => {
    if (!collection) return;
    applyPageMeta(
      pageTitle(collection, route.tokenId, auth.user),
      metaDescription(collection.description),
    );
  }, [collection, route.tokenId, auth.user]);

  // One page view per address, for the site owner's analytics.
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!collection) return;
    const key = `${collection.id}/${route.tokenId ?? ''}`;
    if (tracked.current === key) return;
    tracked.current = key;
    void client.analytics
      .track({
        event: 'page_view',
        collection_id: collection.id,
        collection_slug: collection.slug,
        token_id: route.tokenId,
        path: window.location.pathname,
      })
      .catch(() => undefined);
  }, [client, collection, route.tokenId]);

  if (detail.isPending) {
    return (
      <p className="one-site-loading" role="status">
        <StyleTag css={siteCss} />
        {t('site.loading')}
      </p>
    );
  }
  if (detail.isError) {
    return (
      <main className="one-site-message" role="alert">
        <StyleTag css={siteCss} />
        <h1>{t('site.loadFailedTitle')}</h1>
        <p>{t('site.loadFailed')}</p>
        <button type="button" onClick={() => void detail.refetch()}>
          {t('site.tryAgain')}
        </button>
      </main>
    );
  }
  if (detail.data === null) {
    if (route.tokenId && bare.isPending) {
      return (
        <p className="one-site-loading" role="status">
          <StyleTag css={siteCss} />
          {t('site.loading')}
        </p>
      );
    }
    return <NotFoundPage what={route.tokenId && bare.data ? 'token' : 'collection'} />;
  }
  if (!collection)
    return (
      <LayoutErrors
        title={t('site.collectionUnreadableTitle')}
        errors={[{ path: '', message: t('site.collectionUnreadable') }]}
      />
    );
  if (!parsedLayout) {
    return (
      <main className="one-site-message">
        <StyleTag css={siteCss} />
        <h1>{collection.name}</h1>
        <p>{t('site.noPublishedPage')}</p>
      </main>
    );
  }
  if (!parsedLayout.ok) return <LayoutErrors errors={parsedLayout.errors} />;

  // A tap (register or code on a token page) lands on the item and its next step, unless the
  // collection's owner turned that off (docs/decisions/tap-landing.md).
  const tapped = Boolean(route.tokenId && token && (route.register || route.shortUrl));
  const landingProps: TapLandingProps | null =
    tapped && route.tokenId && token && collection.tap_landing !== false
      ? {
          collection: {
            id: collection.id,
            slug: collection.slug,
            name: collection.name,
            quantity: collection.quantity,
            image: collection.image,
            contact: collection.contact,
          },
          tokenId: route.tokenId,
          token: { registered: token.registered, registered_at: token.registered_at },
          hasFeed: parsedLayout.layout.components.some((c) => c.type === 'activity-feed'),
          // One in a tab container registers its dialog only when the tabs come alive, on use.
          hasRegistration: parsedLayout.layout.components.some(
            (c) => c.type === 'registration' && !c.parentId,
          ),
        }
      : null;
  // On a server-rendered page it is an island: it follows the session once hydrated.
  const landing = landingProps ? (
    <>
      <SiteIsland island={{ kind: 'tap', props: landingProps }}>
        <TapLanding {...landingProps} />
      </SiteIsland>
      <span id={PAGE_START_ID} />
    </>
  ) : null;
  // The page's main landmark: everything but the account bar.
  const body = (
    <PageContext.Provider value={page}>
      <PageReadContext.Provider value={route}>
        <main className="one-site-page">
          {landing}
          <LayoutIslands layout={parsedLayout.layout}>
            <LayoutRenderer layout={parsedLayout.layout} />
          </LayoutIslands>
        </main>
      </PageReadContext.Provider>
    </PageContext.Provider>
  );
  return parsedLayout.layout.theme ? (
    <ThemeProvider theme={parsedLayout.layout.theme}>{body}</ThemeProvider>
  ) : (
    body
  );
}
