import { expect, test } from '@playwright/test';

test('the contact form sends a message once the proof-of-work captcha is solved', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your name').fill('Ada');
  await dialog.getByLabel('Your email').fill('ada@example.org');
  await dialog.getByLabel('Subject').fill('Hello from the e2e test');
  await dialog.getByLabel('Message').fill('The square clues are lovely.');

  // Spec: the message goes only after the captcha is verified (the widget's box is required).
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/contact') && posts.push(r.url()));
  const robot = dialog.locator('altcha-widget').getByRole('checkbox');
  await dialog.getByRole('button', { name: 'Send' }).click();
  expect(await robot.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
  expect(posts).toEqual([]);

  await robot.click();
  await expect(dialog.locator('altcha-widget > .altcha')).toHaveAttribute('data-state', 'verified', {
    timeout: 20_000,
  });
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(201);
  await expect(dialog.getByRole('status')).toHaveText('Message sent successfully.');
});
