import { placedOrder } from './support/orders';
import { newShopper, signInAs } from './support/session';
import { expect, type Page, test } from './support/test';

/** A number written in Bengali digits, as a Bengali keyboard types it. */
const bengaliDigits = (number: string) =>
  number.replace(/[0-9]/g, (digit) => String.fromCodePoint(0x09e6 + Number(digit)));

/** Opens the shop reading Bengali, as a shopper who chose it in the header. */
const readingBengali = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('preferences', JSON.stringify({ language: 'bn' })));

/** Gives a category or item of the back office's categories page a Bengali name, and waits for the save. */
async function nameInBengali(page: Page, name: string, nameBn: string) {
  const field = page.getByLabel(`Name of ${name} in Bengali (optional)`, { exact: true });
  await expect(field).toHaveAttribute('lang', 'bn');
  await field.fill(nameBn);
  await field.press('Enter');
  await expect(page.getByRole('status').getByText(`Bengali name of ${name} saved.`)).toBeVisible();
}

// It changes what every shopper reading Bengali sees of Men's Fashion (and puts it back after), so
// it runs with the journeys that change the whole shop, after the others.
test('an operator names a category and an item in Bengali; a shopper reading Bengali sees them, the addresses stay English', {
  tag: '@shop-wide',
}, async ({ page, browser, operator }) => {
  const mark = bengaliDigits(String(100_000 + Math.floor(Math.random() * 900_000)));
  const men = `ছেলেদের পোশাক ${mark}`;
  const panjabi = `পাঞ্জাবি ${mark}`;

  await signInAs(page, operator);
  await page.goto('/admin/categories');
  // The demo shop has the Bengali names already: the fields show them.
  await expect(page.getByLabel("Name of Men's Fashion in Bengali (optional)")).toHaveValue('ছেলেদের ফ্যাশন');
  await nameInBengali(page, "Men's Fashion", men);
  await nameInBengali(page, 'Panjabi', panjabi);
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^Men's Fashion ${men}`) }),
  ).toBeVisible();

  const shopper = await browser.newPage();
  await readingBengali(shopper);
  // The header's mega-menu, its links still the English names' addresses.
  await shopper.goto('/');
  await shopper.getByRole('button', { name: 'সব ক্যাটাগরি' }).click();
  const menu = shopper.getByRole('navigation', { name: 'পণ্যের ক্যাটাগরি' });
  const category = menu.getByRole('link', { name: men, exact: true });
  await expect(category).toHaveAttribute('lang', 'bn');
  await expect(category).toHaveAttribute('href', "/category/men's-fashion");
  const item = menu.getByRole('link', { name: panjabi, exact: true });
  await expect(item).toHaveAttribute('lang', 'bn');
  await expect(item).toHaveAttribute('href', '/category/panjabi');
  await expect(menu.getByRole('link', { name: 'মেয়েদের ফ্যাশন', exact: true })).toBeVisible();

  // The category page: its banner, its heading ("… কিনুন") and its breadcrumb.
  await category.click();
  await expect(shopper).toHaveURL("/category/men's-fashion");
  await expect(shopper.getByRole('heading', { level: 1, name: `${men}-এর সেরা কালেকশন দেখুন` })).toBeVisible();
  await expect(shopper.getByRole('heading', { level: 2, name: `${men} কিনুন` })).toBeVisible();
  const crumbs = shopper.getByRole('navigation', { name: 'ব্রেডক্রাম্ব' });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(men);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveAttribute('lang', 'bn');

  // An item's page leads back to its category by the category's Bengali name.
  await shopper.goto('/category/panjabi');
  await expect(
    shopper.getByRole('heading', { level: 1, name: `${panjabi}-এর সেরা কালেকশন দেখুন` }),
  ).toBeVisible();
  await expect(crumbs.getByRole('link', { name: men })).toHaveAttribute('href', "/category/men's-fashion");

  // The catalogue: the filter panel's checkbox and the active filter's chip.
  await shopper.goto("/products?category=men's-fashion");
  await expect(shopper.getByRole('checkbox', { name: men })).toBeChecked();
  await expect(shopper.getByRole('button', { name: `${men} সরান` })).toBeVisible();
  await shopper.close();

  // An English reader sees the English names.
  await page.goto("/category/men's-fashion");
  await expect(
    page.getByRole('heading', { level: 1, name: "Discover the Best of Men's Fashion" }),
  ).toBeVisible();

  // The demo shop's names again, for the journeys after this one.
  await page.goto('/admin/categories');
  await nameInBengali(page, "Men's Fashion", 'ছেলেদের ফ্যাশন');
  await nameInBengali(page, 'Panjabi', 'পাঞ্জাবি');
});

test('a shopper reading Bengali finds an order line under the Bengali name it was sold under', {
  tag: '@one-width',
}, async ({ page, request }) => {
  const shopper = await newShopper(request);
  const order = await placedOrder(request, shopper, 'cash_on_delivery');
  const [line] = order.items;
  expect(line?.nameBn).toBeTruthy();
  const name = line?.nameBn ?? '';

  await readingBengali(page);
  await signInAs(page, shopper);
  await page.goto(`/order/${order._id}`);
  const onOrder = page.getByRole('link', { name, exact: true });
  await expect(onOrder).toHaveAttribute('lang', 'bn');
  await expect(onOrder).toHaveAttribute('href', `/product/${line?.product_id}`);

  await page.goto('/orders');
  await expect(page.getByText(name, { exact: true }).first()).toHaveAttribute('lang', 'bn');
});
