import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The browser the end-to-end tests and the benches drive: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else one Playwright already manages. It never downloads a browser.
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

/** The machine has no network beyond the registries: keep Chromium from dialling out. */
export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Chromium 151 and later render the address bar's popup as a WebUI page, in a renderer of its
 * own, for every window, headless too: about a second of CPU for each new page on these two
 * cores, taken from the page under test while it loads (and, in the end-to-end run, from the
 * two other browsers beside it). A phone's browser does not do that in the middle of a page.
 */
export const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own `--disable-features` switch, read from a running browser's command line.
 * Chromium keeps only the last such switch, so ours must carry Playwright's list too.
 */
export async function playwrightFeaturesOff(executablePath: string): Promise<string | null> {
  const browser = await chromium.launch({ executablePath });
  try {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const line = (await page.locator('#command_line').textContent()) ?? '';
    return line.match(/--disable-features=\S+/)?.[0] ?? null;
  } finally {
    await browser.close();
  }
}

/** Launch options with CHROMIUM_ARGS and FEATURES_OFF added to Playwright's own switches. */
export function launchSwitches(playwrightOff: string | null): {
  args: string[];
  ignoreDefaultArgs: string[];
} {
  const off = FEATURES_OFF.join(',');
  return {
    ignoreDefaultArgs: playwrightOff ? [playwrightOff] : [],
    args: [...CHROMIUM_ARGS, playwrightOff ? `${playwrightOff},${off}` : `--disable-features=${off}`],
  };
}
