import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../client/ClientProvider';
import { getRuntimeConfig } from '../client/runtimeConfig';
import { StyleTag } from '../renderer/StyleTag';
import { collectionPath } from './routes';
import { siteCss } from './siteCss';
import { HOME_COLLECTIONS_QUERY, homeCollectionsKey, PAGE_DATA_FRESH_MS } from './ssr/pageData';
import { safeHref } from '../components/registration/safeHref';
import { t } from '../i18n/i18n';

/**
 * The site's home: its collections, each linking to its page. On a local development server
 * (the runtime config carries the editor key) it also points the owner at the editor; a
 * production site never shows visitors that link.
 */
export function HomePage() {
  const client = useApiClient();
  const list = useQuery({
    queryKey: homeCollectionsKey(),
    queryFn: ({ signal }) => client.collections.list({ ...HOME_COLLECTIONS_QUERY }, signal),
    staleTime: PAGE_DATA_FRESH_MS,
  });
  useEffect(() => {
    document.title = t('site.collections');
  }, []);

  return (
    <main className="one-site-home">
      <StyleTag css={siteCss} />
      <h1>{t('site.collections')}</h1>
      {getRuntimeConfig().localEditor ? (
        <p className="one-site-dev-note">
          Running locally: <a href="/editor">open the editor</a> to change these pages.
        </p>
      ) : null}
      {list.isPending ? (
        <p role="status">{t('site.loading')}</p>
      ) : list.isError ? (
        <p role="alert">{t('site.collectionsLoadFailed')}</p>
      ) : list.data.data.length === 0 ? (
        <p>{t('site.noCollections')}</p>
      ) : (
        <ul className="one-site-collections">
          {list.data.data.map((collection) => {
            const image = safeHref(collection.image);
            return (
              <li key={collection.id}>
                <a className="one-site-collection" href={collectionPath(collection.slug)}>
                  {image ? <img src={image} alt="" loading="lazy" /> : null}
                  <strong>{collection.name}</strong>
                  {collection.quantity ? (
                    <span>{t('site.itemCount', { count: collection.quantity })}</span>
                  ) : null}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
