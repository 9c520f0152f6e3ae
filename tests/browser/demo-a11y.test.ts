import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { latestSignInCode } from './support/outbox';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';
import { pageApi } from './support/pageApi';
import { axeViolations } from './support/axe';

/**
 * The seeded demo, as visitors see it, passes axe-core with no rule disabled — colour contrast
 * included — in light and dark, anonymous, signed in as an owner and as someone else; and it
 * shows no builder empty state or default label.
 */
const SHOTS = '/tmp/shots/h23';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started));

const api = pageApi;

async function signedIn(email: string, registers?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await api(page, 'POST', '/v1/access/otp', { email });
  const code = await latestSignInCode(server.url, email);
  expect((await api(page, 'POST', '/v1/access/otp/verify', { email, code })).status).toBe(200);
  if (registers) {
    const result = await api(page, 'POST', '/v1/registrations/register-email', {
      email,
      collection_id: 'col_demo',
      short_url: registers,
      metadata: { firstName: 'Ada', lastName: 'Lovelace', terms: true },
    });
    expect(result.status).toBe(200);
  }
  await page.close();
  return context;
}

/** Every axe violation on the page, no rule disabled. */
const violations = (page: Page) => axeViolations(page);

/** WCAG contrast ratio of an element's text on its own (opaque) background colour. */
async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const channels = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    const [r = 0, g = 0, b = 0, a = 1] = channels(style.backgroundColor);
    if (a < 1 || Number(style.opacity) < 1) return 0; // faded: not measurable, and not allowed
    const luminance = ([red, green, blue]: number[]) => {
      const lin = (c: number) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(red!) + 0.7152 * lin(green!) + 0.0722 * lin(blue!);
    };
    const fg = luminance(channels(style.color));
    const bg = luminance([r, g, b]);
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  });
}

/** The page once its blocks have loaded, in light or in dark (the theme's own dark colours). */
async function open(context: BrowserContext, path: string, dark: boolean): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await page.locator('[data-component-type="activity-feed"]').waitFor();
  await page.waitForLoadState('networkidle');
  if (dark) await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.waitForTimeout(300);
  return page;
}

const PATHS = ['/c/demo', '/c/demo/3', '/t/demo-3'];

describe('the demo passes axe-core, no rule disabled (light and dark)', () => {
  for (const dark of [false, true]) {
    const mode = dark ? 'dark' : 'light';
    it(`${mode}: a visitor not signed in — collection, token and tap pages`, async () => {
      const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
      try {
        for (const path of PATHS) {
          const page = await open(context, path, dark);
          expect(await violations(page), path).toEqual([]);
          await page.close();
        }
      } finally {
        await context.close();
      }
    });

    it(`${mode}: signed in, at someone else's item and at one's own`, async () => {
      const owner = await signedIn(`owner.${mode}@example.com`, dark ? 'demo-8' : 'demo-7');
      const other = await signedIn(`other.${mode}@example.com`);
      try {
        const path = dark ? '/t/demo-8' : '/t/demo-7';
        for (const [who, context] of [
          ['owner', owner],
          ['other', other],
        ] as const) {
          const page = await open(context, path, dark);
          // The feed's add button has settled ('Must be the product owner…' for the other).
          await page.getByText('Verifying ownership...').first().waitFor({ state: 'detached' });
          await page.screenshot({ path: `${SHOTS}/a11y-${mode}-${who}.png` });
          expect(await violations(page), `${who} ${path}`).toEqual([]);
          if (who === 'other') {
            // axe skips disabled controls, but a visitor reads this one: measured here.
            const ratio = await contrastOf(
              page.getByRole('button', { name: 'Must be the product owner to add to feed' }),
            );
            expect(ratio).toBeGreaterThanOrEqual(4.5);
          }
          await page.close();
        }
      } finally {
        await owner.close();
        await other.close();
      }
    });
  }

  it('the account bar on the home page passes too, and nothing has the focus on load', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await violations(page)).toEqual([]);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('the demo looks finished', () => {
  it('no builder empty state and no default label on its public pages', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      for (const path of PATHS) {
        const page = await open(context, path, false);
        const text = (await page.textContent('main')) ?? '';
        for (const empty of [
          'No video source provided',
          'No audio',
          'No embed',
          'No iframe',
          'Tab 1',
        ]) {
          expect(text, `${path}: ${empty}`).not.toContain(empty);
        }
        expect(await page.getByRole('heading', { name: 'Links', exact: true }).count(), path).toBe(
          0,
        );
        // The audio block plays the chime made at seed time.
        const audio = page.locator('[data-component-type="audio"] audio');
        expect(await audio.evaluate((el: HTMLAudioElement) => el.currentSrc)).toContain(
          '/uploads/seed-chime.wav',
        );
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
});
