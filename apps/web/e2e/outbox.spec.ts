import { newShopper, signInAs } from './support/session';
import { expect, test } from './support/test';

// The back office at its width; a phone's layout of its tables is checked in layout.spec.ts.
test('an operator finds a new shopper’s verification mail in the outbox, sent, in English and in Bengali @one-width', async ({
  page,
  request,
  operator,
}) => {
  const shopper = await newShopper(request, 'Outbox Shopper');
  await signInAs(page, operator);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Messages' });
  await expect(tabs.getByRole('button', { name: 'Waiting' })).toHaveAttribute('aria-pressed', 'true');
  await tabs.getByRole('button', { name: 'Sent' }).click();
  await expect(page).toHaveURL(/list=sent/);
  const row = page.getByRole('row').filter({ hasText: shopper.email });
  await expect(row).toContainText('Confirm your email address for Haat');
  await expect(row).toContainText('verify_email');
  // A sent message cannot be sent again from here.
  await expect(row.getByRole('button', { name: 'Send again' })).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('preferences', JSON.stringify({ language: 'bn' })));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'আউটবক্স' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'বার্তা' }).getByRole('button', { name: 'পাঠানো' }),
  ).toHaveAttribute('aria-pressed', 'true');
});
