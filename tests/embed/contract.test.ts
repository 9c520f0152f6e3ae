// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readAttributes, readTapParameters } from '../../src/embed/attributes';
import { createSessionStore } from '../../src/embed/embedSession';
import { absoluteUploads } from '../../src/client/uploadLinks';

const VITRINE = 'https://vitrine.example';

function element(attributes: Record<string, string>): Element {
  const node = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

describe('the <vitrine-page> contract (docs/embed.md)', () => {
  it('reads collection, token, locale and theme-mode; blank values are missing', () => {
    expect(
      readAttributes(
        element({ collection: 'demo', token: ' 3 ', locale: 'fr', 'theme-mode': 'auto' }),
      ),
    ).toEqual({ collection: 'demo', token: '3', locale: 'fr', themeMode: 'auto' });
    expect(readAttributes(element({ collection: 'demo', token: '  ' }))).toEqual({
      collection: 'demo',
      token: null,
      locale: null,
      themeMode: null,
    });
  });

  it('an unknown theme-mode falls back to the theme’s own mode', () => {
    expect(readAttributes(element({ 'theme-mode': 'sepia' })).themeMode).toBeNull();
  });

  it('reads a tap from the host page’s address as Vitrine’s own token pages do', () => {
    expect(readTapParameters('?register=true&code=demo-3')).toEqual({
      register: true,
      shortUrl: 'demo-3',
    });
    expect(readTapParameters('?register=')).toEqual({ register: true, shortUrl: null });
    for (const off of ['?register=false', '?register=0', ''])
      expect(readTapParameters(off).register, off).toBe(false);
  });
});

describe('the embedded session', () => {
  const answer = (value: string | null) =>
    new Response(null, { headers: value === null ? {} : { 'x-vitrine-session': value } });

  it('keeps the value a sign-in hands over, sends it back, and forgets it on an empty answer', () => {
    localStorage.clear();
    const store = createSessionStore(VITRINE);
    expect(store.headers()).toEqual({});
    store.observe(answer('abc'));
    expect(store.headers()).toEqual({ 'x-vitrine-session': 'abc' });
    expect(localStorage.getItem(`vitrine-session:${VITRINE}`)).toBe('abc');
    // An answer without the header changes nothing.
    store.observe(answer(null));
    expect(store.headers()).toEqual({ 'x-vitrine-session': 'abc' });
    store.observe(answer(''));
    expect(store.headers()).toEqual({});
    expect(localStorage.getItem(`vitrine-session:${VITRINE}`)).toBeNull();
  });

  it('keeps two Vitrine servers’ sessions apart on one host', () => {
    localStorage.clear();
    const one = createSessionStore(VITRINE);
    const other = createSessionStore('https://other.example');
    one.observe(answer('first'));
    expect(other.headers()).toEqual({});
  });
});

describe('upload addresses in the API’s answers', () => {
  it('point at the Vitrine server, whatever their depth; other strings stay', () => {
    expect(
      absoluteUploads(
        { image: { url: '/uploads/a.webp' }, list: ['/uploads/b.png', '/c/demo'], n: 1 },
        VITRINE,
      ),
    ).toEqual({
      image: { url: `${VITRINE}/uploads/a.webp` },
      list: [`${VITRINE}/uploads/b.png`, '/c/demo'],
      n: 1,
    });
  });
});

describe("an embedded page's links to Vitrine's own pages", () => {
  it('point at the Vitrine server, whether rendered before, after or changed by a re-render', async () => {
    const { keepLinksOnVitrine } = await import('../../src/embed/absoluteLinks');
    const root = document.createElement('div');
    root.innerHTML =
      '<a href="/c/demo">collection</a><a href="https://brand.example/shop">shop</a><a href="//cdn.example/x">cdn</a><a href="#top">top</a>';
    const stop = keepLinksOnVitrine(root, VITRINE);
    const hrefs = () => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs()).toEqual([
      `${VITRINE}/c/demo`,
      'https://brand.example/shop',
      '//cdn.example/x',
      '#top',
    ]);
    const later = document.createElement('p');
    later.innerHTML = '<a href="/c/demo/3">item</a>';
    root.append(later);
    await Promise.resolve();
    expect(later.querySelector('a')!.getAttribute('href')).toBe(`${VITRINE}/c/demo/3`);
    root.querySelector('a')!.setAttribute('href', '/c/other');
    await Promise.resolve();
    expect(root.querySelector('a')!.getAttribute('href')).toBe(`${VITRINE}/c/other`);
    stop();
  });
});
