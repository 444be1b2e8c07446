import { expect, type Page, test } from './support/test';
import { expectTitle } from './support/titles';

/**
 * Issue 25: every page has a title of its own, in the shopper's language (32 of 45 pages carried
 * the home page's English title in both languages). The screens accessibility.spec.ts visits (the
 * back office's all) have their titles checked there, as it opens each in both languages (a page's
 * title is WCAG's 2.4.2); these are the others.
 */

type TitledPage = { path: string; title: string };

async function expectTitles(page: Page, pages: TitledPage[]) {
  await page.goto('/');
  for (const language of ['en', 'bn'] as const) {
    await page.evaluate(
      (chosen) => localStorage.setItem('preferences', JSON.stringify({ language: chosen })),
      language,
    );
    for (const { path, title } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expectTitle(page, language, title, path);
    }
  }
}

test.describe.configure({ mode: 'parallel' });

test('the shop’s category list, information and sign-in pages each have their own title in both languages @one-width', async ({
  page,
}) => {
  await expectTitles(page, [
    { path: '/category', title: 'All Categories | Haat' },
    { path: '/about', title: 'Premium clothing, authentic style | Haat' },
    { path: '/help-center', title: 'How can we help? | Haat' },
    { path: '/faq', title: 'Frequently asked questions | Haat' },
    { path: '/paymentoptions', title: 'Pay the way that suits you | Haat' },
    { path: '/terms', title: 'Terms & conditions | Haat' },
    { path: '/privacy', title: 'Privacy policy | Haat' },
    { path: '/auth', title: 'Login | Haat' },
    { path: '/register', title: 'Sign Up | Haat' },
    { path: '/forgot-password', title: 'Forgot your password? | Haat' },
    { path: '/reset-password', title: 'Choose a new password | Haat' },
    { path: '/verify-email', title: 'Your email address | Haat' },
    { path: '/no-such-page', title: 'Page not found | Haat' },
  ]);
});

test('the shopper’s checkout, payment, wishlist, messages and account pages each have their own title in both languages @one-width', async ({
  page,
  shopper: _signedIn,
}) => {
  await expectTitles(page, [
    { path: '/checkout', title: 'Checkout | Haat' },
    { path: '/payment', title: 'Payment | Haat' },
    { path: '/wishlist', title: 'My Wishlist | Haat' },
    { path: '/messages', title: 'Messages from Haat | Haat' },
    { path: '/profile', title: 'My Profile | Haat' },
    { path: '/cancellations', title: 'My Cancellations | Haat' },
    { path: '/returns', title: 'My Returns | Haat' },
    { path: '/reviews', title: 'My Reviews | Haat' },
  ]);
});
