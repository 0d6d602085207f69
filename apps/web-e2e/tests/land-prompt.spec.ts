import { expect, test } from '@playwright/test';
import { waitForGo } from './game.js';
import { withSettings } from './settings.js';

// A player new to every land (the suite's other players have seen the prompts).
test.use(withSettings({ analyticsConsent: false, seenIntro: true, askBeforeHint: false }));

test('the first game in a land offers its tutorial first; Play plays, and the land does not ask again', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/play?level=2&shape=1&difficulty=1');
  const prompt = page.getByRole('dialog', { name: 'Welcome to Autumnland' });
  await expect(prompt).toBeVisible();
  // The countdown waits for the prompt: ten seconds with it open (longer than the wait for the
  // board's first frame and the countdown together) show no number and no "Go!", not even for
  // a moment. Nothing is played in that time, so the server's clock has nothing to object to.
  await page.evaluate(() => {
    const counted: string[] = [];
    Object.assign(window, { counted });
    new MutationObserver(() => {
      document.querySelectorAll('[role="status"]').forEach((status) => {
        const text = status.textContent ?? '';
        if (/^[321]$|^Go!$/.test(text)) counted.push(text);
      });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.clock.runFor(10_000);
  expect(await page.evaluate(() => (window as unknown as { counted: string[] }).counted)).toEqual([]);
  await expect(page.getByRole('status').filter({ hasText: /^[321]$|^Go!$/ })).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Play' }).click();
  await waitForGo(page);
  await expect(page.getByRole('grid', { name: 'cZeus puzzle' })).toBeVisible();

  // Kept in the settings here and with the player on the server (a new device of an account).
  const seen = await page.evaluate(async () => {
    const local = JSON.parse(localStorage.getItem('czeus.settings') ?? '{}') as { tutorialsSeen: string[] };
    const session = localStorage.getItem('czeus.sessionId') ?? '';
    const profile = await fetch('/api/user/profile', { headers: { 'x-session-id': session } });
    return [local.tutorialsSeen, ((await profile.json()) as { tutorialsSeen: string[] }).tutorialsSeen];
  });
  expect(seen).toEqual([['autumnland'], ['autumnland']]);
  await page.goto('/play?level=2&shape=2&difficulty=1');
  await waitForGo(page);
  await expect(page.getByRole('dialog', { name: 'Welcome to Autumnland' })).toHaveCount(0);
});

test("the prompt's Tutorial goes to the land's first page, and leaving from the prompt does not ask", async ({
  page,
}) => {
  await page.goto('/play?level=3&shape=1&difficulty=1');
  const prompt = page.getByRole('dialog', { name: 'Welcome to Winterland' });
  await prompt.getByRole('button', { name: 'Tutorial' }).click();
  await expect(page).toHaveURL(/\/tutorial\/winterland\/1$/);

  await page.goto('/play?level=1&shape=1&difficulty=1');
  await expect(page.getByRole('dialog', { name: 'Welcome to Summerland' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/tutorial\/winterland\/1$/);
  await expect(page.getByRole('dialog', { name: 'Leave this puzzle?' })).toHaveCount(0);
});
