import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToStudio } from './support/studioSignIn';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * Creating numbered tokens on the real server and the built app: a first number above the
 * server's bound is named beside its field, in words, before anything is sent; a collection with
 * more tokens than one QR sheet holds is printed sheet by sheet, the pager naming which.
 */
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), {
  config: { secretKey: 'sk_studio_create_tokens' },
  hookTimeoutMs: 120_000,
});

describe('creating numbered tokens', () => {
  it('a first number above 1,000,000,000 is named beside its field and nothing is sent', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/studio/collections/col_demo/tokens`);
    await signInToStudio(page, server.url);
    await page.getByRole('heading', { name: 'Tokens and tap codes', level: 1 }).waitFor();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/tokens'))
        posts.push(request.url());
    });
    await page.getByLabel('How many').fill('2');
    const first = page.getByLabel('First number (optional)');
    await first.fill('99999999999999999999');
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    await page
      .getByText(
        'A whole number from 0 to 1,000,000,000, or empty to go on after the highest number.',
      )
      .waitFor();
    await page.getByRole('button', { name: 'Create tokens' }).click();
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    expect(await page.getByText('Nothing was created').count()).toBe(0);
    await context.close();
  });

  it('a QR sheet of a collection with over 1,000 tokens says which it holds and pages to the rest', async () => {
    // The demo's 12 tokens and 1,000 more: 1,012 labels, one more sheet than the first.
    const made = await fetch(`${server.url}/v1/collections/col_demo/tokens`, {
      method: 'POST',
      headers: { 'x-api-key': 'sk_studio_create_tokens', 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1000 }),
    });
    expect(made.status).toBe(201);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/studio/collections/col_demo/qr-sheet`);
    await signInToStudio(page, server.url);
    const labels = page.getByRole('list', { name: 'QR code labels' }).getByRole('listitem');
    await expect.poll(() => labels.count(), { timeout: 30_000 }).toBe(1000);
    const pager = page.getByRole('navigation', { name: 'QR code sheets' });
    await pager.getByText('1–1000 of 1012').waitFor();
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => labels.count(), { timeout: 30_000 }).toBe(12);
    await page.getByText('No. 1012', { exact: true }).waitFor();
    await context.close();
  });
});
