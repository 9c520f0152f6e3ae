import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../client/auth/AuthContext';
import { useApiClient } from '../client/ClientProvider';
import { queryKeys } from '../client/queryKeys';
import { parseLayoutDocument } from '../components/schemaRegistry';
import { t } from '../i18n/i18n';
import { LayoutRenderer } from '../renderer/LayoutRenderer';
import { PageContext, type PageContextValue } from '../renderer/PageContext';
import { collection as collectionSchema } from '../schema/entities/collection';
import { defaultTheme } from '../schema/theme/theme';
import { DialogHost } from '../ui/dialog/DialogHost';
import { PortalContainerContext } from '../ui/dialog/portalContainer';
import { ThemeProvider, type ThemeMode } from '../ui/theme/ThemeProvider';
import { Toaster } from '../ui/toast/Toaster';
import type { EmbedAttributes, EmbedThemeMode, TapParameters } from './attributes';
import { EmbedAccount } from './EmbedAccount';

/** Where the theme's variables go inside the shadow root (see ThemeProvider's `selector`). */
export const THEME_SELECTOR = '.one-embed-theme';

/** The host page's colour scheme, followed while the element asks for `auto`. */
function useHostScheme(follow: boolean): ThemeMode | undefined {
  const query = useMemo(
    () =>
      typeof window !== 'undefined'
        ? window.matchMedia?.('(prefers-color-scheme: dark)')
        : undefined,
    [],
  );
  const [dark, setDark] = useState(() => query?.matches ?? false);
  useEffect(() => {
    if (!follow || !query) return;
    const changed = () => setDark(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, [follow, query]);
  return follow ? (dark ? 'dark' : 'light') : undefined;
}

function modeFor(themeMode: EmbedThemeMode, host: ThemeMode | undefined): ThemeMode | undefined {
  if (themeMode === 'light' || themeMode === 'dark') return themeMode;
  return themeMode === 'auto' ? host : undefined;
}

interface EmbedPageProps {
  attributes: EmbedAttributes;
  tap: TapParameters;
  /** The element in the shadow root that gets the light or dark class. */
  root: () => HTMLElement | null;
}

/**
 * The published page of a collection (or of one of its tokens) inside the element: one read of
 * the collection with its published layout, the theme on the shadow root's page element, and the
 * dialogs and toasts inside it, as on Vitrine's own pages.
 */
export function EmbedPage({ attributes, tap, root }: EmbedPageProps) {
  const client = useApiClient();
  const auth = useAuth();
  const slug = attributes.collection ?? '';
  const tokenId = attributes.token;
  const options = { token_id: tokenId, include_layout: true };
  const detail = useQuery({
    queryKey: queryKeys.collection(slug, options),
    queryFn: ({ signal }) => client.collections.get(slug, { ...options, signal }),
    enabled: slug !== '',
  });
  const collection = useMemo(() => {
    if (!detail.data) return null;
    const parsed = collectionSchema.safeParse(detail.data);
    return parsed.success ? parsed.data : null;
  }, [detail.data]);
  const parsed = useMemo(
    () => (detail.data?.layout ? parseLayoutDocument(detail.data.layout) : null),
    [detail.data?.layout],
  );
  const token = detail.data?.token ?? null;
  const page = useMemo<PageContextValue>(
    () => ({
      collection,
      token,
      tokenId,
      shortUrl: tokenId ? tap.shortUrl : null,
      register: Boolean(tokenId) && tap.register,
      user: auth.user,
      domain: auth.domain,
    }),
    [collection, token, tokenId, tap, auth.user, auth.domain],
  );
  // One page view per page shown, for the site owner's analytics, as on Vitrine's own pages;
  // the path is the page's address on Vitrine, not the host's.
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!collection) return;
    const key = `${collection.id}/${tokenId ?? ''}`;
    if (tracked.current === key) return;
    tracked.current = key;
    void client.analytics
      .track({
        event: 'page_view',
        collection_id: collection.id,
        collection_slug: collection.slug,
        token_id: tokenId,
        path: tokenId ? `/c/${collection.slug}/${tokenId}` : `/c/${collection.slug}`,
      })
      .catch(() => undefined);
  }, [client, collection, tokenId]);

  // Dialogs (the host's and the blocks' own) render here, inside the themed element of the
  // shadow root, never in the host page's body.
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  const hostScheme = useHostScheme(attributes.themeMode === 'auto');
  const layout = parsed?.ok ? parsed.layout : null;

  let body: ReactNode;
  if (slug === '') body = <Message text={t('site.nothingHere')} />;
  else if (detail.isPending)
    body = (
      <p className="one-embed-message" role="status">
        {t('site.loading')}
      </p>
    );
  else if (detail.isError) body = <Message text={t('site.loadFailed')} alert />;
  else if (detail.data === null)
    body = <Message text={tokenId ? t('site.noItem') : t('site.noCollection')} />;
  else if (!collection) body = <Message text={t('site.collectionUnreadable')} alert />;
  else if (!parsed) body = <Message text={t('site.noPublishedPage')} />;
  else if (!parsed.ok) body = <Message text={t('site.layoutErrorTitle')} alert />;
  else
    body = (
      <PageContext.Provider value={page}>
        <main className="one-site-page">
          <LayoutRenderer layout={parsed.layout} />
        </main>
      </PageContext.Provider>
    );

  return (
    <ThemeProvider
      theme={layout?.theme ?? defaultTheme}
      mode={modeFor(attributes.themeMode, hostScheme)}
      root={root}
      selector={THEME_SELECTOR}
    >
      <div className="one-embed-theme">
        <PortalContainerContext.Provider value={portal}>
          <EmbedAccount />
          {body}
          <div ref={setPortal} />
          {portal ? <DialogHost /> : null}
          <Toaster />
        </PortalContainerContext.Provider>
      </div>
    </ThemeProvider>
  );
}

function Message({ text, alert }: { text: string; alert?: boolean }) {
  return (
    <p className="one-embed-message" role={alert ? 'alert' : undefined}>
      {text}
    </p>
  );
}
