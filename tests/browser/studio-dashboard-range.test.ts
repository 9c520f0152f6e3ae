import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToStudio } from './support/studioSignIn';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * The dashboard's date range on the real server and the built app: while the owner has the
 * first day after the last, the lead goes on naming the days the figures are for (not the range
 * being fixed); with no tap in the range the "Tapped, not registered" table says so, rather than
 * calling every tapped token registered; the chart's last day label fits inside the chart.
 */
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), {
  config: { secretKey: 'sk_studio_dashboard_range' },
  hookTimeoutMs: 120_000,
});

async function dashboard(width = 800): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/studio/collections/col_demo/dashboard`);
  await signInToStudio(page, server.url);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  return page;
}

describe('the dashboard names the range its figures count', () => {
  it('a first day after the last is refused and the lead keeps the range the figures are for', async () => {
    const page = await dashboard();
    const from = page.getByRole('textbox', { name: 'From', exact: true });
    const to = await page.getByRole('textbox', { name: 'To', exact: true }).inputValue();
    const before = await from.inputValue();
    await page.getByText(`Harbour Lamp: UTC days ${before} to ${to}`).waitFor();
    await from.fill('2099-12-20');
    await page.getByText('The first day must not be after the last.').waitFor();
    expect(await page.getByText('2099-12-20 to').count()).toBe(0);
    expect(await page.getByText(`Harbour Lamp: UTC days ${before} to ${to}`).count()).toBe(1);
    await page.context().close();
  });

  it('with no tap in the range, "Tapped, not registered" says there were no taps', async () => {
    const page = await dashboard();
    const table = page.getByRole('region', { name: 'Tapped, not registered' });
    await table.getByText('No taps in this range.').waitFor();
    expect(await table.getByText('Every tapped token is registered.').count()).toBe(0);
    await page.context().close();
  });

  for (const width of [375, 800, 1280]) {
    it(`at ${width} px the last day under the chart is shown whole, not cut at its edge`, async () => {
      const page = await dashboard(width);
      const chart = page.locator('.one-st-chart').nth(1).locator('svg.recharts-surface');
      // The x-axis labels are the days, as YYYY-MM-DD.
      await chart
        .getByText(/^\d{4}-\d\d-\d\d$/)
        .first()
        .waitFor();
      const cut = await chart.evaluate((svg) => {
        const edge = svg.getBoundingClientRect().right;
        return Array.from(svg.querySelectorAll('text'))
          .filter((text) => /^\d{4}-\d\d-\d\d$/.test(text.textContent ?? ''))
          .filter((text) => text.getBoundingClientRect().right > edge + 0.5)
          .map((text) => text.textContent);
      });
      expect(cut).toEqual([]);
      await page.context().close();
    });
  }
});
