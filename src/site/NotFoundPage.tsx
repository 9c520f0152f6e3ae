import { useEffect } from 'react';
import { siteCss } from './siteCss';
import { StyleTag } from '../renderer/StyleTag';

/** A clear page for an unknown address, collection or token: never a blank page. */
export function NotFoundPage({ what = 'page' }: { what?: 'page' | 'collection' | 'token' }) {
  const detail =
    what === 'collection'
      ? 'There is no collection at this address.'
      : what === 'token'
        ? 'This collection has no item with this number.'
        : 'Nothing lives at this address.';
  useEffect(() => {
    document.title = 'Page not found';
  }, []);
  return (
    <main className="one-site-message" aria-labelledby="one-not-found-title">
      <StyleTag css={siteCss} />
      <h1 id="one-not-found-title">This page does not exist</h1>
      <p>{detail} Check the link, or tap your product again.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
