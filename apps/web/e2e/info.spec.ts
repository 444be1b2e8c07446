import { expect, type Page, test } from './support/test';

const main = (page: Page) => page.getByRole('main');

for (const path of ['/about', '/aboutus']) {
  test(`the about page (${path}) says who Haat is, what it sells and how delivery and payment work`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Premium clothing, authentic style' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Premium clothing, authentic style | Haat');
    await expect(main(page)).toContainText('an online clothing and general retail shop for Bangladesh');
    for (const heading of ['Who we are', 'What we offer', 'How delivery works', 'How payment works']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const payment = page.getByRole('region', { name: 'How payment works' });
    await expect(payment).toContainText('Cash on delivery');
    await expect(payment).toContainText('bKash, Nagad and Rocket');
    await expect(page.getByRole('region', { name: 'How delivery works' })).toContainText('2-4 days');

    await payment.getByRole('link', { name: 'Read about payment options' }).click();
    await expect(page).toHaveURL(/\/paymentoptions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay the way that suits you' })).toBeVisible();
  });
}

test('the help centre opens the section the address names, and Sample Center by default', async ({
  page,
}) => {
  const topics = page.getByRole('navigation', { name: 'Help topics' });
  const sections = [
    ['', 'Sample Center', 'What is the Sample Center?'],
    ['?section=sample-center', 'Sample Center', 'Fabric swatches'],
    ['?section=online-trade-show', 'Online Trade Show', 'When is the next show?'],
    ['?section=tips', 'Shopping Tips', 'Find your size'],
    ['?section=live', 'Live Support', 'Before you contact us'],
    ['?section=no-such-section', 'Sample Center', 'Bulk order prices'],
  ] as const;
  for (const [query, title, article] of sections) {
    await page.goto(`/help-center${query}`);
    await expect(main(page).getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: article })).toBeVisible();
    await expect(topics.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  }

  // The live section is where a shopper finds people: hours, phone and email.
  await page.goto('/help-center?section=live');
  await expect(main(page).getByRole('link', { name: '+880 9612-004228' })).toHaveAttribute(
    'href',
    'tel:+8809612004228',
  );
  await expect(main(page).getByRole('link', { name: 'support@haat.com.bd' }).first()).toHaveAttribute(
    'href',
    'mailto:support@haat.com.bd',
  );
  await expect(main(page)).toContainText('Open 9:00 AM – 11:00 PM, every day of the week.');
});

test('the help centre’s topics switch sections and put the section in the address', async ({ page }) => {
  await page.goto('/help-center');
  const topics = page.getByRole('navigation', { name: 'Help topics' });

  await topics.getByRole('link', { name: 'Online Trade Show' }).click();
  await expect(page).toHaveURL(/\/help-center\?section=online-trade-show$/);
  await expect(main(page).getByRole('heading', { level: 2, name: 'Online Trade Show' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'What is the Sample Center?' })).toBeHidden();

  await topics.getByRole('link', { name: 'Shopping Tips' }).click();
  await expect(page).toHaveURL(/\?section=tips$/);
  await expect(
    page.getByRole('heading', { level: 3, name: 'Caring for cotton, silk and jamdani' }),
  ).toBeVisible();
  await expect(topics.getByRole('link', { name: 'Shopping Tips' })).toHaveAttribute('aria-current', 'page');
  await expect(topics.getByRole('link', { name: 'Online Trade Show' })).not.toHaveAttribute('aria-current');

  await page.goBack();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Online Trade Show' })).toBeVisible();
});

test('help search finds articles in every section by any part of their text, in any case', async ({
  page,
}) => {
  await page.goto('/help-center?section=online-trade-show');
  const search = page.getByRole('searchbox', { name: 'Search help articles' });

  await search.fill('BKASH');
  await expect(page.getByRole('heading', { level: 2, name: /articles match “BKASH”/ })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Pay safely with bKash, Nagad or Rocket' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'How do I request a sample?' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'When is the next show?' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: 'Fabric swatches' })).toBeHidden();

  await search.fill('jamdani');
  await expect(page.getByRole('heading', { level: 2, name: '1 article matches “jamdani”' })).toBeVisible();
  await expect(main(page).getByRole('article')).toHaveCount(1);

  await search.fill('helicopter');
  await expect(
    page.getByRole('heading', { level: 2, name: 'No help articles match “helicopter”.' }),
  ).toBeVisible();
  await expect(main(page).getByRole('article')).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(main(page).getByRole('heading', { level: 2, name: 'Online Trade Show' })).toBeVisible();
});

test('the help centre’s Scroll to top button appears after 300 px of scrolling and goes back up', async ({
  page,
}) => {
  await page.goto('/help-center?section=tips');
  await expect(page.getByRole('heading', { level: 3, name: 'Find your size' })).toBeVisible();
  const toTop = page.getByRole('button', { name: 'Scroll to top' });
  await expect(toTop).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 250));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
  await expect(toTop).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 420));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toBeHidden();
});

test('Share on the help centre copies the section’s link when the browser has no share sheet', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.goto('/help-center?section=live');
  await main(page).getByRole('button', { name: 'Share' }).click();
  await main(page).getByRole('button', { name: 'Copy link' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/help-center\?section=live$/);
});

test('the FAQ answers exactly five questions: tracking, returns, shipping, support and cancelling', async ({
  page,
}) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Frequently asked questions' });
  await expect(list.getByRole('listitem')).toHaveCount(5);

  const answers = [
    ['How can I track my order?', 'open My Orders'],
    ['What is your return policy?', 'within 7 days of delivery'],
    ['Do you deliver outside Bangladesh?', 'we ship only within Bangladesh'],
    ['When can I reach customer support?', '24/7'],
    ['Can I cancel my order?', 'as long as it has not been shipped'],
  ] as const;
  for (const [question, answer] of answers) {
    const item = list.getByRole('listitem').filter({ hasText: question });
    await expect(item.getByText(answer)).toBeHidden();
    await item.getByText(question).click();
    await expect(item.getByText(answer)).toBeVisible();
  }
});

test('payment options explain cash on delivery, mobile banking and the payment proof', async ({ page }) => {
  await page.goto('/paymentoptions');
  const methods = page.getByRole('region', { name: 'Ways to pay' });
  for (const method of ['Cash on delivery', 'bKash', 'Nagad', 'Rocket', 'Bank transfer']) {
    await expect(methods.getByRole('heading', { level: 3, name: method, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'How payment proof works' })).toContainText(
    'after placing the order',
  );
  const fields = page.getByRole('region', { name: 'What the payment proof asks for' });
  for (const field of [
    'Transaction ID',
    'Amount',
    'Sender number',
    'Sender name',
    'Payment date',
    'Screenshot',
  ]) {
    await expect(fields.getByRole('term').filter({ hasText: field })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Pay safely' })).toContainText('never ask for your PIN');
});

test('the terms speak of taka, delivery within Bangladesh and 7-day returns, with a table of contents', async ({
  page,
}) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & conditions' })).toBeVisible();
  await expect(main(page)).toContainText('Bangladeshi taka (৳)');
  await expect(main(page)).toContainText('We deliver only within Bangladesh');
  await expect(main(page)).toContainText('within 7 days of delivery');

  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Returns and refunds' })
    .click();
  await expect(page).toHaveURL(/#returns$/);
  await expect(page.getByRole('heading', { level: 2, name: /Returns and refunds/ })).toBeInViewport();
});

test('the privacy policy says what personal data is kept, why, and what stays in the browser', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  for (const heading of [
    'What we keep',
    'Why we keep it',
    'Who we share it with',
    'What your browser keeps',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main(page)).toContainText('We do not sell your data');
  await expect(main(page)).toContainText('local storage');

  await main(page)
    .getByRole('navigation', { name: 'More from Haat' })
    .getByRole('link', { name: 'FAQ' })
    .click();
  await expect(page).toHaveURL(/\/faq$/);
});
