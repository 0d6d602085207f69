// Debian's Chromium as the benches drive it (CHROMIUM_PATH to use another), with the switches
// the end-to-end tests launch it with: quiet in the ways a phone's browser is while a page loads.
import { chromium } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  FEATURES_OFF,
  findChromium,
  launchSwitches,
  playwrightFeaturesOff,
} from '../../apps/web-e2e/chromium.ts';

export { CHROMIUM_ARGS, FEATURES_OFF };

export const CHROMIUM_PATH = findChromium();

let playwrightOff;

/** A Playwright launch of the benches' Chromium, with `FEATURES_OFF` added to Playwright's own. */
export async function launchChromium(options = {}) {
  playwrightOff ??= await playwrightFeaturesOff(CHROMIUM_PATH);
  const switches = launchSwitches(playwrightOff);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    ...options,
    ignoreDefaultArgs: switches.ignoreDefaultArgs,
    args: [...switches.args, ...(options.args ?? [])],
  });
}
