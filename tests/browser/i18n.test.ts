import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import { startAppServer, type AppServer } from './support/server';

/**
 * The visitor pages in the visitor's language: a phone whose browser prefers French, German,
 * Spanish, Japanese or Arabic sees the demo's tap landing in it (Arabic right to left), English
 * stays the spec's words, and the site's SITE_LOCALE wins over the browser.
 */
const SHOTS = '/tmp/shots/i18n';
const PHONE = { width: 375, height: 667 };

/** What each language shows on an unregistered item's landing. */
const EXPECTED = {
  en: {
    dir: 'ltr',
    region: 'Harbour Lamp, No. 2 of 12',
    register: 'Register this item',
    signIn: 'Sign in',
  },
  fr: {
    dir: 'ltr',
    region: 'Harbour Lamp, N° 2 sur 12',
    register: 'Enregistrer cet article',
    signIn: 'Se connecter',
  },
  de: {
    dir: 'ltr',
    region: 'Harbour Lamp, Nr. 2 von 12',
    register: 'Diesen Artikel registrieren',
    signIn: 'Anmelden',
  },
  es: {
    dir: 'ltr',
    region: 'Harbour Lamp, N.º 2 de 12',
    register: 'Registrar este artículo',
    signIn: 'Iniciar sesión',
  },
  ja: {
    dir: 'ltr',
    region: 'Harbour Lamp、No. 2（全12点）',
    register: 'このアイテムを登録',
    signIn: 'ログイン',
  },
  ar: {
    dir: 'rtl',
    region: 'Harbour Lamp، رقم 2 من 12',
    register: 'سجّل هذه القطعة',
    signIn: 'تسجيل الدخول',
  },
} as const;

const BROWSER_LOCALE = {
  en: 'en-US',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
  ja: 'ja-JP',
  ar: 'ar-EG',
};

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

describe("the visitor pages speak the visitor's language", () => {
  for (const [locale, expected] of Object.entries(EXPECTED)) {
    it(`a browser preferring ${locale} sees the tap landing in it, laid out ${expected.dir}`, async () => {
      const context = await browser.newContext({
        viewport: PHONE,
        locale: BROWSER_LOCALE[locale as keyof typeof BROWSER_LOCALE],
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/t/demo-2`);
      const region = page.getByRole('region', { name: expected.region });
      await region.waitFor();
      await region.getByRole('button', { name: expected.register }).waitFor();
      await page.getByRole('navigation').getByRole('button', { name: expected.signIn }).waitFor();
      const root = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        direction: getComputedStyle(document.querySelector('.one-tap') ?? document.body).direction,
      }));
      expect(root).toEqual({ lang: locale, dir: expected.dir, direction: expected.dir });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/tap-${locale}-375.png` });
      await page.screenshot({ path: `${SHOTS}/page-${locale}-375.png`, fullPage: true });
      await context.close();
    });
  }

  it("the site's SITE_LOCALE wins over the browser's languages", async () => {
    const french = await startAppServer({ config: { siteLocale: 'fr' } });
    try {
      const context = await browser.newContext({ viewport: PHONE, locale: 'de-DE' });
      const page = await context.newPage();
      await page.goto(`${french.url}/t/demo-2`);
      await page.getByRole('button', { name: EXPECTED.fr.register }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
      await context.close();
    } finally {
      await french.close();
    }
  });

  it('a language without a catalogue falls back to English', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${server.url}/t/demo-2`);
    await page.getByRole('button', { name: EXPECTED.en.register }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await context.close();
  });
});
