import { describe, expect, it } from 'vitest';
import { collectionPath, parseRoute } from '../../src/site/routes';
import { metaDescription, pageTitle } from '../../src/site/pageMeta';

describe('visitor routes (docs/decisions/visitor-pages.md)', () => {
  it('/ is home, /preview the harness, /demo the demo layout', () => {
    expect(parseRoute('/', '')).toEqual({ kind: 'home' });
    expect(parseRoute('/preview', '?builder')).toEqual({ kind: 'preview' });
    expect(parseRoute('/demo/', '')).toEqual({ kind: 'demo' });
  });

  it('blocks.md: a tap carries register and code on the collection or token page', () => {
    expect(parseRoute('/c/demo/7', '?register=true&code=AbC123')).toEqual({
      kind: 'collection',
      slug: 'demo',
      tokenId: '7',
      layoutId: null,
      shortUrl: 'AbC123',
      register: true,
    });
    expect(parseRoute('/c/demo', '?layout_id=L9')).toMatchObject({
      tokenId: null,
      layoutId: 'L9',
      register: false,
      shortUrl: null,
    });
  });

  it('anything else is not found', () => {
    expect(parseRoute('/x', '')).toEqual({ kind: 'not-found' });
    expect(parseRoute('/c', '')).toEqual({ kind: 'not-found' });
    expect(parseRoute('/c/a/b/c', '')).toEqual({ kind: 'not-found' });
    expect(parseRoute('/c/%E0%A4%A', '')).toEqual({ kind: 'not-found' });
    // A tap code the server did not redirect matches no item.
    expect(parseRoute('/t/nope', '')).toEqual({ kind: 'not-found', tap: true });
  });

  it('paths are encoded', () => {
    expect(collectionPath('my set', '7')).toBe('/c/my%20set/7');
  });
});

describe('page title and meta (foundation.md)', () => {
  const collection = {
    id: 'c',
    slug: 'demo',
    name: 'Demo',
    gallery: [],
    attributes: [],
    product_name_template: '{{collection}} #{{tokenId}}',
  };
  it('foundation: the template fills its placeholders on a token page', () => {
    expect(pageTitle(collection, '7', null)).toBe('Demo #7');
  });
  it('foundation: a placeholder left over falls back to the collection name', () => {
    expect(
      pageTitle({ ...collection, product_name_template: '{{firstName}}’s pair' }, '7', null),
    ).toBe('Demo');
  });
  it('the collection page is titled by the collection', () => {
    expect(pageTitle(collection, null, null)).toBe('Demo');
  });
  it('the description meta is plain text', () => {
    expect(metaDescription('<p>Hand&nbsp;made <b>shoes</b></p>')).toBe('Hand made shoes');
  });
});
