// Debian's Chromium as the benches drive it (CHROMIUM_PATH to use another), quiet in the ways a
// phone's browser is while a page loads.
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Chromium 151 and later pre-render the address bar's popup (a WebUI page in a renderer of its
// own) at every start, headless too: about a second of CPU on these two cores, taken from the
// page under test while it loads. A phone's browser does not do that in the middle of a page.
export const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let playwrightFeaturesOff;

/**
 * Playwright's own `--disable-features` switch, read from a running browser's command line.
 * Chromium keeps only the last such switch, so ours must carry Playwright's list too.
 */
async function playwrightFeatures() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  try {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const line = (await page.locator('#command_line').textContent()) ?? '';
    return line.match(/--disable-features=\S+/)?.[0] ?? null;
  } finally {
    await browser.close();
  }
}

/** A Playwright launch of the benches' Chromium, with `FEATURES_OFF` added to Playwright's own. */
export async function launchChromium(options = {}) {
  playwrightFeaturesOff ??= await playwrightFeatures();
  const own = playwrightFeaturesOff;
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    ...options,
    ignoreDefaultArgs: own ? [own] : [],
    args: [
      ...CHROMIUM_ARGS,
      ...(options.args ?? []),
      own ? `${own},${FEATURES_OFF.join(',')}` : `--disable-features=${FEATURES_OFF.join(',')}`,
    ],
  });
}
