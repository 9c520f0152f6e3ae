import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { selectLayer } from './support/selectLayer';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';
import { LOCAL_OWNER_EMAIL } from '../../server/config';
import { latestStudioCode } from './support/outbox';

/**
 * The owner's studio on the real server and the built app, nothing mocked: the owner signs in
 * (with the secret key, until owner accounts), creates "Lamps", imports 20 tokens from a CSV
 * file (a bad row refused first, naming its line), makes the token page's layout in the editor
 * from a template and publishes it there, views the live page, downloads the tap URLs, opens
 * the QR sheet; then a visitor taps one item and sees its page with its number.
 */
const SHOTS = '/work/shots/studio';
const SECRET = 'sk_studio_journey_owner';
const WORDS = 'Lamps, hand made in the harbour';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), {
  config: { secretKey: SECRET },
  hookTimeoutMs: 120_000,
});
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
  // Not the local default key: the studio is not handed a key and has to ask for it.
});

/** The owner signs in to the studio with the code the development outbox shows. */
async function signInToStudio(page: Page) {
  await page.getByRole('heading', { name: 'Sign in to the studio' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(LOCAL_OWNER_EMAIL);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The code is read from the outbox once the page says it was sent, as a person would.
  await page.getByLabel('6-digit code').waitFor();
  await page.getByLabel('6-digit code').fill(await latestStudioCode(server.url, LOCAL_OWNER_EMAIL));
}

/** No axe violation on the studio screen (the whole page: chrome and content). */
async function expectAccessible(page: Page) {
  // A toast on its way out is aria-hidden with its Dismiss button still in it: the screen is
  // checked once the toasts it raised are gone.
  await expect.poll(() => page.locator('.one-toast').count(), { timeout: 10_000 }).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function csv(rows: string[]): string {
  return ['token_id,finish', ...rows].join('\n');
}
const goodRows = Array.from({ length: 20 }, (_, i) => `${i + 1},${i % 2 ? 'brass' : 'copper'}`);

describe('the owner runs a collection from the studio, a visitor taps an item', () => {
  it('Lamps: create, import, lay out, publish, tap codes, and a tap shows the item', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    // Signing in: the owner asks for a code and reads it from the outbox.
    await page.goto(`${server.url}/studio`);
    await page.getByRole('heading', { name: 'Sign in to the studio' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'sign-in-1280');
    await signInToStudio(page);
    await page.getByRole('link', { name: 'Harbour Lamp', exact: true }).waitFor();
    await expectAccessible(page);
    await shot(page, 'collections-1280');

    // A new collection: the slug follows the name.
    await page.getByRole('link', { name: 'New collection' }).click();
    await page.getByLabel('Name').fill('Lamps');
    expect(await page.getByLabel('Slug').inputValue()).toBe('lamps');
    await expectAccessible(page);
    await shot(page, 'new-collection-1280');
    await page.getByRole('button', { name: 'Create collection' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lamps' }).waitFor();
    await page.getByLabel('Product name template').fill('Lamp No. {{tokenId}}');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Details saved').waitFor();
    await expectAccessible(page);
    await shot(page, 'collection-details-1280');

    // Tokens from a CSV file: one bad row refuses the whole file, naming its line.
    await page.getByRole('link', { name: 'Tokens and tap codes' }).click();
    await page.getByRole('heading', { name: 'Tokens and tap codes' }).waitFor();
    const bad = [...goodRows];
    bad[7] = 'lamp eight!,brass';
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'lamps.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv(bad)),
    });
    await page.getByRole('heading', { name: 'Preview of lamps.csv: 20 rows' }).waitFor();
    await page.getByRole('button', { name: 'Import 20 tokens' }).click();
    const refused = page.getByRole('list', { name: 'Rows to fix' });
    await refused.waitFor();
    expect(await refused.innerText()).toMatch(/^Line 9: /);
    expect(await page.getByText('Nothing was imported: 1 row needs fixing').count()).toBe(1);
    await expectAccessible(page);
    await shot(page, 'tokens-csv-refused-1280');
    expect(await page.getByText('Lamps: 0 tokens').count()).toBe(1);
    await page.getByLabel('CSV file', { exact: true }).setInputFiles({
      name: 'lamps-fixed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv(goodRows)),
    });
    await page.getByRole('button', { name: 'Import 20 tokens' }).click();
    await page.getByText('Lamps: 20 tokens').waitFor();
    await page.getByRole('cell', { name: 'finish: brass' }).first().waitFor();
    await expectAccessible(page);
    await shot(page, 'tokens-1280');

    // The token page's layout: made in the editor from a template, edited, published there.
    await page.getByRole('link', { name: 'Lamps', exact: true }).click();
    await page.getByRole('tab', { name: 'Pages' }).click();
    await page.getByText('Token pages:').waitFor();
    await expectAccessible(page);
    await shot(page, 'collection-pages-empty-1280');
    await page.getByRole('link', { name: 'New token page layout in the editor' }).click();
    const newLayout = page.getByRole('dialog', { name: 'New layout' });
    await newLayout.getByLabel('Name').fill('Lamp page');
    await newLayout.getByLabel('The demo layout').check();
    await newLayout.getByRole('button', { name: 'Create layout' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.editorReady === 'true');
    await page
      .getByRole('heading', { name: 'Lamp page' })
      .or(page.getByText('Lamp page'))
      .first()
      .waitFor();
    await selectLayer(page, /^Text$/);
    const richText = page.locator('.one-editor-inspector').getByRole('textbox', { name: 'Text' });
    await richText.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(WORDS);
    const status = page.getByTestId('live-status');
    expect(await status.innerText()).toBe('Publish puts it on Lamps (token pages)');
    await page.getByRole('button', { name: 'Choose where this layout is live' }).click();
    const live = page.getByRole('dialog', { name: 'Where this layout is live' });
    expect(await live.getByLabel('Collection', { exact: true }).inputValue()).toMatch(/^col_/);
    expect(await live.getByRole('radio', { name: /Token pages/ }).isChecked()).toBe(true);
    await live.getByRole('button', { name: 'Publish on this page' }).click();
    await expect
      .poll(() => status.innerText(), { timeout: 15_000 })
      .toMatch(/^Live on Lamps \(token pages\) · version \d+ is live: the one open here$/);
    const viewLive = page.getByRole('link', { name: 'View live page' });
    expect(await viewLive.getAttribute('href')).toBe('/c/lamps/1');
    const [livePage] = await Promise.all([context.waitForEvent('page'), viewLive.click()]);
    await livePage.getByText(WORDS).first().waitFor({ timeout: 15_000 });
    await livePage.screenshot({ path: `${SHOTS}/live-token-page-1280.png`, fullPage: true });
    // The page is the first item's: its title is the product name with its number.
    await expect.poll(() => livePage.title()).toBe('Lamp No. 1');
    await livePage.close();

    // Back in the studio: the collection shows what is live, with the published version.
    await page.goto(`${server.url}/studio`);
    const lamps = page.getByRole('listitem').filter({ hasText: '/c/lamps' });
    await expect.poll(() => lamps.innerText()).toMatch(/Token pages: “Lamp page”, version \d+/);
    await page.getByRole('link', { name: 'Lamps', exact: true }).click();
    await page.getByRole('tab', { name: 'Pages' }).click();
    await page.getByRole('link', { name: /View live page \(token pages\)/ }).waitFor();
    await expectAccessible(page);
    await shot(page, 'collection-pages-1280');
    for (const tab of ['Registration', 'Activity', 'Archive']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectAccessible(page);
      await shot(page, `collection-${tab.toLowerCase()}-1280`);
    }

    // Tap URLs as CSV, and the QR sheet.
    await page.getByRole('link', { name: 'Tokens and tap codes' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download tap URLs (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('lamps-tap-urls.csv');
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('token_id,short_code,short_url');
    expect(lines).toHaveLength(21);
    const seventh = lines.find((line) => line.startsWith('7,'))!.split(',');
    expect(seventh[1]).toMatch(/^[A-Za-z0-9_-]{20}$/);
    await page.getByRole('link', { name: 'QR code sheet' }).click();
    const labels = page.getByRole('list', { name: 'QR code labels' }).getByRole('listitem');
    await expect.poll(() => labels.count()).toBe(20);
    expect(await labels.nth(6).innerText()).toContain(`No. 7\n${seventh[2]}`);
    expect(await labels.nth(6).locator('svg path').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await shot(page, 'qr-sheet-1280');
    await context.close();

    // A visitor taps item 7: its page, with its number.
    const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const tap = await visitor.newPage();
    await tap.goto(seventh[2]!.replace(/^https?:\/\/[^/]+/, server.url));
    await tap.getByText(WORDS).first().waitFor({ timeout: 15_000 });
    expect(new URL(tap.url()).pathname).toBe('/c/lamps/7');
    await expect.poll(() => tap.title()).toBe('Lamp No. 7');
    await tap.screenshot({ path: `${SHOTS}/visitor-tap-375.png`, fullPage: true });
    await visitor.close();
  }, 240_000);

  it('the studio at 375 px: the main screens fit, stay accessible, and dark mode reads', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/studio`);
    await signInToStudio(page);
    await page.getByRole('link', { name: 'Harbour Lamp', exact: true }).waitFor();
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await expectAccessible(page);
    await shot(page, 'collections-375');
    await page.getByRole('link', { name: 'Edit Harbour Lamp' }).click();
    await page.getByRole('tab', { name: 'Details' }).waitFor();
    expect(await fits()).toBe(true);
    await expectAccessible(page);
    await shot(page, 'collection-details-375');
    await page.getByRole('link', { name: 'Tokens and tap codes' }).click();
    await page.getByText('Harbour Lamp: 12 tokens').waitFor();
    await expectAccessible(page);
    await shot(page, 'tokens-375');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expectAccessible(page);
    await shot(page, 'tokens-dark-375');
    // The account sections, signed in as the site's owner, in the shell.
    for (const [section, heading] of [
      ['People', 'People'],
      ['API keys', 'API keys'],
      ['Site & brand', 'Site and brand'],
    ] as const) {
      await page.getByRole('link', { name: section }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await shot(page, `${section.replace(/\W+/g, '-').toLowerCase()}-dark-375`);
      expect(await fits(), section).toBe(true);
      await expectAccessible(page);
    }
    await context.close();
  }, 120_000);
});
