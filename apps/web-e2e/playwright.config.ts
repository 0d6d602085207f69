import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium, launchSwitches, playwrightFeaturesOff } from './chromium.js';
import { withSettings } from './tests/settings.js';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = mkdtempSync(path.join(tmpdir(), 'czeus-e2e-'));
/** The loopback OpenID provider beside the game (tests/social-login.spec.ts). */
const idpPort = port + 1;
const issuer = `http://127.0.0.1:${idpPort}`;
const executablePath = findChromium();
// Read once, by the runner: its workers load this file again and inherit its environment.
process.env.E2E_PLAYWRIGHT_FEATURES_OFF ??= (await playwrightFeaturesOff(executablePath)) ?? '';
const switches = launchSwitches(process.env.E2E_PLAYWRIGHT_FEATURES_OFF || null);

export default defineConfig({
  testDir: 'tests',
  // Three tests at a time on CI's 2 cores: a third fills what two leave idle (countdowns, a
  // person's pace, animations), 19% sooner on a measured subset
  // (docs/decisions/0024-e2e-viewports-and-workers.md).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Three browsers on two cores run a test up to twice as slow as alone: the limits leave room
  // for that, so a test fails on what it checks, not on the machine's load. What is timed
  // against a bound a player feels runs apart, in the `quiet` project below.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Players who saw the intro, answered the consent bar (no), so it covers nothing the tests tap,
    // ticked "don't ask again" on the spend warnings and saw every land's tutorial prompt;
    // consent.spec.ts, spend.spec.ts and land-prompt.spec.ts start without these.
    ...withSettings({
      analyticsConsent: false,
      seenIntro: true,
      askBeforeHint: false,
      askBeforeReveal: false,
      tutorialsSeen: ['summerland', 'autumnland', 'winterland'],
    }),
    // The game registers an offline worker once a page is idle; a worker answers the page's
    // requests before page.route sees them, and would keep one test's files for the next. Only
    // offline.spec.ts and update.spec.ts let it run.
    serviceWorkers: 'block',
    // Chromium without what a phone's browser does not run beside a page (chromium.ts).
    launchOptions: { executablePath, ...switches },
  },
  projects: [
    {
      name: 'phone-landscape',
      testIgnore: /(tablet|hint-speed|countdown)\.spec\.ts/,
      use: {
        browserName: 'chromium',
        viewport: { width: 844, height: 390 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      // Menus, overlays and play held upright (play has its own layout there: phone-play.spec.ts).
      name: 'phone-portrait',
      testMatch: /(shell|overlays|a11y|phone|phone-play)\.spec\.ts/,
      // axe's checks of screens that are the same column at every size run once (a11y.spec.ts).
      grepInvert: /@one-viewport/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: 'tablet-landscape',
      // The tablet is a layout: it runs the specs that look at layout, reach and drawing. Game
      // logic, accounts, pauses and effects do not change with the viewport and run once, on
      // the phone (this keeps `npm test` within CI's 25 minutes on 2 cores;
      // docs/decisions/0024-e2e-viewports-and-workers.md).
      // phone-play.spec is the phone's own play layout (its first cell tap after a hint hung once
      // on the tablet in a CI rehearsal; 16 runs of it here at tablet size since passed).
      testMatch: /(shell|overlays|a11y|home|phone|stage|tablet)\.spec\.ts/,
      grepInvert: /@one-viewport/,
      use: {
        browserName: 'chromium',
        viewport: { width: 1180, height: 820 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      // What is timed against a bound a player feels (a hint on screen within half a second,
      // play three seconds after the countdown starts) runs once every other test has finished: three workers on two cores make any figure a
      // measure of the machine. `--project=quiet --no-deps` runs it alone.
      name: 'quiet',
      testMatch: /(hint-speed|countdown)\.spec\.ts/,
      // One at a time: two timed tests side by side would each measure the other.
      workers: 1,
      dependencies: ['phone-landscape', 'phone-portrait', 'tablet-landscape'],
      use: {
        browserName: 'chromium',
        viewport: { width: 844, height: 390 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
      },
    },
  ],
  webServer: [
    {
      // A real OpenID provider on loopback (the API tests' oidc-provider) stands in for Google
      // and LinkedIn: the social-login spec signs in through it in a new tab.
      command: `"${process.execPath}" apps/api/test/identity/openid-provider.mjs '${JSON.stringify({
        redirectUri: `http://127.0.0.1:${port}/`,
        port: idpPort,
      })}'`,
      cwd: root,
      url: `${issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      // What `npm start` runs (through serve-api.mjs), on a fresh embedded database, serving the
      // probes build of the web app (the production one with the stage's read-outs,
      // apps/web/vite.config.ts).
      command: `"${process.execPath}" apps/web-e2e/serve-api.mjs`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      // A short ad countdown keeps the ad-reward test quick; its length is the API's to enforce.
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_ROOT: path.join(root, 'apps/web/dist-probes'),
        PUZZLE_BANK_SIZE: '5',
        AD_MIN_SECONDS: '2',
        // Every test is a new browser (a new guest) from 127.0.0.1, three viewports over: far
        // more guests and games from one address than the API lets a real one make.
        GUEST_RATE_LIMIT: '100000',
        PLAYER_RATE_LIMIT: '100000',
        ADDRESS_RATE_LIMIT: '100000',
        PUZZLE_RATE_LIMIT: '100000',
        PUZZLE_IP_RATE_LIMIT: '100000',
        // Google and LinkedIn, pointed at the loopback provider (docs/api.md's settings).
        GOOGLE_CLIENT_ID: 'game-google',
        GOOGLE_ISSUER: issuer,
        GOOGLE_JWKS_URI: `${issuer}/jwks`,
        LINKEDIN_CLIENT_ID: 'game-linkedin',
        LINKEDIN_CLIENT_SECRET: 'linkedin-test-secret-which-is-long-enough',
        LINKEDIN_ISSUER: issuer,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // A portal's page on this machine may frame the game (social-login.spec.ts).
        FRAME_ANCESTORS: 'http://localhost:*',
      },
      reuseExistingServer: false,
      // A first start builds the embedded database: about 9 s here, far more on a loaded machine.
      timeout: 180_000,
      stdout: 'pipe',
    },
  ],
});
