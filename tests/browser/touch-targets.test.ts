import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';

/**
 * On a phone (375 px) every control of a visitor page — the account bar's and every block's —
 * takes a finger's tap anywhere on a 44 × 44 px square around its centre (real server, the demo
 * data), whether it is drawn that large or takes taps around a smaller icon.
 */
const SHOTS = '/tmp/shots/touch-targets';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

const CONTROLS =
  'a[href], button, input, select, textarea, summary, [role=button], [role=tab], [role=link]';

/** The controls whose 44 px square around their centre does not all reach them. */
async function smallTargets(page: Page): Promise<string[]> {
  const small: string[] = [];
  const count = await page.locator(CONTROLS).count();
  for (let i = 0; i < count; i++) {
    const control = page.locator(CONTROLS).nth(i);
    if (!(await control.isVisible())) continue;
    const miss = await control.evaluate((element) => {
      // In the middle of the screen, so the whole square around it is on screen.
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const box = element.getBoundingClientRect();
      if (box.width >= 44 && box.height >= 44) return null;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      for (const [dx, dy] of [
        [-21, -21],
        [21, -21],
        [-21, 21],
        [21, 21],
      ] as const) {
        const hit = document.elementFromPoint(x + dx, y + dy);
        if (!hit || !(hit === element || element.contains(hit))) {
          const name = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText;
          return `${element.tagName.toLowerCase()} "${name.trim()}" (${Math.round(box.width)}×${Math.round(box.height)})`;
        }
      }
      return null;
    });
    if (miss) small.push(miss);
  }
  return small;
}

describe('tap targets on a phone', () => {
  for (const path of ['/c/demo', '/c/demo/1', '/t/demo-1']) {
    it(`every control on ${path} takes taps on at least 44 × 44 px`, async () => {
      const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
      try {
        await page.goto(`${server.url}${path}`);
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        expect(await smallTargets(page)).toEqual([]);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/${path.replace(/\//g, '_')}-375.png` });
      } finally {
        await page.close();
      }
    });
  }

  it('the sign-in dialog on a phone: its close button and its controls take taps on at least 44 × 44 px', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    try {
      await page.goto(`${server.url}/c/demo/1`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').waitFor();
      const close = dialog.getByRole('button', { name: 'Close' });
      const box = (await close.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      for (const [dx, dy] of [
        [-21, -21],
        [21, -21],
        [-21, 21],
        [21, 21],
      ] as const) {
        const reaches = await close.evaluate(
          (element, [px, py]) => {
            const hit = document.elementFromPoint(px, py);
            return hit !== null && (hit === element || element.contains(hit));
          },
          [x + dx, y + dy] as const,
        );
        expect(reaches, `a tap ${dx}, ${dy} px from the close button's centre`).toBe(true);
      }
      for (const control of [
        dialog.getByLabel('Email'),
        dialog.getByRole('button', { name: 'Send code' }),
      ]) {
        expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await page.screenshot({ path: `${SHOTS}/sign-in-375.png` });
    } finally {
      await page.close();
    }
  });
});
