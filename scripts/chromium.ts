/**
 * Debian's Chromium as every Node tool of the repository drives it (browser tests, benchmark,
 * social images): one path, one set of launch flags, one hydration check.
 */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Resolves once React has hydrated the page (its root carries React's container key). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('__next');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}
