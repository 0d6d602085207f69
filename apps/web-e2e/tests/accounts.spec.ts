import { expect, test } from '@playwright/test';
import { registerOnLoginScreen } from './register.js';

test('register, log out and log in again from the login screen; the guest keeps its gems', async ({
  page,
}, info) => {
  const name = `player${info.project.name.length}${Date.now().toString(36)}`;
  await page.goto('/login');
  await expect(page.getByRole('status', { name: '500 gems' })).toBeVisible();
  // The guest buys a smart hint (the play screen's call), so it has something to keep.
  const spent = await page.evaluate(async () => {
    const res = await fetch('/api/user/gems', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-session-id': localStorage.getItem('czeus.sessionId') ?? '',
      },
      body: JSON.stringify({
        gems: 400,
        reason: 'smart-hint',
        idempotencyKey: 'e2e-guest-hint:smart-hint:1',
      }),
    });
    return res.status;
  });
  expect(spent).toBe(200);

  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  const submit = page.getByRole('button', { name: 'Create account' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter email');
  // The message goes as the email is filled in; the next problem waits for the next try.
  await page.getByLabel('Email').fill(`${name}@example.org`);
  await expect(page.getByRole('alert')).toHaveText('');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Username').fill(name);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please agree with the terms of service');
  await page.getByLabel('I agree with the terms of service').check();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Password must have 6 or more characters.');
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Repeat password').fill('secret1');
  await submit.click();

  // Opened straight at /login, a login goes on home (phone.spec.ts: back where the player was),
  // where the daily reward may already have opened over it (below).
  await expect(page).toHaveURL(/\/(#daily)?$/);
  await expect(page.getByRole('status', { name: '400 gems' })).toBeVisible();

  // The daily reward offers itself after login (spec: lastDaily not today) and is credited once.
  const daily = page.getByRole('dialog', { name: 'Daily reward' });
  await expect(daily).toBeVisible();
  await daily.getByRole('button', { name: 'Collect' }).click();
  await expect(daily.getByRole('status')).toHaveText('Collected. Come back tomorrow!');
  await expect(page.getByRole('status', { name: '1200 gems' })).toBeVisible();
  // The gems fly to the balance and the overlay closes by itself (rewards.spec.ts).
  await expect(daily).toBeHidden();

  // Rename in the profile.
  await page.goto('/login#profile');
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await expect(profile.getByText('Games played')).toBeVisible();
  await profile.getByLabel('Change name').fill(`${name}-r`);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('status')).toHaveText('Saved.');
  await page.keyboard.press('Escape');
  await expect(page.getByText(`You are logged in as ${name}-r.`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`You are logged in as ${name}-r.`)).toBeVisible();

  // Logged out from the side menu: this browser is a new guest with the spec's 500 gems.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('status', { name: '500 gems' })).toBeVisible();
  await page.getByLabel('Email').fill(`${name}@example.org`);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Wrong username or password. Try again or reset your password.',
  );
  await page.getByLabel('Password').fill('secret1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await expect(page.getByText(`You are logged in as ${name}-r.`)).toBeVisible();
  // Logged in again the same day: the daily reward does not offer itself twice.
  await expect(page.getByRole('dialog', { name: 'Daily reward' })).toBeHidden();
  await expect(page.getByRole('status', { name: '1200 gems' })).toBeVisible();
});

test('the daily reward: the side menu offers it while unclaimed, and closing it claims it', async ({
  page,
}, info) => {
  const name = `daily${info.project.name.length}${Date.now().toString(36)}`;
  await page.goto('/login');
  await registerOnLoginScreen(page, name);
  const daily = page.getByRole('dialog', { name: 'Daily reward' });
  await expect(daily).toBeVisible();
  // A new visit with the menu open (by way of another path: a new hash alone would close
  // #daily, which claims it): the reward waits there (it opens itself over no overlay).
  await page.goto('/about');
  await page.goto('/#sideMenu');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Daily reward' }).click();
  await expect(daily).toBeVisible();
  await expect(page.getByRole('status', { name: '500 gems' })).toBeVisible();
  // Closed without Collect: collected all the same (spec: "Closing it … claims the daily").
  await daily.getByRole('button', { name: 'Close' }).click();
  await expect(daily).toBeHidden();
  await expect(page.getByRole('status', { name: '1300 gems' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('link', { name: 'Choose a puzzle' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Daily reward' })).toHaveCount(0);
});
