import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startPreviewServer } from './support/preview';

/**
 * Components I in Chromium, through /preview and the real renderer: tabs, carousel (autoplay,
 * pause on hover, loop, per-device controls), share (the exact URLs opened, copy), block-grid
 * dialogs, product media, hostile HTML and iframe snippets, and screenshots at 375 and 1280 px.
 * PREVIEW_URL points the test at a running dev server while developing.
 */

const SHOTS = ['test-results/screenshots/components-1', '/tmp/shots/h2'];
let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  server = process.env.PREVIEW_URL
    ? { url: process.env.PREVIEW_URL, close: async () => {} }
    : await startPreviewServer();
  browser = await launchChromium();
  for (const dir of SHOTS) mkdirSync(dir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Pictures for the slides, served for a made-up host (the machine has no internet). */
function svgImage(label: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${hue + 40},70%,35%)"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/><text x="600" y="430" font-family="Arial" font-size="120" font-weight="700" text-anchor="middle" fill="#fff">${label}</text></svg>`;
}

async function newContext(
  width: number,
): Promise<{ context: BrowserContext; page: Page; opened: string[]; alerts: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const opened: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'img.test') {
      const name = url.pathname.replace(/\W/g, ' ').trim();
      const hue = [...name].reduce((h, c) => h + c.charCodeAt(0) * 7, 0) % 360;
      return route.fulfill({
        contentType: 'image/svg+xml',
        body: svgImage(name.replace(/ svg$/, ''), hue),
      });
    }
    opened.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>external</title><p>${url.hostname}</p>`,
    });
  });
  const page = await context.newPage();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return { context, page, opened, alerts };
}

interface RenderOptions {
  builder?: boolean;
  page?: Record<string, unknown>;
}

async function openPreview(page: Page): Promise<void> {
  await page.goto(`${server.url}/preview`);
  await page.waitForFunction(() => document.documentElement.dataset.previewReady === 'true');
}

async function renderComponents(
  page: Page,
  components: Record<string, unknown>[],
  options: RenderOptions = {},
): Promise<void> {
  const layout = {
    grid_config: {
      areas: [{ id: 'main', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }],
      padding: '16px',
      maxContentWidth: '1100px',
    },
    components: components.map((c, i) => ({ areaId: 'main', order: i, ...c })),
  };
  const errors = await page.evaluate(
    ({ layout, options }) =>
      window.__vitrinePreview!.render({
        layout,
        builder: options.builder ?? false,
        page: options.page ?? {},
      }),
    { layout, options },
  );
  expect(errors).toEqual([]);
  await page.waitForSelector('.one-layout');
}

async function shoot(page: Page, name: string): Promise<void> {
  // A full-page shot must show lazy images too: load them all, then wait for them.
  await page.evaluate(async () => {
    const lazy = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
    for (const img of lazy) img.loading = 'eager';
    await Promise.all(
      lazy.map((img) =>
        img.complete
          ? null
          : new Promise((r) => {
              img.addEventListener('load', r, { once: true });
              setTimeout(r, 2000);
            }),
      ),
    );
  });
  for (const dir of SHOTS) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const images = ['Front', 'Back', 'Inside', 'Detail'].map((label) => ({
  src: `https://img.test/${label.toLowerCase()}.svg`,
  alt: `${label} of the wallet`,
  title: label,
  caption: `${label} view, full-grain leather`,
}));

const collection = {
  id: 'col_1',
  slug: 'porto-wallet',
  name: 'Porto Wallet',
  gallery: [
    { url: 'https://img.test/gallery-1.svg', alt: 'Wallet, open' },
    { url: 'https://img.test/unboxing.mp4', alt: 'Unboxing' },
    { url: 'https://img.test/gallery-2.svg', alt: 'Wallet, closed' },
  ],
  attributes: [],
};

describe('tab container in Chromium', () => {
  it("foundation: clicking a tab shows that tab's components; arrow keys move between tabs", async () => {
    const { context, page } = await newContext(1280);
    await openPreview(page);
    await renderComponents(page, [
      {
        id: 'tc',
        type: 'tab-container',
        data: {
          tabs: [
            { id: 'care', label: 'Care' },
            { id: 'story', label: 'Story' },
            { id: 'empty', label: 'Specs' },
          ],
        },
      },
      {
        id: 't1',
        type: 'text',
        parentId: 'tc',
        tabId: 'care',
        data: { content: '<p>Wipe with a dry cloth.</p>' },
      },
      {
        id: 't2',
        type: 'text',
        parentId: 'tc',
        tabId: 'story',
        data: { content: '<p>Made in Porto.</p>' },
      },
    ]);
    await expect(page.getByRole('tabpanel').textContent()).resolves.toContain(
      'Wipe with a dry cloth.',
    );
    await page.getByRole('tab', { name: 'Story' }).click();
    await expect(page.getByRole('tabpanel').textContent()).resolves.toContain('Made in Porto.');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Specs' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect(page.getByRole('tabpanel').textContent()).resolves.toContain(
      'No components in this tab',
    );
    await context.close();
  });
});

describe('carousel in Chromium (timers faked with the page clock)', () => {
  const selected = (page: Page) =>
    page.locator('.one-carousel').first().getAttribute('data-selected');

  it('foundation: autoplays every interval seconds, pauses while hovered, and loops', async () => {
    const { context, page } = await newContext(1280);
    // Time stands still until the test moves it: every timer is under the test's control.
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-01T10:00:01Z'));
    await openPreview(page);
    await renderComponents(page, [
      { id: 'c', type: 'carousel', data: { images, autoplay: true, interval: 3 } },
    ]);
    await page.waitForSelector('.one-carousel-toggle');
    await page.mouse.move(5, 5);
    expect(await selected(page)).toBe('0');
    await page.clock.runFor(2900);
    expect(await selected(page)).toBe('0');
    await page.clock.runFor(300);
    expect(await selected(page)).toBe('1');
    await page.clock.runFor(3100);
    expect(await selected(page)).toBe('2');

    // pauseOnHover: no advance while the pointer is over the carousel
    await page.locator('.one-carousel-frame').hover();
    await page.clock.runFor(10_000);
    expect(await selected(page)).toBe('2');
    await page.mouse.move(5, 5);
    await page.clock.runFor(3100);
    expect(await selected(page)).toBe('3');
    // loop: after the last slide comes the first
    await page.clock.runFor(3100);
    expect(await selected(page)).toBe('0');

    // the pause button stops autoplay for good, hover or not
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(10_000);
    expect(await selected(page)).toBe('0');
    await expect(page.getByRole('button', { name: 'Play slideshow' }).count()).resolves.toBe(1);
    await context.close();
  });

  it('foundation: loops with the arrow buttons both ways; dots jump; slides are announced', async () => {
    const { context, page } = await newContext(1280);
    await openPreview(page);
    await renderComponents(page, [{ id: 'c', type: 'carousel', data: { images } }]);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await selected(page)).toBe('3');
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await selected(page)).toBe('0');
    await page.getByRole('button', { name: 'Go to slide 3' }).click();
    expect(await selected(page)).toBe('2');
    await expect(
      page.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current'),
    ).resolves.toBe('true');
    await expect(page.getByRole('group', { name: '3 of 4: Inside' }).count()).resolves.toBe(1);
    // keyboard: the next button is reachable and works with Enter
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    expect(await selected(page)).toBe('3');
    // The slide settles flush with the frame once embla's scroll animation ends.
    const offset = async () => {
      const box = await page
        .locator('[aria-roledescription="slide"][data-index="3"]')
        .boundingBox();
      const frame = await page.locator('.one-carousel-frame').boundingBox();
      return Math.abs(box!.x - frame!.x);
    };
    await expect.poll(offset, { timeout: 5000 }).toBeLessThan(2);
    await context.close();
  });

  it('foundation: hideNavigation / hidePagination per device at <768, 768-1023 and >=1024', async () => {
    const visible = async (page: Page, selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).display !== 'none');
    for (const [width, nav, dots] of [
      [375, false, true],
      [800, true, false],
      [1280, true, true],
    ] as const) {
      const { context, page } = await newContext(width);
      await openPreview(page);
      await renderComponents(page, [
        {
          id: 'c',
          type: 'carousel',
          data: { images, hideNavigation: { mobile: true }, hidePagination: { tablet: true } },
        },
      ]);
      expect(await visible(page, '.one-carousel-nav'), `arrows at ${width}`).toBe(nav);
      expect(await visible(page, '.one-carousel-dots'), `dots at ${width}`).toBe(dots);
      await context.close();
    }
  });

  it('foundation: vertical carousels have no arrow buttons', async () => {
    const { context, page } = await newContext(1280);
    await openPreview(page);
    await renderComponents(page, [
      { id: 'c', type: 'carousel', data: { images, orientation: 'vertical' } },
    ]);
    await expect(page.locator('.one-carousel-nav').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    expect(await selected(page)).toBe('1');
    await context.close();
  });
});

describe('product media in Chromium', () => {
  it("blocks: the collection's images without videos; arrows hidden by default, dots shown", async () => {
    const { context, page } = await newContext(1280);
    await openPreview(page);
    await renderComponents(page, [{ id: 'pm', type: 'product-media' }], { page: { collection } });
    await expect(page.locator('[aria-roledescription="slide"]').count()).resolves.toBe(2);
    expect(
      await page
        .locator('.one-carousel-nav')
        .first()
        .evaluate((el) => getComputedStyle(el).display),
    ).toBe('none');
    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(page.locator('.one-carousel').getAttribute('data-selected')).resolves.toBe('1');
    const height = await page
      .locator('.one-carousel-frame')
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBe(400);
    await context.close();
  });
});

describe('share in Chromium', () => {
  const PAGE = 'https://shop.example/items/7';
  const u = encodeURIComponent(PAGE);
  const t = encodeURIComponent('My wallet #7');

  it('foundation: each button opens its exact target in a new tab without an opener', async () => {
    const { context, page } = await newContext(1280);
    await openPreview(page);
    const platforms = [
      'facebook',
      'x',
      'linkedin',
      'reddit',
      'discord',
      'whatsapp',
      'telegram',
    ].map((p) => ({ id: p, platform: p }));
    await renderComponents(page, [
      {
        id: 's',
        type: 'share',
        data: { url: PAGE, text: 'My wallet #7', platforms, discordClientId: '1234' },
      },
    ]);
    const expected: Record<string, string> = {
      Facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`,
      X: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
      LinkedIn: `https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent(`My wallet #7 ${PAGE}`)}`,
      Reddit: `https://www.reddit.com/submit?url=${u}&title=${t}`,
      Discord: 'https://discord.com/oauth2/authorize?client_id=1234&permissions=0&scope=bot',
      WhatsApp: `https://api.whatsapp.com/send?text=${encodeURIComponent(`My wallet #7 ${PAGE}`)}`,
      Telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    };
    for (const [name, url] of Object.entries(expected)) {
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name }).click(),
      ]);
      await popup.waitForLoadState('domcontentloaded');
      expect(popup.url(), name).toBe(url);
      expect(await popup.evaluate(() => window.opener), `${name} has no opener`).toBeNull();
      await popup.close();
    }
    await context.close();
  });

  it('foundation: a blank url shares the current page; copy writes it to the clipboard and confirms with a toast', async () => {
    const { context, page } = await newContext(1280);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await openPreview(page);
    await renderComponents(page, [
      {
        id: 's',
        type: 'share',
        data: {
          platforms: [
            { id: 'f', platform: 'facebook' },
            { id: 'c', platform: 'copy' },
          ],
        },
      },
    ]);
    const current = page.url();
    await expect(page.getByRole('link', { name: 'Facebook' }).getAttribute('href')).resolves.toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(current)}`,
    );
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(current);
    await context.close();
  });
});

describe('block grid dialogs in Chromium', () => {
  const containers = [
    {
      id: 'c1',
      layout: 'left-sidebar',
      title: 'Your {{collection}} #{{tokenId}}',
      blocks: [
        {
          id: 'b-img',
          type: 'image',
          action_type: 'image',
          card: { header: 'Front' },
          image: {
            url: 'https://img.test/front.svg',
            alt: 'Front view',
            file_type: 'image/svg+xml',
            caption: 'Full-grain leather',
          },
        },
        {
          id: 'b-gal',
          order: 1,
          type: 'text-image',
          action_type: 'carousel',
          card: { header: 'Gallery', body: { content: '<p>Every angle of your wallet.</p>' } },
          image: { url: 'https://img.test/inside.svg', alt: 'Inside' },
          gallery: [
            { url: 'https://img.test/one.svg', alt: 'One' },
            { url: 'https://img.test/two.svg', alt: 'Two' },
          ],
        },
        {
          id: 'b-post',
          order: 2,
          type: 'text',
          action_type: 'post',
          card: { header: 'Spring news', footer: 'March 2026' },
          style: { background_color: '#0f172a', color: '#ffffff' },
          dialog: {
            post_title: 'Spring drop',
            post_date: '2026-03-07',
            post_body: '<p>New colours are here.</p>',
          },
        },
      ],
    },
    {
      id: 'c2',
      layout: 'half',
      blocks: [
        {
          id: 'b-vid',
          type: 'text',
          action_type: 'video',
          card: {
            header: 'Film',
            body: {
              content: '<p>How it is made.</p>',
              align_vertical: 'center',
              align_horizontal: 'center',
            },
          },
          dialog: { youtube: 'https://youtu.be/dQw4w9WgXcQ' },
        },
        {
          id: 'b-frame',
          order: 1,
          type: 'text',
          action_type: 'iframe',
          card: { header: 'Map' },
          dialog: {
            iframe_input_type: 'code',
            iframe_code:
              '<iframe src="https://maps.example/embed" width="600" height="400"></iframe>',
          },
        },
      ],
    },
    {
      id: 'c3',
      layout: 'full',
      blocks: [
        {
          id: 'b-reg',
          type: 'text',
          action_type: 'registration',
          card: { header: 'Register your wallet', body: { content: '<p>Tap to register.</p>' } },
        },
      ],
    },
  ];

  it('foundation: image, carousel, post, video and iframe blocks open their dialogs; registration opens "registration"', async () => {
    const { context, page } = await newContext(1280);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await openPreview(page);
    await renderComponents(page, [{ id: 'bg', type: 'block-grid', data: { containers } }], {
      page: { collection, tokenId: '7' },
    });
    await expect(page.getByRole('heading', { name: 'Your Porto Wallet #7' }).count()).resolves.toBe(
      1,
    );
    await shoot(page, 'block-grid-1280');

    // A card opens by its button (by role) or by a click on its title, as a visitor clicks it:
    // nothing is laid over the card's text, so the text is what the pointer hits.
    const openAndClose = async (
      button: string,
      dialog: string,
      check: (d: ReturnType<Page['getByRole']>) => Promise<void>,
      by: 'role' | 'title' = 'role',
    ) => {
      if (by === 'role') await page.getByRole('button', { name: button }).click();
      else await page.getByText(button, { exact: true }).click({ timeout: 5000 });
      const d = page.getByRole('dialog', { name: dialog });
      await d.waitFor();
      await check(d);
      await d.getByRole('button', { name: 'Close' }).click();
      await d.waitFor({ state: 'detached' });
      // Focus goes back to the card's button either way.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(button);
    };
    await openAndClose('Front', 'Front', async (d) => {
      await expect(
        d
          .getByRole('img', { name: 'Front view' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).resolves.toBe(1200);
      await expect(d.textContent()).resolves.toContain('Full-grain leather');
    });
    await openAndClose('Gallery', 'Gallery', async (d) => {
      await d.getByRole('button', { name: 'Next slide' }).click();
      await expect(d.locator('.one-carousel').getAttribute('data-selected')).resolves.toBe('1');
      await page.waitForTimeout(800);
      await shoot(page, 'block-grid-gallery-dialog-1280');
    });
    // A dialog is named by what it shows: the post's title, else the card's.
    await openAndClose('Spring news', 'Spring drop', async (d) => {
      await expect(d.getByRole('heading', { name: 'Spring drop' }).count()).resolves.toBe(1);
      await expect(d.textContent()).resolves.toContain('March 7, 2026');
    });
    await openAndClose(
      'Spring news',
      'Spring drop',
      async (d) => {
        await expect(d.getByRole('heading', { name: 'Spring drop' }).count()).resolves.toBe(1);
      },
      'title',
    );
    await openAndClose(
      'Film',
      'Film',
      async (d) => {
        const src = await d.locator('iframe').getAttribute('src');
        expect(src).toBe(
          'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=0&loop=0&controls=1&playsinline=1&rel=0',
        );
      },
      'title',
    );
    await openAndClose('Map', 'Map', async (d) => {
      await expect(d.locator('iframe').count()).resolves.toBe(1);
      await expect(d.locator('iframe').getAttribute('sandbox')).resolves.toContain('allow-scripts');
      await shoot(page, 'block-grid-iframe-dialog-1280');
    });
    await page.getByRole('button', { name: 'Register your wallet: register' }).click();
    expect(warnings).toContain('Dialog with id "registration" is not registered');
    await context.close();
  });

  it('looks right on a phone: containers stack', async () => {
    const { context, page } = await newContext(375);
    await openPreview(page);
    await renderComponents(page, [{ id: 'bg', type: 'block-grid', data: { containers } }], {
      page: { collection, tokenId: '7' },
    });
    const widths = await page
      .locator('.one-block')
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
    await shoot(page, 'block-grid-375');
    await context.close();
  });
});

describe('hostile input runs no script ("A sanitiser test feeds hostile HTML and iframe snippets")', () => {
  const payloads = [
    '<script>window.__pwned = "script"</script>',
    '<img src="https://img.test/x.svg" onerror="window.__pwned=\'onerror\'" onload="window.__pwned=\'onload\'">',
    '<svg><script>window.__pwned="svg"</script></svg><svg onload="window.__pwned=\'svg-onload\'"></svg>',
    '<a id="js" href="javascript:window.__pwned=\'href\'">click</a>',
    '<a id="dh" href="data:text/html,<script>parent.__pwned=1</script>">data</a>',
    '<iframe srcdoc="<script>parent.__pwned=\'srcdoc\'</script>"></iframe>',
    '<style>body{background:red}</style><math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=\'mxss\'">',
    '<details open ontoggle="window.__pwned=\'toggle\'"><summary>x</summary></details>',
    '<form><button formaction="javascript:window.__pwned=\'form\'">go</button></form>',
  ];
  const snippets = [
    '<script>window.__pwned="snippet"</script><iframe src="https://maps.example/embed" onload="window.__pwned=\'iframe-onload\'"></iframe>',
    '<iframe src="javascript:window.__pwned=\'iframe-js\'"></iframe>',
    '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
    '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
    '<iframe src="https://a.example/1"></iframe><iframe src="https://b.example/2"></iframe>',
  ];

  it('text, block cards, post bodies, iframe snippets, video and share URLs: no script, no alert, no handler', async () => {
    const { context, page, alerts } = await newContext(1280);
    await openPreview(page);
    await renderComponents(page, [
      { id: 't', type: 'text', data: { content: payloads.join('') } },
      {
        id: 'bg',
        type: 'block-grid',
        data: {
          containers: snippets.map((code, i) => ({
            id: `c${i}`,
            layout: 'half',
            blocks: [
              {
                id: `f${i}`,
                type: 'text',
                action_type: 'iframe',
                card: { header: `Snippet ${i}`, body: { content: payloads[i] } },
                dialog: { iframe_input_type: 'code', iframe_code: code },
              },
              {
                id: `p${i}`,
                order: 1,
                type: 'text',
                action_type: 'post',
                card: { header: `Post ${i}` },
                dialog: { post_body: `<p>ok</p>${payloads[(i + 3) % payloads.length]}` },
              },
            ],
          })),
        },
      },
      { id: 'v', type: 'video', data: { src: 'javascript:window.__pwned="video"' } },
      {
        id: 's',
        type: 'share',
        data: {
          url: 'javascript:window.__pwned="share"',
          platforms: [{ id: 'f', platform: 'facebook' }],
        },
      },
    ]);
    await page
      .locator('#js')
      .click()
      .catch(() => {});
    for (let i = 0; i < snippets.length; i++) {
      for (const name of [`Snippet ${i}`, `Post ${i}`]) {
        const button = page.getByRole('button', { name });
        if ((await button.count()) === 0) continue;
        await button.click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await page.waitForTimeout(150);
        await expect(dialog.locator('iframe').count()).resolves.toBeLessThanOrEqual(1);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
    }
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
    ).toBeUndefined();
    expect(alerts).toEqual([]);
    const dom = await page.evaluate(() => ({
      scripts: document.querySelectorAll('.one-layout script').length,
      handlers: [...document.querySelectorAll('.one-layout *')].filter((el) =>
        [...el.attributes].some((a) => a.name.startsWith('on')),
      ).length,
      jsUrls: [
        ...document.querySelectorAll(
          '.one-layout [href], .one-layout [src], .one-layout [action], .one-layout [formaction]',
        ),
      ].filter((el) =>
        [...el.attributes].some((a) => /^(javascript|data:text\/html)/i.test(a.value.trim())),
      ).length,
      styles: document.querySelectorAll('.one-text style').length,
      srcdoc: document.querySelectorAll('iframe[srcdoc]').length,
    }));
    expect(dom).toEqual({ scripts: 0, handlers: 0, jsUrls: 0, styles: 0, srcdoc: 0 });
    await context.close();
  });
});

describe('screenshots of each component at 375 and 1280 px, live and builder', () => {
  const all = (builder: boolean) => [
    {
      id: 'text',
      type: 'text',
      data: {
        content:
          '<h1>Porto Wallet</h1><h2>Made to last</h2><p>Hand-stitched from <strong>full-grain leather</strong>, numbered and <a href="https://shop.example">tap-to-register</a>.</p><h3>Care</h3><ul><li>Wipe dry</li><li>Oil twice a year</li></ul>',
      },
    },
    {
      id: 'share',
      type: 'share',
      data: {
        title: 'Share your wallet',
        platforms: ['facebook', 'x', 'linkedin', 'whatsapp', 'email', 'copy'].map((p) => ({
          id: p,
          platform: p,
        })),
      },
    },
    {
      id: 'share2',
      type: 'share',
      data: {
        showLabels: false,
        platforms: ['facebook', 'x', 'linkedin', 'reddit', 'discord', 'telegram'].map((p) => ({
          id: p,
          platform: p,
        })),
      },
      styles: { icons: { size: 20, brandColors: true } },
    },
    {
      id: 'tabs',
      type: 'tab-container',
      data: {
        tabs: [
          { id: 'a', label: 'Care' },
          { id: 'b', label: 'Story' },
          { id: 'c', label: 'Specs' },
        ],
      },
    },
    {
      id: 'tab-text',
      type: 'text',
      parentId: 'tabs',
      tabId: 'a',
      data: { content: '<p>Wipe with a dry cloth. Oil twice a year.</p>' },
    },
    { id: 'carousel', type: 'carousel', data: { images, autoplay: !builder, interval: 5 } },
    { id: 'carousel-empty', type: 'carousel' },
    { id: 'pm', type: 'product-media' },
    { id: 'video', type: 'video', data: { src: 'https://img.test/clip.mp4' } },
    { id: 'video-empty', type: 'video' },
    {
      id: 'bg',
      type: 'block-grid',
      data: {
        containers: [
          {
            id: 'c1',
            layout: 'half',
            title: 'More about {{collection}}',
            blocks: [
              {
                id: 'b1',
                type: 'image-text',
                action_type: 'post',
                card: { header: 'Spring news', body: { content: '<p>New colours.</p>' } },
                image: { url: 'https://img.test/news.svg', alt: 'News' },
                dialog: { post_body: '<p>x</p>' },
              },
            ],
          },
          {
            id: 'c2',
            layout: 'right-sidebar',
            blocks: [
              {
                id: 'b2',
                type: 'text',
                card: { header: 'Text block', body: { content: '<p>A card.</p>' } },
              },
              'missing-id',
            ],
          },
        ],
      },
    },
  ];

  for (const width of [375, 1280]) {
    for (const builder of [false, true]) {
      it(`all Components I at ${width} px, ${builder ? 'builder' : 'live'}`, async () => {
        const { context, page } = await newContext(width);
        await openPreview(page);
        await renderComponents(page, all(builder), {
          builder,
          page: builder ? {} : { collection },
        });
        await page.waitForTimeout(400);
        // nothing overflows the viewport sideways
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expect(
          page.getByText(builder ? 'Add a slide to get started' : 'No images found').count(),
        ).resolves.toBe(1);
        await expect(page.getByText('No video source provided').count()).resolves.toBe(1);
        await expect(page.getByText('Block not found').count()).resolves.toBe(1);
        await shoot(page, `components-1-${width}-${builder ? 'builder' : 'live'}`);
        await context.close();
      });
    }
  }
});
