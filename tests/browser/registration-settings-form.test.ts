import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';
import { latestSignInCode } from './support/outbox';

/**
 * The collection's registration settings shape the form visitors fill (real server, built app,
 * nothing mocked): a field the brand requires is asked for and required, one it asks for without
 * requiring is marked optional and may be left empty, so what the server requires can always be
 * given. The success screen's settings (the discount code) stay the owner's.
 */
const SHOTS = '/tmp/shots/registration-settings';
/** The development server's own secret key (what `npm start` runs with). */
const SECRET = 'sk_local_vitrine';
const TOKEN = '9';
const EMAIL = 'postal.code@example.com';

let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), { shots: SHOTS });

async function setFields(fields: Record<string, { enabled: boolean; required: boolean }>) {
  const current = await fetch(`${server.url}/v1/collections/demo`, {
    headers: { 'x-api-key': SECRET },
  });
  const settings = ((await current.json()) as { registration_settings: { form: object } })
    .registration_settings;
  const response = await fetch(`${server.url}/v1/collections/demo`, {
    method: 'PATCH',
    headers: { 'x-api-key': SECRET, 'content-type': 'application/json' },
    body: JSON.stringify({
      registration_settings: { ...settings, form: { ...settings.form, fields } },
    }),
  });
  expect(response.status, await response.text()).toBe(200);
}

describe("the collection's registration settings shape the visitor's form", () => {
  it('a required postal code is asked for and required; an asked phone number is optional', async () => {
    await setFields({
      firstName: { enabled: true, required: true },
      lastName: { enabled: true, required: true },
      postalCode: { enabled: true, required: true },
      phoneNumber: { enabled: true, required: false },
      birthday: { enabled: false, required: false },
    });
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${server.url}/t/demo-${TOKEN}`);
    await page.getByRole('button', { name: 'View Registration', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(EMAIL);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('6-digit code').waitFor();
    await dialog.getByLabel('6-digit code').fill(await latestSignInCode(server.url, EMAIL));
    await dialog.getByRole('heading', { name: 'Register Your Product' }).waitFor();

    const postal = dialog.getByLabel('Postal code', { exact: true });
    const phone = dialog.getByLabel('Phone number (optional)');
    await postal.waitFor();
    expect(await phone.isVisible()).toBe(true);
    expect(await dialog.getByLabel(/Birthday/).count()).toBe(0);
    await dialog.getByLabel('First name').fill('Ada');
    await dialog.getByLabel('Last name').fill('Lane');
    await dialog.getByRole('checkbox', { name: /I agree to the registration terms/ }).check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.getByText('Postal code is required').waitFor();
    await page.screenshot({ path: `${SHOTS}/form-375.png` });

    await postal.fill('1100-148');
    const registered = page.waitForResponse((r) =>
      r.url().endsWith('/v1/registrations/register-email'),
    );
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    expect((await registered).status()).toBe(200);
    await dialog.getByRole('heading', { name: 'Registration Complete!' }).waitFor();
    await context.close();
  });
});
