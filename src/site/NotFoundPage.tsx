import { useEffect } from 'react';
import { siteCss } from './siteCss';
import { StyleTag } from '../renderer/StyleTag';
import { t } from '../i18n/i18n';

const DETAIL = {
  page: 'site.nothingHere',
  collection: 'site.noCollection',
  token: 'site.noItem',
  tap: 'site.noTap',
} as const;

/** A clear page for an unknown address, collection or token: never a blank page. */
export function NotFoundPage({
  what = 'page',
}: {
  what?: 'page' | 'collection' | 'token' | 'tap';
}) {
  const detail = t(DETAIL[what]);
  useEffect(() => {
    document.title = t('site.notFoundTitle');
  }, []);
  return (
    <main className="one-site-message" aria-labelledby="one-not-found-title">
      <StyleTag css={siteCss} />
      <h1 id="one-not-found-title">{t('site.notFoundHeading')}</h1>
      <p>
        {detail} {t('site.checkLink')}
      </p>
      <p>
        <a href="/">{t('site.goHome')}</a>
      </p>
    </main>
  );
}
