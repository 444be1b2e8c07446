import { categoriesFromApi, slugFor } from './support/catalogue';
import { bookedCashOrder } from './support/couriers';
import { placedOrder } from './support/orders';
import { newShopper, signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

/**
 * Issue 25: every page has a title of its own, in the shopper's language (32 of 45 pages carried
 * the home page's English title in both languages). In English each page's title is checked word
 * for word; in Bengali it is the shop's Bengali name after the page's own Bengali words.
 */

type TitledPage = { path: string; title: string };

const HOME_TITLE = 'Haat — premium clothing, authentic style';
const HOME_TITLE_BN = 'হাট — প্রিমিয়াম পোশাক, খাঁটি স্টাইল';

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
      if (language === 'en') {
        await expect.soft(page, path).toHaveTitle(title, { timeout: 3_000 });
      } else if (title === HOME_TITLE) {
        await expect.soft(page, path).toHaveTitle(HOME_TITLE_BN, { timeout: 3_000 });
      } else {
        // The page's own words in Bengali (a product's or person's name may stay as written).
        await expect.soft(page, path).toHaveTitle(/^.*[\u0980-\u09ff].* \| হাট$/, { timeout: 3_000 });
      }
    }
  }
}

test.describe.configure({ mode: 'parallel' });

test('the shop’s browsing, information and sign-in pages each have their own title in both languages @one-width', async ({
  page,
  request,
  catalogue,
}) => {
  const [category] = await categoriesFromApi(request);
  if (!category) throw new Error('The demo shop has no categories');
  const [product] = (await catalogue.products({ pageSize: 1 })).products;
  if (!product) throw new Error('The demo shop has no products');
  await expectTitles(page, [
    { path: '/', title: HOME_TITLE },
    { path: '/products', title: 'All Products | Haat' },
    { path: '/category', title: 'All Categories | Haat' },
    { path: `/category/${slugFor(category.title)}`, title: `${category.title} | Haat` },
    { path: `/product/${product.id}`, title: `${product.name} | Haat` },
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
    { path: '/track', title: 'Track your order | Haat' },
    { path: '/no-such-page', title: 'Page not found | Haat' },
  ]);
});

test('the shopper’s cart, checkout, payment, order and account pages each have their own title in both languages @one-width', async ({
  page,
  request,
  shopper,
}) => {
  const order = await placedOrder(request, shopper, 'bkash');
  await expectTitles(page, [
    { path: '/cart', title: 'Shopping Cart | Haat' },
    { path: '/cartpayment', title: 'Checkout | Haat' },
    { path: '/checkout', title: 'Checkout | Haat' },
    { path: '/payment', title: 'Payment | Haat' },
    { path: `/payments/${order._id}`, title: 'Payment | Haat' },
    { path: `/order/${order._id}`, title: `Order ${order.orderNumber} | Haat` },
    { path: '/wishlist', title: 'My Wishlist | Haat' },
    { path: '/messages', title: 'Messages from Haat | Haat' },
    { path: '/manageaccount', title: 'Dashboard | Haat' },
    { path: '/profile', title: 'My Profile | Haat' },
    { path: '/addresses', title: 'Address Book | Haat' },
    { path: '/orders', title: 'My Orders | Haat' },
    { path: '/cancellations', title: 'My Cancellations | Haat' },
    { path: '/returns', title: 'My Returns | Haat' },
    { path: '/reviews', title: 'My Reviews | Haat' },
  ]);
});

test('the back office’s pages each have their own title in both languages @one-width', async ({
  page,
  request,
  operator,
  catalogue,
}) => {
  const shopper = await newShopper(request);
  const order = await placedOrder(request, shopper, 'bkash');
  const parcel = await bookedCashOrder(request, shopper, operator);
  const [product] = (await catalogue.products({ pageSize: 1 })).products;
  if (!product) throw new Error('The demo shop has no products');
  await signInAs(page, operator);
  await expectTitles(page, [
    { path: '/admin', title: 'Dashboard | Haat' },
    { path: '/admin/orders', title: 'Orders | Haat' },
    { path: `/admin/orders/${order._id}`, title: `Order ${order.orderNumber} | Haat` },
    { path: '/admin/payments', title: 'Payment checks | Haat' },
    { path: '/admin/statements', title: 'Statement matching | Haat' },
    { path: '/admin/payouts', title: 'Courier payouts | Haat' },
    { path: `/admin/labels?orders=${parcel._id}`, title: 'Parcel labels | Haat' },
    { path: '/admin/returns', title: 'Returns | Haat' },
    { path: '/admin/cancellations', title: 'Cancelled orders | Haat' },
    { path: '/admin/audit-log', title: 'Audit log | Haat' },
    { path: '/admin/products', title: 'Products | Haat' },
    { path: '/admin/products/new', title: 'New product | Haat' },
    { path: `/admin/products/${product.id}`, title: `Edit ${product.name} | Haat` },
    { path: '/admin/categories', title: 'Categories | Haat' },
    { path: '/admin/storefront', title: 'Storefront | Haat' },
    { path: '/admin/promo-codes', title: 'Promo codes | Haat' },
    { path: '/admin/settings', title: 'Settings | Haat' },
    { path: '/admin/risk', title: 'COD guard | Haat' },
    { path: '/admin/outbox', title: 'Outbox | Haat' },
  ]);
});
