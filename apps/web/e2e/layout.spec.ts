import { HOME_IN_DHAKA, savedAddress } from './support/addresses';
import { allProducts, cards, detailOf, productInStock } from './support/catalogue';
import { bookedCashOrder } from './support/couriers';
import { addedToCart, addToCart, placedOrder } from './support/orders';
import { bearer, demoOperator, demoShopper, newShopper, type Shopper, signInAs } from './support/session';
import { codeSentTo } from './support/sms';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';

/**
 * Layout at the widths where it broke: the header's tabs and the home page's category tiles
 * between 768 and 800 px, and the floating buttons over the product grids on a 375 px phone.
 * Each check reads the boxes the browser laid out, so it fails the way a shopper would see it.
 */

type Box = { x: number; y: number; width: number; height: number };

/** A tolerance for sub-pixel rounding. */
const EPSILON = 0.5;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - EPSILON &&
  b.x < a.x + a.width - EPSILON &&
  a.y < b.y + b.height - EPSILON &&
  b.y < a.y + a.height - EPSILON;

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - EPSILON &&
  inner.y >= outer.y - EPSILON &&
  inner.x + inner.width <= outer.x + outer.width + EPSILON &&
  inner.y + inner.height <= outer.y + outer.height + EPSILON;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box as Box;
}

/** How many lines an element's words take. */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
    return new Set(rects.map((rect) => Math.round(rect.top))).size;
  });

/**
 * The header's bar of menus and tabs, and the home page's category tiles, read in one go. A text's
 * box is where its glyphs are drawn, which may run past its element's box, with its line count.
 */
const readLayout = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    };
    const text = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
      const left = Math.min(...rects.map((rect) => rect.left));
      const top = Math.min(...rects.map((rect) => rect.top));
      const right = Math.max(...rects.map((rect) => rect.right));
      const bottom = Math.max(...rects.map((rect) => rect.bottom));
      const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
      return { x: left, y: top, width: right - left, height: bottom - top, lines };
    };
    const menus = document.querySelector('nav[aria-label="Shop categories"]');
    return {
      header: box(document.querySelector('header')),
      menuRow: box(menus),
      lastMenu: box(Array.from(menus?.querySelectorAll('button') ?? []).at(-1)),
      tabs: Array.from(document.querySelectorAll('nav[aria-label="Highlights"] a')).map((tab) => ({
        name: tab.textContent ?? '',
        box: box(tab) as Box,
        text: text(tab),
      })),
      // The tiles holding the categories' place while they load are no links, and have no title.
      tiles: Array.from(document.querySelectorAll('a.home-categories__tile')).map((tile) => {
        const title = tile.querySelector('.home-categories__title') as Element;
        const arrow = tile.querySelector('.home-categories__arrow') as Element;
        return {
          name: title.textContent ?? '',
          tile: box(tile) as Box,
          title: text(title),
          arrow: getComputedStyle(arrow).display === 'none' ? null : box(arrow),
        };
      }),
    };
  });

const WIDE_WIDTHS = [1280, 1024, 900, 800, 790, 768];

/** A Bengali reader's first visit: the preference the language picker would have kept. */
const readsBengali = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('preferences', JSON.stringify({ language: 'bn' })));

for (const language of ['en', 'bn'] as const) {
  test(`the 20% OFF offer covers no card, link, button or text of the home page (${language})`, async ({
    page,
    isMobile,
  }) => {
    if (language === 'bn') await readsBengali(page);
    await page.goto('/');
    const offer = page.getByRole('complementary', { name: language === 'bn' ? 'অফার' : 'Offer' });
    await expect(offer).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: language === 'bn' ? 'ক্যাটাগরি অনুযায়ী কিনুন' : 'Shop by Category' })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    for (const width of isMobile ? [375, 320] : [1280, 1024, 768, 700, 640, 600]) {
      await page.setViewportSize({ width, height: 800 });
      // Every part of the page a shopper reads or presses, in the window, that the offer lies over.
      const covered = await offer.evaluate((element) => {
        const own = element.getBoundingClientRect();
        const parts = document.querySelectorAll('a, button, input, select, li, h1, h2, h3, p');
        return Array.from(parts)
          .filter((part) => !element.contains(part) && !part.contains(element))
          .filter((part) => {
            const box = part.getBoundingClientRect();
            return (
              box.width > 0 &&
              box.height > 0 &&
              box.left < own.right - 0.5 &&
              own.left < box.right - 0.5 &&
              box.top < own.bottom - 0.5 &&
              own.top < box.bottom - 0.5
            );
          })
          .map((part) => `${part.tagName.toLowerCase()} "${(part.textContent ?? '').trim().slice(0, 40)}"`);
      });
      expect(covered, `the offer at ${width} px covers`).toEqual([]);
      expect(
        (await boxOf(offer)).x,
        `the offer at ${width} px starts inside the window`,
      ).toBeGreaterThanOrEqual(0);
    }
  });
}

/**
 * A new shopper with a product in the cart and a pickup point to a number of theirs, proven by the
 * code it was sent, that refused three deliveries (orders to it brought back by the courier, those
 * the COD guard held released first): the guard offers it online payment or the delivery fee first.
 */
async function shopperWhoseNumberRefusedThree(request: APIRequestContext) {
  const operator = await demoOperator(request);
  const phone = `0181${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const earlier = await newShopper(request);
  const asOperator = async (path: string, data: object) => {
    const answer = await request.post(path, { headers: bearer(operator), data });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  for (let refused = 0; refused < 3; refused++) {
    const order = await placedOrder(request, earlier, 'cash_on_delivery', { phone });
    if (order.status === 'held') await asOperator(`/api/v1/admin/risk/held-orders/${order._id}/approve`, {});
    for (const status of ['confirmed', 'processing', 'shipped', 'returning'])
      await asOperator(`/api/v1/admin/orders/${order._id}/status`, { status });
  }
  const shopper = await newShopper(request);
  const sent = await request.post('/api/v1/phone-verification', {
    headers: bearer(shopper),
    data: { phone },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const confirmed = await request.post('/api/v1/phone-verification/confirm', {
    headers: bearer(shopper),
    data: { phone, code: await codeSentTo(request, phone) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await savedAddress(request, shopper, { ...HOME_IN_DHAKA, fullName: shopper.name, phone, isDefault: true });
  await addedToCart(request, shopper);
  return shopper;
}

/** A new shopper with a product in the cart and two saved pickup points, one of a long address. */
async function shopperAtCheckout(request: APIRequestContext) {
  const shopper = await newShopper(request);
  await addedToCart(request, shopper);
  await savedAddress(request, shopper, HOME_IN_DHAKA);
  await savedAddress(request, shopper, {
    ...HOME_IN_DHAKA,
    zone: 'Gulshan',
    address: 'Level 4, Rangs Arcade, 153/A Gulshan Avenue, near the north end of the lake',
  });
  return shopper;
}

test('the pickup point dialog is no wider than itself and opens at its start, the choice of each point in sight', async ({
  page,
  request,
}) => {
  await signInAs(page, await shopperAtCheckout(request));
  await page.goto('/cartpayment');
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Select a pickup point' });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  const { hidden, scrolled } = await dialog.evaluate((element) => ({
    hidden: element.scrollWidth - element.clientWidth,
    scrolled: element.scrollLeft,
  }));
  expect(hidden, 'nothing of the dialog lies beyond its sides').toBeLessThanOrEqual(0);
  expect(scrolled, 'the dialog opens at its start').toBe(0);
  const frame = await boxOf(dialog);
  for (const radio of await dialog.getByRole('radio').all())
    expect(inside(await boxOf(radio), frame), 'each point’s radio shows inside the dialog').toBe(true);
  for (const name of ['CANCEL', 'CONFIRM'])
    expect(inside(await boxOf(dialog.getByRole('button', { name })), frame)).toBe(true);
});

/**
 * How far the page reaches past the window, and what sticks out past the page's margins (the main
 * column's padding) without a part that scrolls or clips it: the card of the sign-in page did by
 * 3 px in a 320 px window beside a desktop scroll bar, with no sideways scroll to show for it.
 */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    const outside: string[] = [];
    if (main) {
      const frame = main.getBoundingClientRect();
      const style = getComputedStyle(main);
      const left = frame.left + Number.parseFloat(style.paddingLeft);
      const right = frame.right - Number.parseFloat(style.paddingRight);
      const heldIn = (element: Element) => {
        for (let up = element.parentElement; up && up !== main; up = up.parentElement) {
          const upStyle = getComputedStyle(up);
          if (upStyle.overflowX !== 'visible' || upStyle.position === 'fixed') return true;
        }
        return false;
      };
      for (const element of Array.from(main.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).position === 'fixed') continue;
        if ((box.left < left - 0.5 || box.right > right + 0.5) && !heldIn(element))
          outside.push(
            `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} (${Math.round(box.left)}–${Math.round(box.right)} of ${Math.round(left)}–${Math.round(right)})`,
          );
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, outside: outside.slice(0, 5) };
  });

/** Opens a page as whoever's session the browser holds, and waits for its heading and its data. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Two animation frames: what a change of width has to lay out, and what redraws on it, is in. */
const laidOut = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** The browser holds this session (or none) from the next page on, as after signing in or out. */
const holdSession = (page: Page, who: Shopper | null) =>
  page.evaluate((session) => {
    localStorage.removeItem('token');
    localStorage.removeItem('user');
    if (!session) return;
    localStorage.setItem('token', session.token);
    localStorage.setItem('user', JSON.stringify(session.user));
  }, who && { token: who.token, user: who.user });

for (const language of ['en', 'bn'] as const) {
  test(`no page scrolls sideways or sticks out past its margins on a narrow screen (${language})`, async ({
    page,
    request,
    isMobile,
  }) => {
    test.slow();
    // A phone's scroll bar takes no room; a desktop browser's takes 15 px of a 320 px window. Each
    // page loads once, at the narrowest width, and is measured again as the window widens.
    const widths = isMobile ? [320, 375] : [305];
    if (language === 'bn') await readsBengali(page);
    const shopper = await shopperAtCheckout(request);
    // Placing an order empties the cart: the checkout gets a product again after.
    const order = await placedOrder(request, shopper, 'bkash');
    await addedToCart(request, shopper);
    const { product } = await productInStock(request);

    /** Opens the page (`open`), then at each width measures it, and what `measure` names. */
    const check = async (path: string, open = () => openPage(page, path), measure = async () => {}) => {
      for (const [index, width] of widths.entries()) {
        await page.setViewportSize({ width, height: 740 });
        if (index === 0) await open();
        else await laidOut(page);
        const { scrollWidth, outside } = await overflowOf(page);
        expect(scrollWidth, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
        expect(outside, `${path} at ${width} px: parts past the page's margins`).toEqual([]);
        await measure();
      }
    };

    for (const path of [
      '/',
      '/products',
      '/category/top-ranking',
      `/product/${product.id}`,
      '/auth',
      '/register',
      '/forgot-password',
    ])
      await check(path);

    await holdSession(page, shopper);
    for (const path of [
      '/cart',
      '/cartpayment',
      `/payments/${order._id}`,
      '/payment',
      '/orders',
      '/manageaccount',
      '/manageaccount/profile',
      '/addresses',
      '/returns',
    ])
      await check(path);
    const dialog = page.getByRole('dialog');
    await check(
      '/cartpayment, its pickup-point dialog open',
      async () => {
        await openPage(page, '/cartpayment');
        await page
          .getByRole('button', { name: language === 'bn' ? 'পরিবর্তন করুন' : 'Change', exact: true })
          .click();
        await expect(dialog.getByRole('radio')).toHaveCount(2);
      },
      async () => {
        const { hidden, box } = await dialog.evaluate((element) => ({
          hidden: element.scrollWidth - element.clientWidth,
          box: element.getBoundingClientRect().toJSON() as Box,
        }));
        expect(hidden, 'the pickup-point dialog scrolls sideways').toBeLessThanOrEqual(0);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
      },
    );

    const operator = await demoOperator(request);
    const parcel = await bookedCashOrder(request, shopper, operator, { delivered: true });
    await holdSession(page, operator);
    for (const path of [
      '/admin/returns?state=all',
      `/admin/orders/${parcel._id}`,
      `/admin/labels?orders=${parcel._id}`,
      '/admin/payouts',
      '/admin/settings',
      '/admin/risk',
      '/admin/outbox',
    ])
      await check(path);
  });
}

test.describe('wide screens', () => {
  test.skip(({ isMobile }) => isMobile, 'the header tabs and the tile arrows show from 768 px');

  test('the Trending and New Product tabs stay on one line inside the header, beside the category menus', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Highlights' }).getByRole('link')).toHaveCount(2);
    for (const width of WIDE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const { header, menuRow, lastMenu, tabs } = await readLayout(page);
      if (!header || !menuRow || !lastMenu) throw new Error(`the header's bars are missing at ${width} px`);
      expect(tabs).toHaveLength(2);
      for (const tab of tabs) {
        const name = `${tab.name} at ${width} px`;
        expect(inside(tab.box, header), `${name} lies inside the header`).toBe(true);
        expect(tab.box.x + tab.box.width, `${name} ends inside the window`).toBeLessThanOrEqual(width);
        // On the menus' row and no taller than it: a tab that wraps grows out of the row.
        expect(tab.box.y, `${name} starts on the menus' row`).toBeGreaterThanOrEqual(menuRow.y - EPSILON);
        expect(tab.box.y + tab.box.height, `${name} ends on the menus' row`).toBeLessThanOrEqual(
          menuRow.y + menuRow.height + EPSILON,
        );
        expect(tab.text.lines, `${name} is one line`).toBe(1);
        expect(inside(tab.text, tab.box), `${name}: the words stay inside the tab`).toBe(true);
        expect(overlaps(tab.box, lastMenu), `${name} keeps clear of the Help Center menu`).toBe(false);
      }
    }
  });

  test('each Shop by Category title stays inside its tile and clear of its arrow', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Shop by Category' }).getByRole('link').first(),
    ).toBeVisible();
    for (const width of [...WIDE_WIDTHS, 640]) {
      await page.setViewportSize({ width, height: 800 });
      const { tiles } = await readLayout(page);
      expect(tiles.length).toBeGreaterThan(0);
      for (const { name, tile, title, arrow } of tiles) {
        expect(inside(title, tile), `${name} at ${width} px: the title stays inside the tile`).toBe(true);
        expect(arrow, `${name} at ${width} px: the tile shows its arrow`).not.toBeNull();
        expect(
          arrow !== null && overlaps(title, arrow),
          `${name} at ${width} px: the title keeps clear of the arrow`,
        ).toBe(false);
      }
    }
  });

  for (const language of ['en', 'bn'] as const) {
    test(`the cart dropdown's buttons keep their names on one line (${language})`, async ({
      page,
      request,
      shopper,
    }) => {
      if (language === 'bn') await readsBengali(page);
      await addedToCart(request, shopper);
      await page.goto('/');
      const names = language === 'bn' ? ['কার্ট দেখুন', 'চেকআউটে যান'] : ['View cart', 'Proceed to Checkout'];
      for (const width of [1280, 1024, 768]) {
        await page.setViewportSize({ width, height: 800 });
        const open = page.getByRole('banner').getByRole('button', { name: /^(Open the cart|কার্ট খুলুন)/ });
        if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
        for (const name of names) {
          const link = page.getByRole('banner').getByRole('link', { name, exact: true });
          await expect(link).toBeVisible();
          expect(await linesOf(link), `${name} at ${width} px is one line`).toBe(1);
          const words = await link.evaluate((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            return range.getBoundingClientRect().toJSON() as Box;
          });
          expect(inside(words, await boxOf(link)), `${name} at ${width} px stays inside its button`).toBe(
            true,
          );
        }
      }
    });
  }

  test('the payment page uses the width of the screen: the proof form beside where to send the money', async ({
    page,
    request,
    shopper,
  }) => {
    const order = await placedOrder(request, shopper, 'bkash');
    await page.goto(`/payments/${order._id}`);
    const form = page.getByRole('form', { name: 'Submit payment proof' });
    const sendTo = page.getByRole('region', { name: 'Where to send the money' });
    await expect(form).toBeVisible();
    await expect(sendTo).toBeVisible();
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      const main = await boxOf(page.getByRole('main'));
      const formBox = await boxOf(form);
      const sendToBox = await boxOf(sendTo);
      expect(sendToBox.x, `at ${width} px the accounts sit beside the form`).toBeGreaterThanOrEqual(
        formBox.x + formBox.width,
      );
      expect(sendToBox.y, `at ${width} px the accounts sit beside the form`).toBeLessThan(
        formBox.y + formBox.height,
      );
      // Together they span the page: no empty half on the right.
      expect(sendToBox.x + sendToBox.width).toBeGreaterThan(main.x + main.width - 48);
    }
  });

  test('the back office’s settings forms read top to bottom, their Save after their last field; a number’s look-up button sits level with its box', async ({
    page,
    operator,
  }) => {
    await signInAs(page, operator);
    // Each part of a form under the one before it: the product editor's grid rule laid the COD
    // guard's and the settings page's forms out as columns, Save among the fields.
    const stacked = (form: Locator) =>
      form.evaluate((element) =>
        Array.from(element.children)
          .filter((child) => child.getBoundingClientRect().height > 0)
          .map((child) => {
            const box = child.getBoundingClientRect();
            return {
              part: `${child.tagName.toLowerCase()}.${child.className}`,
              top: box.top,
              bottom: box.bottom,
            };
          }),
      );
    const expectStacked = async (form: Locator, name: string) => {
      const parts = await stacked(form);
      expect(parts.length, `${name} has parts`).toBeGreaterThan(2);
      for (const [index, part] of parts.entries()) {
        const before = parts[index - 1];
        if (before)
          expect
            .soft(part.top, `${name}: ${part.part} comes under ${before.part}`)
            .toBeGreaterThanOrEqual(before.bottom - EPSILON);
      }
    };

    await page.goto('/admin/risk');
    const settings = page.getByRole('region', { name: 'Settings' });
    // The total's field shows for the rule that asks for it: the form at its longest.
    await settings.getByLabel('Ask for a code sent by SMS').selectOption('above_total');
    await expectStacked(settings.locator('form'), 'the COD guard’s settings');
    const check = await boxOf(settings.getByRole('checkbox'));
    expect.soft(check.height, 'the guard’s checkbox is a box, not a field’s height').toBeLessThanOrEqual(24);
    const lookup = page.getByRole('region', { name: 'Look up a number' });
    const box = await boxOf(lookup.getByLabel('Mobile number'));
    const button = await boxOf(lookup.getByRole('button', { name: 'Look up' }));
    expect.soft(button.x, 'Look up stands beside the number').toBeGreaterThanOrEqual(box.x + box.width);
    expect
      .soft(Math.abs(button.y + button.height - (box.y + box.height)), 'level with its box')
      .toBeLessThanOrEqual(2);

    await page.goto('/admin/settings');
    const forms = page.getByRole('main').locator('form');
    await expect(forms.first()).toBeVisible();
    for (const form of await forms.all())
      await expectStacked(
        form,
        `the settings’ ${(await form.getByRole('heading').first().textContent()) ?? 'form'}`,
      );
  });
});

test.describe('a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the 375 px layout');

  // Their journeys run at 1280 px only (playwright.config.ts): at 375 px they must still fit.
  test('the information pages and the pages still to come fit the screen', async ({ page }) => {
    for (const path of [
      '/about',
      '/help-center',
      '/faq',
      '/paymentoptions',
      '/terms',
      '/privacy',
      '/track',
      '/messages',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} is no wider than the phone`,
      ).toBe(375);
    }
  });

  for (const language of ['en', 'bn'] as const) {
    test(`every tab of My Orders is in sight, whole, at 375 and 320 px (${language})`, async ({
      page,
      request,
    }) => {
      if (language === 'bn') await readsBengali(page);
      await signInAs(page, await demoShopper(request));
      await page.goto('/orders');
      const tablist = page.getByRole('tablist');
      await expect(tablist.getByRole('tab')).toHaveCount(6);
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 740 });
        const row = await tablist.evaluate((element) => ({
          box: element.getBoundingClientRect().toJSON() as Box,
          hidden: element.scrollWidth - element.clientWidth,
        }));
        expect(row.hidden, `nothing of the tabs is scrolled out of sight at ${width} px`).toBeLessThanOrEqual(
          0,
        );
        for (const tab of await tablist.getByRole('tab').all()) {
          const name = `${await tab.textContent()} at ${width} px`;
          const box = await boxOf(tab);
          expect(inside(box, row.box), `${name} lies inside the tab row`).toBe(true);
          expect(box.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(width);
          // The whole name shows: no ellipsis, nothing clipped.
          expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      }
    });
  }

  for (const language of ['en', 'bn'] as const) {
    test(`the floating bar's names show whole at 320 px (${language})`, async ({ page }) => {
      if (language === 'bn') await readsBengali(page);
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto('/products');
      await expect(page.getByRole('main').getByRole('listitem').nth(3)).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 800));
      const buttons = page.locator('.floating__buttons').getByRole('button');
      await expect(buttons).toHaveCount(3);
      for (const button of await buttons.all()) {
        const { name, whole } = await button.evaluate((element) => {
          const label = element.querySelector('.floating__label') as HTMLElement;
          return { name: label.textContent, whole: label.scrollWidth <= label.clientWidth };
        });
        expect(whole, `${name} shows whole`).toBe(true);
        // The name shown is part of the button's accessible name, as a speech user would say it.
        expect((await button.getAttribute('aria-label'))?.toLowerCase()).toContain(name?.toLowerCase());
      }
    });
  }

  test('each Shop by Category title stays inside its tile', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Shop by Category' }).getByRole('link').first(),
    ).toBeVisible();
    const { tiles } = await readLayout(page);
    expect(tiles.length).toBeGreaterThan(0);
    for (const { name, tile, title } of tiles)
      expect(inside(title, tile), `${name}: the title stays inside the tile`).toBe(true);
    // The home page's journeys run at 1280 px only: at 375 px nothing on it is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  /**
   * Boxes of the floating buttons, the product names and the header, read in one go. A floating
   * part as wide as the window at its bottom edge is a bar like the header: the screen a shopper
   * reads ends above it. Anything narrower floats over the page and must not cover a name.
   */
  const readFloating = (page: Page) =>
    page.evaluate(() => {
      const box = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      };
      const bar = document.querySelector('.floating__buttons');
      const barBox = bar ? box(bar) : null;
      const isBar =
        barBox !== null &&
        barBox.x <= 0.5 &&
        barBox.width >= window.innerWidth - 1 &&
        barBox.y + barBox.height >= window.innerHeight - 1;
      const header = document.querySelector('header');
      return {
        buttons: Array.from(document.querySelectorAll('.floating button')).map(box),
        names: Array.from(document.querySelectorAll('.product-card__name')).map(box),
        readTop: header ? header.getBoundingClientRect().bottom : 0,
        readBottom: isBar && barBox ? barBox.y : window.innerHeight,
      };
    });

  for (const path of ['/products', '/category/top-ranking']) {
    test(`the floating buttons never cover a product name in the grid of ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(cards(page).nth(7)).toBeVisible();
      const backToTop = page.getByRole('button', { name: 'Back to top' });

      // Each card's name in turn in the middle of the screen, and its neighbours wherever they fall.
      const count = Math.min(await cards(page).count(), 12);
      let checked = 0;
      for (let index = 0; index < count; index++) {
        await cards(page)
          .nth(index)
          .locator('.product-card__name')
          .evaluate((name) => name.scrollIntoView({ block: 'center' }));
        // The buttons show past 300 px: the first cards sit too near the top for them.
        if ((await page.evaluate(() => window.scrollY)) <= 300) continue;
        await expect(backToTop).toBeVisible();
        const { buttons, names, readTop, readBottom } = await readFloating(page);
        // The cart, chat and back to top.
        expect(buttons).toHaveLength(3);
        for (const name of names) {
          // The part of the name a shopper can read: below the header, above a bottom bar.
          const top = Math.max(name.y, readTop);
          const bottom = Math.min(name.y + name.height, readBottom);
          if (bottom <= top) continue;
          const readable = { ...name, y: top, height: bottom - top };
          for (const button of buttons)
            expect(
              overlaps(readable, button),
              `a floating button covers a product name (card ${index})`,
            ).toBe(false);
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(4);
    });
  }

  test('the page ends above the floating buttons, so its last lines can be read', async ({ page }) => {
    await page.goto('/products');
    await expect(cards(page).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeVisible();
    const footer = page.getByRole('contentinfo');
    const chat = page.getByRole('button', { name: 'Chat with us' });
    // At the bottom the catalogue may load its next page and push the footer down: measured again
    // until the page has stopped growing.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(footer).toBeInViewport({ timeout: 1_000 });
      const buttonsTop = Math.min((await boxOf(backToTop)).y, (await boxOf(chat)).y);
      const lastLine = await boxOf(footer.getByRole('link', { name: 'Privacy', exact: true }));
      expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(buttonsTop);
    }).toPass();
  });

  test('an order’s lines keep the words of their product names whole at 320 px', async ({
    page,
    request,
    shopper,
  }) => {
    // The product of the longest word: the one a narrow column breaks inside its words.
    const longestWord = (name: string) => Math.max(...name.split(/\s+/).map((word) => word.length));
    const [longest] = (await allProducts(request)).sort((a, b) => longestWord(b.name) - longestWord(a.name));
    if (!longest) throw new Error('The demo shop has no products');
    const size = (await detailOf(request, longest.id)).sizes.find((entry) => entry.stock > 0)?.size ?? '';
    await addToCart(request, shopper, longest.id, size);
    const order = await placedOrder(request, shopper, 'bkash');
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(`/order/${order._id}`);
    const names = page.locator('.order-line__name');
    await expect(names).toHaveCount(2);
    for (const name of await names.all()) {
      const broken = await name.evaluate((element) => {
        const text = element.firstChild as Text;
        const split: string[] = [];
        for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(match[0]);
        }
        return split;
      });
      expect(broken, `words of “${await name.textContent()}” split across lines`).toEqual([]);
    }
  });

  for (const language of ['en', 'bn'] as const) {
    test(`the COD guard's refusal at 320 px: the delivery fee's button stands apart from it, its wrapped name inside it with room (${language})`, async ({
      page,
      request,
    }) => {
      test.slow();
      const words = {
        en: {
          method: 'Payment method',
          proceed: 'Proceed to Pay',
          advance: 'Pay the delivery fee in advance, the rest on delivery',
        },
        bn: {
          method: 'পেমেন্ট পদ্ধতি',
          proceed: 'পেমেন্ট করতে এগিয়ে যান',
          advance: 'ডেলিভারি চার্জ অগ্রিম দিন, বাকিটা ডেলিভারির সময়',
        },
      }[language];
      if (language === 'bn') await readsBengali(page);
      await signInAs(page, await shopperWhoseNumberRefusedThree(request));
      await page.setViewportSize({ width: 320, height: 740 });
      const expectApart = async () => {
        const advance = page.getByRole('button', { name: words.advance });
        await expect(advance).toBeVisible();
        const { lines, roomAbove, roomBelow, gap } = await advance.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(element);
          const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
          const above = element.previousElementSibling?.getBoundingClientRect();
          return {
            lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
            roomAbove: Math.min(...rects.map((rect) => rect.top)) - box.top,
            roomBelow: box.bottom - Math.max(...rects.map((rect) => rect.bottom)),
            gap: above ? box.top - above.bottom : 0,
          };
        });
        expect(lines, 'at 320 px the button’s name takes more than a line').toBeGreaterThan(1);
        expect(roomAbove, 'room above the name, inside the button').toBeGreaterThanOrEqual(6);
        expect(roomBelow, 'room below the name, inside the button').toBeGreaterThanOrEqual(6);
        expect(gap, 'the button stands apart from the refusal above it').toBeGreaterThanOrEqual(8);
      };

      await page.goto('/cartpayment');
      await page.getByLabel(words.method).selectOption('cash_on_delivery');
      await page.getByRole('button', { name: words.proceed }).click();
      await expectApart();
      // The simple checkout shows the same refusal under its own button.
      await page.goto('/checkout');
      await page.getByRole('button', { name: words.proceed }).click();
      await expectApart();
    });
  }
});
