import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

/**
 * The social logins' web flow end to end, against a real OpenID provider on loopback
 * (the API tests' oidc-provider, started beside the game by playwright.config.ts): the login
 * chooser, the provider in a new tab, its sign-in and consent pages, the redirect back to home
 * that hands the answer over and closes, and the game's tab logged in with the guest's gems.
 */

const api = <T>(page: Page, path: string, init?: { method: string; body: unknown }) =>
  page.evaluate(
    async ({ path, init }) => {
      const token = localStorage.getItem('czeus.token');
      const res = await fetch(`/api${path}`, {
        method: init?.method ?? 'GET',
        headers: {
          'content-type': 'application/json',
          'x-session-id': localStorage.getItem('czeus.sessionId') ?? '',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: init ? JSON.stringify(init.body) : undefined,
      });
      return (await res.json()) as T;
    },
    { path, init },
  );

/** The person at the provider: its development sign-in page (any password), then consent. */
async function signInAtProvider(context: BrowserContext, open: () => Promise<unknown>, login: string) {
  const [tab] = await Promise.all([context.waitForEvent('page'), open()]);
  const closed = tab.waitForEvent('close');
  await tab.locator('input[name="login"]').fill(login);
  await tab.locator('input[name="password"]').fill('any');
  await tab.locator('button[type="submit"]').click();
  // Consent: the provider asks once per client.
  await tab.locator('button[type="submit"]').click();
  // Back on the game's home page, the tab hands the answer over and closes itself.
  await closed;
}

test("Google and LinkedIn sign a guest in through a new tab, keeping the guest's gems; Facebook, not set up here, is not offered", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByRole('status', { name: /gems/ })).toBeVisible();
  // A guest whose balance is their own (not a new player's): a reveal bought.
  const before = await api<{ gems: number }>(page, '/user/profile');
  await api(page, '/user/gems', {
    method: 'POST',
    body: { gems: 300, reason: 'reveal', idempotencyKey: 'social-web:reveal:1' },
  });
  const guest = await api<{ gems: number; registered: boolean }>(page, '/user/profile');
  expect(guest.registered).toBe(false);
  expect(guest.gems).toBeLessThan(before.gems);

  await page.goto('/login');
  const chooser = page.getByRole('navigation', { name: /log in/i });
  await expect(chooser.getByRole('link')).toHaveText(['Continue with Google', 'Continue with LinkedIn']);
  await chooser.getByRole('link', { name: 'Continue with Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google' });
  await expect(dialog).toContainText('opens in a new tab');
  await signInAtProvider(context, () => dialog.getByRole('button', { name: 'Open Google' }).click(), 'ada');

  // The game's tab: logged in as the provider's person, the guest's gems kept, the dialog gone.
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('czeus.token'))).not.toBeNull();
  const ada = await api<{ gems: number; registered: boolean; username: string }>(page, '/user/profile');
  expect(ada).toMatchObject({ gems: guest.gems, registered: true, username: 'ada' });
  // Nothing of the sign-in is left in the address or the storage.
  expect(page.url()).not.toContain('id_token');
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('czeus.social'))),
  ).toEqual([]);

  // LinkedIn, for another person: the code flow (our server exchanges the code). The loopback
  // provider stands in for both, so its sign-in cookie goes: LinkedIn has not met this person.
  await page.evaluate(() => localStorage.removeItem('czeus.token'));
  await context.clearCookies();
  await page.goto('/login#linkedinlogin');
  const linkedin = page.getByRole('dialog', { name: 'Sign in with LinkedIn' });
  await signInAtProvider(
    context,
    () => linkedin.getByRole('button', { name: 'Open LinkedIn' }).click(),
    'grace',
  );
  await expect(linkedin).toBeHidden();
  await expect
    .poll(async () => (await api<{ username: string | null }>(page, '/user/profile')).username)
    .toBe('grace');

  // Facebook has no app id on this server: its overlay offers email instead.
  await page.goto('/login#facebooklogin');
  const facebook = page.getByRole('dialog', { name: 'Sign in with Facebook' });
  await expect(facebook).toContainText('not set up on this server');
  await expect(facebook.getByRole('link', { name: 'Use email' })).toBeVisible();
});

test('an answer not asked for in this browser (a forged redirect) logs nobody in and leaves no trace', async ({
  page,
}) => {
  await page.goto('/#id_token=eyJhbGciOiJub25lIn0.eyJzdWIiOiJtYWxsb3J5In0.&state=forged');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('czeus.token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('czeus.social.answer'))).toBeNull();
});

test('a sign-in cancelled at the provider closes the dialog, and the chooser says so and offers it again', async ({
  page,
  context,
}) => {
  await page.goto('/login#googlelogin');
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google' });
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Open Google' }).click(),
  ]);
  const closed = tab.waitForEvent('close');
  // The person changes their mind on the provider's sign-in page.
  await tab.getByRole('link', { name: '[ Cancel ]' }).click();
  await closed;
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Google' })).toHaveText(
    'Signing in with Google was cancelled.',
  );
  await expect(
    page.getByRole('navigation', { name: /log in/i }).getByRole('link', { name: 'Continue with Google' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('czeus.token'))).toBeNull();
});

test('in another page’s frame, a social sign-in offers the game in a tab of its own instead', async ({
  page,
  context,
  baseURL,
}) => {
  // A school portal's page with the game in a frame, served on this machine from another origin
  // (Chromium lets only a page from the local network frame a local server).
  const portal = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(
      `<iframe src="${baseURL}/login#googlelogin" width="800" height="380" title="cZeus"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://localhost:${(portal.address() as AddressInfo).port}/`);
    const game = page.frameLocator('iframe');
    await game
      .getByRole('dialog', { name: 'Sign in with Google' })
      .getByRole('button', { name: 'Open Google' })
      .click();
    const offer = game.getByRole('dialog', { name: 'Open in a new tab' });
    await expect(offer).toBeVisible();
    expect(context.pages()).toHaveLength(1);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      offer.getByRole('button', { name: 'OK' }).click(),
    ]);
    await expect(tab).toHaveURL(`${baseURL}/login`);
    await expect(offer).toBeHidden();
  } finally {
    portal.close();
  }
});
