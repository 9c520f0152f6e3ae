import type { Page } from 'playwright-core';
import { LOCAL_OWNER_EMAIL } from '../../../server/config';
import { latestStudioCode } from './outbox';

/**
 * Signs the local owner in on the studio's sign-in screen the page shows: the code is read from
 * the outbox once the page says it was sent, as a person would.
 */
export async function signInToStudio(page: Page, serverUrl: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(LOCAL_OWNER_EMAIL);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').waitFor();
  await page.getByLabel('6-digit code').fill(await latestStudioCode(serverUrl, LOCAL_OWNER_EMAIL));
}
