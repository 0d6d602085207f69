import type { Page } from '@playwright/test';

/** Creates an account named `name` from the login screen's form, with every field right. */
export async function registerOnLoginScreen(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  await page.getByLabel('Email').fill(`${name}@example.org`);
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Repeat password').fill('secret1');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('I agree with the terms of service').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}
