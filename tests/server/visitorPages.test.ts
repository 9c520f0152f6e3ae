// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/client';
import { SK, startTestServer, type TestServer } from './support/testServer';

/**
 * Visitor pages rendered by the server (server/pages/): the published layout with its data in
 * the HTML, the status a crawler needs (404 for what does not exist), the head a shared link
 * and a search engine read, and robots.txt and sitemap.xml — on PGlite and on PostgreSQL.
 */
const PUBLIC_URL = 'https://shop.example';

// The built front end's shell, reduced to what the server fills in (index.html).
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Vitrine</title>
    <script nonce="__VITRINE_CSP_NONCE__">globalThis.__zod_globalConfig = { jitless: true };</script>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/main.js"></script>
  </body>
</html>
`;

let server: TestServer;
let admin: ApiClient;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'vitrine-shell-'));
  writeFileSync(join(staticDir, 'index.html'), SHELL);
  server = await startTestServer({ publicUrl: PUBLIC_URL }, { staticDir });
  admin = server.client({ apiKey: SK });
}, 120_000);
afterAll(async () => {
  await server?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
  return { res, html: await res.text() };
}

function meta(html: string, attribute: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html);
  return match ? match[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"') : null;
}

function jsonLd(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

describe('a visitor page is the published layout rendered on the server', () => {
  it('the demo token page answers 200 with the layout and the item in the HTML', async () => {
    const { res, html } = await page('/c/demo/3');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const root = html.slice(html.indexOf('<div id="root">'));
    // The product card's name and the tap-free token page's layout, before any script runs.
    expect(root).toContain('Harbour Lamp #3');
    expect(root).toContain('Product Specs');
    expect(root).toContain('data-one-layout');
    // The data the browser hydrates with is in the page, so it asks the API for nothing first.
    expect(html).toContain('<script type="application/json" id="vitrine-data">');
  });

  it('every nonce in the page is the response CSP nonce, and its style attributes are allowed by hash', async () => {
    const { res, html } = await page('/c/demo/3');
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const nonces = [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
    expect(nonces.length).toBeGreaterThan(3);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    expect(html).not.toContain('__VITRINE_CSP_NONCE__');
    expect(html).not.toContain('__VITRINE_RENDER_NONCE_');
    expect(csp).toMatch(/style-src-attr 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/=]+')+/);
  });

  it('the token page head: title from the name template, description, canonical, Open Graph, Twitter card, Product', async () => {
    const { html } = await page('/c/demo/3?register=true&code=demo-3');
    expect(html).toContain('<title>Harbour Lamp #3</title>');
    expect(meta(html, 'name', 'description')).toMatch(/^A hand-finished table lamp/);
    expect(meta(html, 'name', 'description')!.length).toBeLessThanOrEqual(160);
    // The canonical page has no tap parameters.
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/c/demo/3">`);
    expect(meta(html, 'property', 'og:title')).toBe('Harbour Lamp #3');
    expect(meta(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/c/demo/3`);
    expect(meta(html, 'property', 'og:image')).toBe(
      `${PUBLIC_URL}/uploads/seed-product-front.600x600.png`,
    );
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:image')).toBe(
      `${PUBLIC_URL}/uploads/seed-product-front.600x600.png`,
    );
    expect(jsonLd(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Harbour Lamp #3',
      image: `${PUBLIC_URL}/uploads/seed-product-front.600x600.png`,
      description: expect.stringMatching(/^A hand-finished/),
      offers: { '@type': 'Offer', price: '249.00', priceCurrency: 'USD' },
    });
  });

  it('layout_id (a success layout) renders that published layout; an unknown one is a 404', async () => {
    const shown = await page('/c/demo/3?layout_id=lay_demo');
    expect(shown.res.status).toBe(200);
    expect(shown.html).toContain('Product Specs');
    // The same item's page: its canonical address carries no layout_id.
    expect(shown.html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/c/demo/3">`);
    expect((await page('/c/demo/3?layout_id=lay_nowhere')).res.status).toBe(404);
  });

  it('the collection page is titled with the collection and carries no Product', async () => {
    const { res, html } = await page('/c/demo');
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Harbour Lamp</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/c/demo">`);
    expect(meta(html, 'property', 'og:image')).toBe(
      `${PUBLIC_URL}/uploads/seed-product-front.600x600.png`,
    );
    expect(jsonLd(html)).toBeNull();
  });

  it('the home page lists the collections in its HTML', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(html).toContain('href="/c/demo"');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/">`);
  });

  it('the page speaks the visitor language and says so on <html>', async () => {
    const { res, html } = await page('/c/nowhere', { 'accept-language': 'de-CH, fr;q=0.9' });
    expect(html).toMatch(/<html lang="de" dir="ltr"[ >]/);
    expect(res.headers.get('vary')).toMatch(/Accept-Language/i);
  });

  it("the page's <html> carries its theme's light or dark class before any script runs, and follows the published theme", async () => {
    expect((await page('/c/demo/3')).html).toMatch(/<html lang="en" dir="ltr" class="light">/);
    const layout = (await admin.layouts.get('lay_demo'))!;
    const document = layout.document as Record<string, unknown> & {
      theme: { colors: Record<string, unknown> };
    };
    const dark = {
      ...document,
      theme: {
        ...document.theme,
        mode: 'dark',
        colors: { ...document.theme.colors, supports_dark_mode: true },
      },
    };
    const saved = await admin.layouts.update('lay_demo', {
      revision: layout.revision,
      document: dark,
    });
    await admin.layouts.publish('lay_demo', saved.revision);
    try {
      expect((await page('/c/demo/3')).html).toMatch(/<html lang="en" dir="ltr" class="dark">/);
    } finally {
      const again = await admin.layouts.update('lay_demo', {
        revision: saved.revision,
        document: layout.document,
      });
      await admin.layouts.publish('lay_demo', again.revision);
    }
  });

  it('pages asked for at once in different languages each carry their own language’s title', async () => {
    const titles = {
      de: 'Seite nicht gefunden',
      fr: 'Page introuvable',
      ja: 'ページが見つかりません',
    };
    const asked = Array.from({ length: 30 }, (_, i) => {
      const language = (['de', 'fr', 'ja'] as const)[i % 3]!;
      // Distinct addresses, so each is rendered rather than answered from the cache.
      return page(`/c/nowhere-${i}`, { 'accept-language': language }).then(({ html }) => ({
        language,
        html,
      }));
    });
    for (const { language, html } of await Promise.all(asked)) {
      expect(html).toMatch(new RegExp(`<html lang="${language}"`));
      expect(html).toContain(`<title>${titles[language]}</title>`);
    }
  });

  it('a name that would close the script element stays inside the JSON-LD, and HTML in a description is read as text', async () => {
    const before = await admin.collections.get('demo');
    await admin.collections.patch('demo', {
      product_name_template: 'Lamp </script><script>alert(1)</script> {{tokenId}}',
      description: 'Fine & <b>bold</b> &amp; plain',
    });
    try {
      const { html } = await page('/c/demo/3');
      expect(html).not.toContain('</script><script>alert(1)');
      expect(jsonLd(html)?.name).toBe('Lamp </script><script>alert(1)</script> 3');
      expect(html).toContain(
        '<title>Lamp &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; 3</title>',
      );
      expect(meta(html, 'name', 'description')).toBe('Fine & bold & plain');
    } finally {
      await admin.collections.patch('demo', {
        product_name_template: before!.product_name_template ?? null,
        description: before!.description ?? null,
      });
    }
  });
});

describe('what does not exist answers 404 with the friendly page', () => {
  it.each([
    ['an unknown collection', '/c/nowhere', 'There is no collection at this address.'],
    ['an unknown token', '/c/demo/999', 'This collection has no item with this number.'],
    ['an unknown address', '/nowhere/at/all', 'Nothing lives at this address.'],
    ['an unknown tap code', '/t/no-such-code', 'This tap link does not match any item.'],
    [
      'a tap code no item could have',
      '/t/not%20a%20code',
      'This tap link does not match any item.',
    ],
  ])('%s', async (_what, path, text) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(404);
    expect(html).toContain('This page does not exist');
    expect(html).toContain(text);
    expect(meta(html, 'name', 'robots')).toBe('noindex');
  });

  it("an unknown tap code's page speaks the visitor's language and leads home", async () => {
    const { res, html } = await page('/t/no-such-code', { 'accept-language': 'fr' });
    expect(res.status).toBe(404);
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('Ce lien de tag ne correspond à aucun article.');
    expect(html).toMatch(/<a href="\/">[^<]+<\/a>/);
  });

  it('a collection without a published layout', async () => {
    await admin.collections.create({ name: 'Unpublished', slug: 'unpublished' });
    const { res, html } = await page('/c/unpublished');
    expect(res.status).toBe(404);
    expect(html).toContain('This collection has no published page yet.');
    expect(meta(html, 'name', 'robots')).toBe('noindex');
  });
});

describe('visitors see the published revision, never the draft', () => {
  it('a saved draft is not served; its publish is, on the next request', async () => {
    const layout = await admin.layouts.get('lay_demo');
    expect(layout).toBeTruthy();
    const document = structuredClone(layout!.document) as {
      components: { type: string; data: Record<string, unknown> }[];
    };
    const text = document.components.find((c) => c.type === 'text');
    expect(text).toBeTruthy();
    text!.data.content = '<p>Freshly published words</p>';
    const saved = await admin.layouts.update('lay_demo', {
      document,
      revision: layout!.revision,
    });
    expect((await page('/c/demo/3')).html).not.toContain('Freshly published words');
    await admin.layouts.publish('lay_demo', saved.revision);
    expect((await page('/c/demo/3')).html).toContain('Freshly published words');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the API and the editor and names the sitemap', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('Disallow: /v1/');
    expect(body).toContain('Disallow: /editor');
    expect(body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists the published collection and its token pages, absolute, and no other', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${PUBLIC_URL}/c/demo`);
    for (let n = 1; n <= 12; n++) expect(locs).toContain(`${PUBLIC_URL}/c/demo/${n}`);
    expect(locs.filter((loc) => loc!.includes('/c/unpublished'))).toEqual([]);
  });
});
