import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCAL_OWNER_EMAIL } from '../../server/config';
import { withAppAndChromium } from './support/appAndChromium';
import type { AppServer } from './support/server';
import { latestStudioCode } from './support/outbox';

/**
 * The editor without a key of its own (a server whose secret key is not the public local one
 * injects none): it asks for the studio sign-in, not for a pasted key, and then saves by role.
 */
let server: AppServer;
let browser: Browser;

withAppAndChromium((started) => ({ server, browser } = started), {
  config: { secretKey: 'sk_test_not_the_local_one' },
  hookTimeoutMs: 120_000,
});

describe('the editor signs in to the studio', () => {
  it('with no key injected, /editor shows the studio sign-in; after the outbox code it opens and saves', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/editor?layout=lay_demo`);
    await page.getByRole('heading', { name: 'Sign in to the studio' }).waitFor();
    expect(await page.getByLabel('Editor API key').count()).toBe(0);
    expect(await page.content()).not.toContain('sk_test_not_the_local_one');
    await page.getByLabel('Email', { exact: true }).fill(LOCAL_OWNER_EMAIL);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page
      .getByLabel('6-digit code')
      .fill(await latestStudioCode(server.url, LOCAL_OWNER_EMAIL));
    await page.waitForFunction(
      () => document.documentElement.dataset.editorReady === 'true',
      null,
      {
        timeout: 60_000,
      },
    );
    // The owner's session reads the draft and saves a revision, as the secret key did.
    const saved = await page.evaluate(async () => {
      const headers = { 'x-api-key': window.__VITRINE_CONFIG__?.publishableKey ?? '' };
      const current = (await (await fetch('/v1/layouts/lay_demo', { headers })).json()) as {
        revision: number;
        document: unknown;
      };
      const res = await fetch('/v1/layouts/lay_demo', {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ revision: current.revision, document: current.document }),
      });
      return res.status;
    });
    expect(saved).toBe(200);
    await page.close();
  }, 120_000);
});
