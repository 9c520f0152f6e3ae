import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCAL_OWNER_EMAIL } from '../../server/config';
import { axeViolations } from './support/axe';
import { latestStudioCode } from './support/outbox';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * The account sections (People, API keys, Site & brand) inside the studio shell, signed in as
 * the development owner, at 1280 and 375 px: each fits its width and passes axe; an owner adds
 * a site from Site & brand and then picks which site the sections show.
 */
const SHOTS = '/tmp/shots/studio-account-shell';
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), {
  shots: SHOTS,
  hookTimeoutMs: 120_000,
});

async function signedIn(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/studio/account`);
  await page.getByLabel('Email', { exact: true }).fill(LOCAL_OWNER_EMAIL);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The code is read from the outbox once the page says it was sent, as a person would.
  await page.getByLabel('6-digit code').waitFor();
  await page.getByLabel('6-digit code').fill(await latestStudioCode(server.url, LOCAL_OWNER_EMAIL));
  await page.getByRole('heading', { name: 'People' }).waitFor();
  return { context, page };
}

const SECTIONS = [
  { path: '/studio/people', link: 'People', heading: 'People' },
  { path: '/studio/keys', link: 'API keys', heading: 'API keys' },
  { path: '/studio/site', link: 'Site & brand', heading: 'Site and brand' },
];

describe('the account sections in the studio shell', () => {
  for (const width of [1280, 375]) {
    it(`at ${width} px each section fits its width, is the current one in the navigation, and passes axe`, async () => {
      const { context, page } = await signedIn(width);
      for (const section of SECTIONS) {
        await page.goto(`${server.url}${section.path}`);
        await page.getByRole('heading', { name: section.heading, level: 1 }).waitFor();
        const nav = page.getByRole('navigation', { name: 'Studio' });
        await expect
          .poll(() => nav.getByRole('link', { name: section.link }).getAttribute('aria-current'))
          .toBe('page');
        await page.screenshot({
          path: `${SHOTS}/${section.path.split('/').pop()}-${width}.png`,
          fullPage: true,
        });
        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect({ section: section.path, overflow }).toEqual({ section: section.path, overflow: 0 });
        // Every section's link is in view, the current one included (none hidden past the edge).
        const clipped = await nav
          .getByRole('link')
          .evaluateAll((links) =>
            links
              .filter((link) => link.getBoundingClientRect().right > window.innerWidth)
              .map((link) => link.textContent),
          );
        expect(clipped).toEqual([]);
      }
      await context.close();
    }, 120_000);
  }

  it('an owner adds a site from Site & brand, becomes its owner and switches the sections to it', async () => {
    const { context, page } = await signedIn(1280);
    await page.goto(`${server.url}/studio/site`);
    const form = page.getByRole('form', { name: 'Add a site' });
    await form.getByLabel('Site name').fill('Lamp Shop');
    await form.getByLabel('Domains (one per line)').fill('lamps.example\nwww.lamps.example');
    await form.getByRole('button', { name: 'Create site' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Created Lamp Shop: it answers on lamps.example, www.lamps.example.' })
      .waitFor();
    // The label wraps the select, so its name goes on with the chosen option.
    const picker = page.getByRole('combobox', { name: /^Site\b/ });
    await expect
      .poll(() => picker.locator('option:checked').textContent())
      .toBe('Lamp Shop (owner)');
    await expect
      .poll(() =>
        page.getByRole('form', { name: 'Site and brand' }).getByLabel('Site name').inputValue(),
      )
      .toBe('Lamp Shop');
    await page.screenshot({ path: `${SHOTS}/site-added-1280.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // The choice holds on the other sections: People lists the new site's one owner.
    await page
      .getByRole('navigation', { name: 'Studio' })
      .getByRole('link', { name: 'People' })
      .click();
    await page
      .getByRole('row', { name: new RegExp(LOCAL_OWNER_EMAIL.replace('.', '\\.')) })
      .waitFor();
    expect(await picker.locator('option:checked').textContent()).toBe('Lamp Shop (owner)');

    // A host already taken is refused by name, and nothing is added.
    await page
      .getByRole('navigation', { name: 'Studio' })
      .getByRole('link', { name: 'Site & brand' })
      .click();
    await form.getByLabel('Site name').fill('Copy');
    await form.getByLabel('Domains (one per line)').fill('lamps.example');
    await form.getByRole('button', { name: 'Create site' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'lamps.example belongs to another site' })
      .waitFor();
    expect(await picker.locator('option').count()).toBe(2);
    await context.close();
  }, 120_000);
});
