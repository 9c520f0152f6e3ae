import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { guardCsp } from './cspGuard';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags this machine needs: no sandbox as root, no network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, installed with apt-get when missing (never a test tool's browser download). */
export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  try {
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      {
        stdio: 'inherit',
        timeout: 600_000,
      },
    );
  } catch {
    // fall through to the clear message below
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH} and apt-get could not install it. Install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  return CHROMIUM_PATH;
}

/** Chromium whose every page is watched for CSP violations (support/cspGuard.ts). */
export async function launchChromium(): Promise<Browser> {
  return guardCsp(
    await chromium.launch({
      executablePath: ensureChromium(),
      args: CHROMIUM_ARGS,
      headless: true,
    }),
  );
}
