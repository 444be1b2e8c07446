import { expect, type Page } from '@playwright/test';

/** On a phone the pickers and links live in the side drawer; this opens it. */
export async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}
