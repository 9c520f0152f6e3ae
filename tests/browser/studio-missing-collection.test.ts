import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { signInToStudio } from './support/studioSignIn';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * A collection's screens at an address naming no collection (a stale bookmark, a mistyped
 * link), on the real server and the built app: none is a blank page (the registrations and the
 * moderation screens once threw on the empty answer), each keeps its level-one heading, says
 * there is no such collection, and passes axe.
 */
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), {
  config: { secretKey: 'sk_studio_missing_collection' },
  hookTimeoutMs: 120_000,
});

const SCREENS = [
  { path: '', heading: 'Collection' },
  { path: '/tokens', heading: 'Tokens and tap codes' },
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/registrations', heading: 'Registrations' },
  { path: '/moderation', heading: 'Feed moderation' },
];

describe('a collection screen for a collection that does not exist', () => {
  it('keeps its heading and names the missing collection', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/studio`);
    await signInToStudio(page, server.url);
    await page.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    for (const screen of SCREENS) {
      await page.goto(`${server.url}/studio/collections/nope${screen.path}`);
      await page.getByRole('alert').getByText('There is no collection "nope"').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([
        screen.heading,
      ]);
      expect(await axeViolations(page)).toEqual([]);
    }
    await context.close();
  });
});
