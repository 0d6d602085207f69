import { expect, type Page, test } from '@playwright/test';

/** Counts the gems that fly from here on (rewards/gem-flight.ts draws each as a .gem-flight). */
const countFlyingGems = (page: Page) =>
  page.evaluate(() => {
    const seen = window as unknown as { flyingGems: number };
    seen.flyingGems = 0;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of Array.from(change.addedNodes))
          if (node instanceof Element && node.classList.contains('gem-flight')) seen.flyingGems++;
    }).observe(document.body, { childList: true, subtree: true });
  });
const flyingGems = (page: Page) =>
  page.evaluate(() => (window as unknown as { flyingGems: number }).flyingGems);

/** A new player creates an account in the register overlay; the daily reward then offers itself. */
async function registerNewPlayer(page: Page, name: string) {
  await page.goto('/#register');
  const form = page.getByRole('dialog', { name: 'Create account' });
  await form.getByLabel('Email').fill(`${name}@example.org`);
  await form.getByLabel('Username').fill(name);
  await form.getByLabel('Password', { exact: true }).fill('secret1');
  await form.getByLabel('Repeat password').fill('secret1');
  await form.getByLabel('I agree with the terms of service').check();
  await form.getByRole('button', { name: 'Create account' }).click();
}

for (const motion of ['no-preference', 'reduce'] as const) {
  const flies = motion === 'no-preference';

  test(`the daily reward's Collect ${flies ? 'flies the gems to the balance' : 'raises the balance without a flight (less motion)'} and closes by itself`, async ({
    page,
  }, info) => {
    await page.emulateMedia({ reducedMotion: motion });
    await registerNewPlayer(
      page,
      `reward${motion.length}${info.project.name.length}${Date.now().toString(36)}`,
    );
    const daily = page.getByRole('dialog', { name: 'Daily reward' });
    await expect(page.getByRole('status', { name: '500 gems' })).toBeVisible();
    await countFlyingGems(page);
    await daily.getByRole('button', { name: 'Collect' }).click();
    await expect(daily).toBeHidden();
    await expect(page.getByRole('status', { name: '1300 gems' })).toBeVisible();
    expect(await flyingGems(page)).toBe(flies ? 7 : 0);
    await expect(page.locator('.gem-flight')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test(`the ad reward's gems ${flies ? 'fly to the balance' : 'reach the balance without a flight (less motion)'} and the overlay closes by itself`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion });
    await page.goto('/');
    await expect(page.getByRole('status', { name: '500 gems' })).toBeVisible();
    await page.goto('/#adreward');
    const dialog = page.getByRole('dialog', { name: 'Free gems' });
    await countFlyingGems(page);
    await dialog.getByRole('button', { name: 'Collect 400 gems' }).click({ timeout: 15_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status', { name: '900 gems' })).toBeVisible();
    expect(await flyingGems(page)).toBe(flies ? 7 : 0);
    await expect(page).toHaveURL(/\/$/);
  });
}
