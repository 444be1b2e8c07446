import type { PaymentAccounts, ProductSummary } from '@haat/contracts';
import type { AdminOrderRow, AdminPromoCode, DashboardFigures, HeldOrder } from '@haat/contracts/admin';
import { BRANDS } from '@haat/contracts/constants';
import { HOME_IN_DHAKA, savedAddress } from './support/addresses';
import { categoriesFromApi, slugFor } from './support/catalogue';
import { bookedCashOrder } from './support/couriers';
import { addedToCart, placedOrder, submittedProof } from './support/orders';
import { bearer, demoOperator, newShopper, signInAs } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/**
 * Issue 13: a pass over the main screens in Bengali finds no English words left. What may stay in
 * Latin letters: what the page marks as English (`lang="en"`: a product name with no Bengali
 * version), the shop's name, brands, sizes, currencies and codes (an order's number, a phone
 * number's pattern, transaction IDs), phone and account numbers (typed in Latin digits), times as
 * an imported bank statement writes them, an email address, and people's own words: the shopper's
 * name and address (typed in English here), the operator's bank details and promo codes. Read: the
 * visible text and the names a screen reader reads (labels, alternative texts, placeholders, titles).
 */

/** Latin words that are not English words to translate: names, sizes, codes and units. */
const NOT_ENGLISH = new Set([
  'Haat', // the shop's name, written in Latin letters in its logo
  'H', // its first letter, the seller card's logo
  'S',
  'M',
  'L',
  'XL',
  'XXL', // sizes
  'BDT',
  'USD', // currencies
  'MB',
  'KB',
  'CSV',
  'PNG',
  'JPEG',
  'WebP',
  'YYYY',
  'MM',
  'DD', // units, file kinds, a date's pattern
  'HT', // an order's number: HT-2611-000009
  'Facebook',
  'Instagram',
  'YouTube',
  'TikTok',
  'WhatsApp',
  'Pinterest', // other companies' names
  'XXXXXXXXX', // a mobile number's pattern: 01XXXXXXXXX
  'bKash', // a payment service's name, which it writes in Latin letters
  'USSD',
  'EFT',
  'NPSB',
  'SMS',
  'PIN',
  'OTP', // what banks and phones call these, in Bengali too
  'QR', // a QR code, as Bengali writes it too (a parcel label's)
  'V',
  'R',
  'J',
  'K', // keys of the keyboard, which are marked in Latin letters
  ...BRANDS.flatMap((brand) => brand.split(' ')),
]);

/** The Latin words and numbers of a text, as the pass reads them (Kids' is one word). */
const latinWordsIn = (text: string) => text.match(/[A-Za-z][A-Za-z'’]*|[0-9][0-9,.]*/g) ?? [];

/** The words of the operator's bank details, shown on the payment page as the operator wrote them. */
async function bankDetailsWords(request: APIRequestContext) {
  const { accounts } = (await (await request.get('/api/v1/payment-accounts')).json()) as {
    accounts: PaymentAccounts;
  };
  return latinWordsIn(accounts.bank ?? '');
}

/**
 * Every Latin word, and number in Latin digits, a Bengali reader meets on the page, with where it
 * stands, except what is marked English: in its text (also text hidden from screen readers, such as
 * a histogram's counts, which a sighted reader sees), and in the numbers of its ordered lists and
 * of counters drawn by its styles. `statementTimes`: the page shows a bank statement's times as
 * the bank wrote them (2026-11-20 14:05); anywhere else such a date is the shop's own, unformatted.
 */
function latinWordsOn(page: Page, allowed: string[], statementTimes: boolean) {
  return page.evaluate(
    ({ allowedWords, statementTimes }) => {
      const allowedSet = new Set(allowedWords);
      const found = new Map<string, string>();
      const inEnglish = (element: Element | null) =>
        element?.closest('[lang]:not(html)')?.getAttribute('lang') === 'en';
      // A date (and time) written the ISO way, 2026-11-20 14:05: a bank statement's, or unformatted.
      const isoDate = /\b\d{4}-\d{2}-\d{2}( \d{1,2}:\d{2}(:\d{2})?)?/g;
      const note = (text: string | null, element: Element | null) => {
        if (!text || inEnglish(element)) return;
        const dates = statementTimes ? [] : (text.match(isoDate) ?? []);
        const words = text
          .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ') // email addresses
          .replace(/https?:\/\/\S+/g, ' ')
          .replace(isoDate, ' ')
          .replace(/\+?[0-9][0-9 -]{8,}[0-9]/g, ' ') // phone and account numbers, typed as written
          .replace(/\b[A-Z0-9]{6,}\b/g, ' ') // transaction IDs, as the payment apps write them
          // Words, and numbers in Latin digits that are not part of a code (HT-2611-000009, 01XXXXXXXXX).
          .match(/[A-Za-z][A-Za-z'’]*|(?<![\w-])[0-9][0-9,.]*(?![\w-])/g);
        for (const word of [...dates, ...(words ?? [])]) {
          if (allowedSet.has(word)) continue;
          const where = element?.closest('[id], [class]');
          found.set(
            word,
            `${element?.tagName.toLowerCase()} in ${where?.id ? `#${where.id}` : `.${String(where?.className).split(' ')[0]}`}: “${text.trim().slice(0, 80)}”`,
          );
        }
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, [hidden]')) continue;
        if (!parent.checkVisibility()) continue;
        note(node.textContent, parent);
      }
      for (const element of Array.from(
        document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]'),
      )) {
        if (!element.checkVisibility() && element.tagName !== 'DIALOG') continue;
        for (const attribute of ['aria-label', 'alt', 'placeholder', 'title'])
          note(element.getAttribute(attribute), element);
      }
      // List markers and counters that CSS writes in Latin digits.
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        if (!element.checkVisibility()) continue;
        const style = getComputedStyle(element);
        const where = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
        if (style.display === 'list-item' && style.listStyleType === 'decimal')
          found.set(`list number`, `${where}: a list item numbered in Latin digits`);
        const before = getComputedStyle(element, '::before').content;
        if (/counter\((?![^)]*bengali)/.test(before))
          found.set(`counter`, `${where}::before: ${before}, in Latin digits`);
      }
      return [...found].map(([word, where]) => `${word} (${where})`);
    },
    { allowedWords: [...NOT_ENGLISH, ...allowed], statementTimes },
  );
}

async function readInBengali(
  page: Page,
  screens: { name: string; path: string; statementTimes?: boolean }[],
  allowed: string[],
) {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('preferences', JSON.stringify({ language: 'bn' })));
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1 }).first(), screen.name).toBeVisible();
    await expect(page.locator('.listing-skeletons, p.state[role="status"]'), screen.name).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const english = await latinWordsOn(page, allowed, screen.statementTimes === true);
    expect.soft(english, `${screen.name} in Bengali:\n${english.join('\n')}`).toEqual([]);
  }
}

test.describe.configure({ mode: 'parallel' });

test('the shopper’s screens in Bengali have no English words left @one-width', async ({ page, request }) => {
  // Twenty screens, and an order booked and delivered by the courier first.
  test.slow();
  const [category] = await categoriesFromApi(request);
  if (!category) throw new Error('The demo shop has no categories');
  const listed = await request.get('/api/v1/products?pageSize=1');
  const [product] = ((await listed.json()) as { products: ProductSummary[] }).products;
  if (!product) throw new Error('The demo shop has no products');
  const shopper = await newShopper(request, 'Nusrat Jahan', { verified: true });
  const order = await placedOrder(request, shopper, 'bkash');
  const parcel = await bookedCashOrder(request, shopper, await demoOperator(request), { delivered: true });
  await savedAddress(request, shopper, { ...HOME_IN_DHAKA, fullName: shopper.name, isDefault: true });
  await addedToCart(request, shopper);
  await signInAs(page, shopper);
  // The shopper's own words (name and its initial, addresses, phone) are theirs, in the letters
  // they typed them in.
  const ownWords = [
    ...latinWordsIn(
      `${shopper.name} ${shopper.name.charAt(0)} ${Object.values(HOME_IN_DHAKA).join(' ')} ${Object.values(order.shippingAddress).join(' ')}`,
    ),
    ...(await bankDetailsWords(request)),
  ];
  await readInBengali(
    page,
    [
      { name: 'home', path: '/' },
      { name: 'catalogue', path: '/products' },
      { name: 'category', path: `/category/${slugFor(category.title)}` },
      { name: 'product', path: `/product/${product.id}` },
      { name: 'cart', path: '/cart' },
      { name: 'checkout', path: '/cartpayment' },
      { name: 'payment', path: `/payments/${order._id}` },
      { name: 'orders', path: '/orders' },
      { name: 'order details', path: `/order/${order._id}` },
      { name: 'order details with its parcel', path: `/order/${parcel._id}` },
      { name: 'account', path: '/manageaccount' },
      { name: 'addresses', path: '/addresses' },
      { name: 'wishlist', path: '/wishlist' },
      { name: 'help centre', path: '/help-center' },
      { name: 'FAQ', path: '/faq' },
      { name: 'about', path: '/about' },
      { name: 'payment options', path: '/paymentoptions' },
      { name: 'terms', path: '/terms' },
      { name: 'privacy', path: '/privacy' },
      { name: 'tracking', path: `/track?order=${order.orderNumber}` },
    ],
    ownWords,
  );
});

test('the back office in Bengali has no English words left @one-width', async ({
  page,
  request,
  operator,
}) => {
  const shopper = await newShopper(request);
  const order = await placedOrder(request, shopper, 'bkash');
  // A proof waiting to be checked: the payments page shows it, with the date the shopper paid.
  await submittedProof(request, shopper, order);
  // A parcel Steadfast delivered: its courier panel, its timeline and its label.
  const parcel = await bookedCashOrder(request, shopper, operator, { delivered: true });
  await signInAs(page, operator);
  // The people's words on these screens: the operator's and the customers' names, the order's
  // address, products' names as the back office keeps them (the order's, and those the dashboard
  // says run low), the districts of the dashboard's return rates as addresses name them, and the
  // promo codes the operator made, with their descriptions.
  const asOperator = async <T>(path: string) =>
    (await (await request.get(path, { headers: bearer(operator) })).json()) as T;
  const promoCodes = await asOperator<{ rows: AdminPromoCode[] }>('/api/v1/admin/promo-codes?pageSize=100');
  const orders = await asOperator<{ rows: AdminOrderRow[] }>('/api/v1/admin/orders');
  const held = await asOperator<{ rows: HeldOrder[] }>('/api/v1/admin/risk/held-orders');
  const { figures } = await asOperator<{ figures: DashboardFigures }>('/api/v1/admin/dashboard');
  const peoplesWords = latinWordsIn(
    [
      operator.name,
      ...orders.rows.map((row) => row.customer.name),
      ...held.rows.map((row) => `${row.customerName} ${row.address}`),
      ...Object.values(order.shippingAddress),
      ...order.items.map((item) => item.name),
      ...figures.stock.products.map((product) => product.name),
      ...figures.couriers.returnRates.byDistrict.map((district) => district.district),
      ...promoCodes.rows.map((promo) => `${promo.code} ${promo.description}`),
    ].join(' '),
  );
  await readInBengali(
    page,
    [
      { name: 'admin dashboard', path: '/admin' },
      { name: 'admin orders', path: '/admin/orders' },
      { name: 'admin order details', path: `/admin/orders/${order._id}` },
      { name: 'admin order with its courier', path: `/admin/orders/${parcel._id}` },
      { name: 'admin labels', path: `/admin/labels?orders=${parcel._id}` },
      { name: 'admin payments', path: '/admin/payments' },
      { name: 'admin statements', path: '/admin/statements', statementTimes: true },
      { name: 'admin courier payouts', path: '/admin/payouts' },
      { name: 'admin promo codes', path: '/admin/promo-codes' },
      { name: 'admin settings', path: '/admin/settings' },
      { name: 'admin COD guard', path: '/admin/risk' },
    ],
    [...peoplesWords, ...(await bankDetailsWords(request))],
  );
});
