import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The browser the end-to-end tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else one Playwright already manages. It never downloads a browser.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', managedChromium()];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  return found;
}

function managedChromium(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
