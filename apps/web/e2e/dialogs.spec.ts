import { HOME_IN_DHAKA, savedAddress } from './support/addresses';
import { productInStock } from './support/catalogue';
import { checkModalRound, expectFocusKeptIn } from './support/keyboard';
import { addedToCart, deliveredBy, placedOrder } from './support/orders';
import { bearer, demoOperator, newShopper, signInAs } from './support/session';
import { expect, type Locator, type Page, test } from './support/test';

// Every modal and side drawer of the shop, opened with the keyboard: the focus goes inside, Tab and
// Shift+Tab keep it there, Escape closes, and the focus is back on the control that opened it.
// They share one mechanism (ui/modal.tsx), so the rounds run once, at the width each one lives at.

/** The focused control's outline: a keyboard user must see where the focus is. */
async function expectFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return null;
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring?.style).not.toBe('none');
  expect(ring?.width ?? 0).toBeGreaterThanOrEqual(2);
}

test.describe('at desktop width @one-width', () => {
  test('the product page’s picture viewer, size chart and quick view keep the keyboard inside and give the focus back', async ({
    page,
    request,
  }) => {
    const { product } = await productInStock(request, { pictures: 2 });
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    const gallery = page.getByRole('region', { name: `Pictures of ${product.name}` });
    await checkModalRound(
      page,
      gallery.getByRole('button', { name: /^View full screen: picture 1 of \d+$/ }),
      `Pictures of ${product.name}, full screen`,
    );
    await checkModalRound(page, page.getByRole('button', { name: 'Size chart' }), 'Size chart (inches)');

    // The shelves under the product arrive as the page is scrolled to them.
    const quick = page.getByRole('button', { name: /^Quick view: / }).first();
    await quick.scrollIntoViewIfNeeded();
    const name = ((await quick.getAttribute('aria-label')) ?? '').replace('Quick view: ', '');
    // Its sizes' stock comes with the product's details.
    await checkModalRound(page, quick, `Quick view: ${name}`, {
      loaded: (opened) => opened.waitForResponse(/\/api\/v1\/products\/[\w-]+$/),
    });
  });

  test('a modal opened again at once after Escape stays open', async ({ page, request }) => {
    const { product } = await productInStock(request);
    await page.goto(`/product/${product.id}`);
    const opener = page.getByRole('button', { name: 'Size chart' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Size chart (inches)' });
    await expect(dialog).toBeVisible();
    // Escape, then the opener again before the browser's queued "close" event arrives: that late
    // event used to close the dialog just opened again.
    const stillOpen = await page.evaluate(async () => {
      const shown = document.querySelector('dialog[open]');
      const button = Array.from(document.querySelectorAll('button')).find(
        (b) => b.textContent === 'Size chart',
      );
      if (!shown || !button) throw new Error('no size chart dialog');
      shown.dispatchEvent(new Event('cancel', { cancelable: true }));
      await Promise.resolve();
      await Promise.resolve();
      button.click();
      await new Promise((done) => setTimeout(done, 200));
      return shown.hasAttribute('open');
    });
    expect(stillOpen).toBe(true);
    await expect(dialog).toBeVisible();
  });

  test('the focus ring shows on the controls of a modal in light and dark modes', async ({
    page,
    request,
  }) => {
    const { product } = await productInStock(request, { pictures: 2 });
    await page.goto(`/product/${product.id}`);
    const opener = page.getByRole('button', { name: 'Size chart' });
    for (const theme of ['light', 'dark']) {
      await page.evaluate((wanted) => {
        document.documentElement.dataset.theme = wanted;
      }, theme);
      await opener.focus();
      await expectFocusRing(page);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Size chart (inches)' });
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await expectFocusRing(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('at checkout the pickup point and address modals keep the keyboard inside, one leading to the other', async ({
    page,
    request,
    shopper,
  }) => {
    await addedToCart(request, shopper);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    const addPoint = page.getByRole('button', { name: 'Add a pickup point' });
    await checkModalRound(page, addPoint, 'Add New Address');
    const choose = page.getByRole('button', { name: 'Choose pickup point' });
    await checkModalRound(page, choose, 'Select a pickup point');

    // From the pickup modal to the address form: closing the form gives the focus to the page's
    // control that opened the first of them.
    await choose.focus();
    await page.keyboard.press('Enter');
    const pickup = page.getByRole('dialog', { name: 'Select a pickup point' });
    await pickup.getByRole('button', { name: /Add/ }).first().focus();
    await page.keyboard.press('Enter');
    await expect(pickup).toBeHidden();
    const form = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(form).toBeVisible();
    await expectFocusKeptIn(page, form);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(choose).toBeFocused();
  });

  test('the address book’s delete question and the order’s cancel dialog keep the keyboard inside', async ({
    page,
    request,
    shopper,
  }) => {
    await savedAddress(request, shopper, HOME_IN_DHAKA);
    const order = await placedOrder(request, shopper, 'cash_on_delivery');

    await page.goto('/addresses');
    await checkModalRound(
      page,
      page.getByRole('button', { name: /^Delete the address of / }),
      'Delete address',
    );

    await page.goto(`/order/${order._id}`);
    await checkModalRound(
      page,
      page.getByRole('button', { name: 'Cancel order' }),
      `Cancel order ${order.orderNumber}`,
    );
  });

  test('a delivered order’s return dialog and the review’s delete question keep the keyboard inside', async ({
    page,
    request,
    shopper,
  }) => {
    const order = await placedOrder(request, shopper, 'cash_on_delivery');
    await deliveredBy(request, await demoOperator(request), order._id);
    const [line] = order.items;
    if (!line?.product_id) throw new Error('The order has no product');
    const written = await request.post(`/api/v1/products/${line.product_id}/reviews`, {
      headers: bearer(shopper),
      data: { rating: 5, message: 'Fits well and the colour is true.' },
    });
    expect(written.status(), await written.text()).toBe(201);

    await page.goto(`/order/${order._id}`);
    await checkModalRound(
      page,
      page.getByRole('button', { name: 'Return items' }),
      `Return items of order ${order.orderNumber}`,
    );

    await page.goto('/reviews');
    await checkModalRound(
      page,
      page.getByRole('button', { name: `Delete your review of ${line.name}` }),
      'Delete review',
    );
  });

  test('the floating cart’s drawer keeps the keyboard inside and gives the focus back', async ({
    page,
    request,
    shopper,
  }) => {
    await addedToCart(request, shopper);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The floating cart shows once the page is scrolled: End scrolls it, as on any page. Pressed
    // before the shelves have filled the page, End leaves it within 100 px of the top: press again.
    const floating = page.getByRole('button', { name: /^Open the cart/ }).and(page.locator('.floating-cart'));
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(floating).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await checkModalRound(page, floating, 'Cart');
  });
});

// These drawers are the phone's: they run once, at its width, in the desktop project.
test.describe('at phone width @one-width', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  const round = async (page: Page, opener: Locator, name: string) => {
    await expect(opener).toBeVisible();
    await checkModalRound(page, opener, name);
  };

  test('the header’s menu drawer keeps the keyboard inside and gives the focus back', async ({ page }) => {
    await page.goto('/');
    await round(page, page.getByRole('button', { name: 'Open menu' }), 'Menu');
  });

  test('the listing’s filters and the account menu keep the keyboard inside and give the focus back', async ({
    page,
    request,
  }) => {
    await page.goto('/products');
    await round(page, page.getByRole('button', { name: /^Filters/ }), 'Filters');

    await signInAs(page, await newShopper(request));
    await page.goto('/manageaccount');
    await round(page, page.getByRole('button', { name: 'Account menu' }), 'Account menu');
  });
});
