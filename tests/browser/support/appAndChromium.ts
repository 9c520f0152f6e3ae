import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';
import { startAppServer, type AppServer } from './server';

export interface AppAndChromium {
  server: AppServer;
  browser: Browser;
}

/**
 * A browser test file's usual pair: before its tests, the real server (fresh database, built
 * front end) and Chromium, handed to `started` for the file's own variables; after them, both
 * closed. Usage:
 *
 *   let server: AppServer;
 *   let browser: Browser;
 *   withAppAndChromium((started) => ({ server, browser } = started));
 */
export function withAppAndChromium(
  started: (both: AppAndChromium) => void,
  options: Parameters<typeof startAppServer>[0] & {
    hookTimeoutMs?: number;
    /** A folder for the file's screenshots, made if missing. */
    shots?: string;
  } = {},
): void {
  let both: Partial<AppAndChromium> = {};
  const { hookTimeoutMs, shots, ...serverOptions } = options;
  beforeAll(async () => {
    if (shots) mkdirSync(shots, { recursive: true });
    both.server = await startAppServer(serverOptions);
    both.browser = await launchChromium();
    started(both as AppAndChromium);
  }, hookTimeoutMs);
  afterAll(async () => {
    await both.browser?.close();
    await both.server?.close();
    both = {};
  });
}
