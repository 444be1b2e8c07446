import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { TestApp } from '../../../test/app';
import { createCategory, createProduct, createPromoCode } from '../../../test/factories';
import { describe, expect, it, sendingMailToSmtp, test } from '../../../test/shop-test';
import { addToCart, dhaka, type PlacedOrder, type Shopper } from '../../../test/shopping';
import type { TestSmtpServer } from '../../../test/smtp-server';
import { orders, users } from '../../db/schema';

let shop: TestApp;
let smtp: TestSmtpServer;
let categoryId: string;
test.override('shopOptions', sendingMailToSmtp);
test.beforeAll(async ({ shop: built, smtp: started }) => {
  shop = built;
  smtp = started;
  categoryId = (await createCategory(shop.db)).id;
});

/** Latin digits: none may be left in what a Bengali mail says about amounts, counts and dates. */
const LATIN_DIGIT = /[0-9]/;

/** A shopper with a panjabi (two, size L) and a scarf in the cart, and WELCOME-style 10% off applied. */
async function shopperWithCart(name: string) {
  const shopper = await shop.signUp({ name });
  await smtp.waitForMail(shopper.email); // the sign-up's verification
  const panjabi = await createProduct(shop.db, {
    categoryId,
    name: 'Cotton Panjabi',
    nameBn: 'সুতির পাঞ্জাবি',
    price: 1300,
  });
  const scarf = await createProduct(shop.db, { categoryId, name: 'Silk Scarf', price: 450.5 });
  await addToCart(shopper, panjabi.id, 'L', 2);
  await addToCart(shopper, scarf.id, 'M');
  const promo = await createPromoCode(shop.db, { value: 10 });
  expect((await shopper.post('/api/v1/cart/promo', { promoCode: promo.code })).status).toBe(200);
  return { shopper, promoCode: promo.code };
}

async function placed(shopper: Shopper, extra: Record<string, string> = {}) {
  const res = await shopper.post('/api/v1/orders', {
    shippingAddress: dhaka,
    paymentMethod: 'bkash',
    ...extra,
  });
  expect(res.status, res.text).toBe(201);
  return (res.body as PlacedOrder).order;
}

/** The text between the greeting's paragraph and the button: the summary and the table. */
const tableOf = (mail: ParsedMail) => mail.text?.split('\n\n').slice(2, 4).join('\n') ?? '';

describe('the order confirmation', () => {
  it('goes to the shopper once, with the number, the total, the pickup point and a link to the order', async () => {
    const product = await createProduct(shop.db, { categoryId, price: 1300 });
    const shopper = await shop.signUp({ name: 'Nusrat Jahan' });
    await smtp.waitForMail(shopper.email); // the sign-up's verification
    await addToCart(shopper, product.id, 'L', 2);
    const key = { 'idempotency-key': 'confirmation-once' };
    const body = { shippingAddress: dhaka, paymentMethod: 'bkash' };
    const res = await shopper.post('/api/v1/orders', body, key);
    const { order } = res.body as PlacedOrder;
    // A retry answers the same order and sends nothing more.
    await shopper.post('/api/v1/orders', body, key);

    const mail = await smtp.waitForMail(shopper.email);
    expect(mail.subject).toBe(`Your Haat order ${order.orderNumber}`);
    expect(mail.text).toContain('Hello Nusrat Jahan,');
    expect(mail.text).toContain('2 items, ৳2,660.00 in all');
    expect(mail.text).toContain('Nusrat Jahan, House 12, Road 5, Dhanmondi, Dhaka');
    expect(mail.text).toContain('payment proof');
    expect(mail.text).toContain(`${shop.address}/order/${order._id}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((message) => message.subject?.includes(order.orderNumber))).toHaveLength(1);
  });

  it('lists each line with its size, quantity and price, then the items, discount, delivery and total', async () => {
    const { shopper, promoCode } = await shopperWithCart('Karim Uddin');
    const order = await placed(shopper);
    const mail = await smtp.waitForMail(shopper.email);
    // 2 × 1,300 + 450.50 = 3,050.50; 10% off is 305.05; delivery in Dhaka 60.
    expect(order).toMatchObject({ subtotal: 3050.5, discount: 305.05, shippingCost: 60, total: 2805.45 });
    expect(mail.text).toContain('3 items, ৳2,805.45 in all, delivery included.');
    expect(tableOf(mail).split('\n')).toEqual([
      'Cotton Panjabi (size L, 2 × ৳1,300.00): ৳2,600.00',
      'Silk Scarf (size M, 1 × ৳450.50): ৳450.50',
      'Items: ৳3,050.50',
      `Discount (${promoCode}): −৳305.05`,
      'Delivery: ৳60.00',
      'Total: ৳2,805.45',
    ]);
    // The HTML part has the same table, the total in bold, and the button to the order.
    expect(mail.html).toContain('Cotton Panjabi<br><span');
    expect(mail.html).toContain('size L, 2 × ৳1,300.00');
    expect(mail.html).toMatch(/font-weight:bold;[^"]*">৳2,805\.45<\/td>/);
    expect(mail.html).toContain(`href="${shop.address}/order/${order._id}"`);
  });

  it('is in Bengali with Bengali digits for a shopper who reads the shop in Bengali', async () => {
    const { shopper, promoCode } = await shopperWithCart('রহিম উদ্দিন');
    await shop.db.update(users).set({ language: 'bn' }).where(eq(users.id, shopper.user.id));
    const order = await placed(shopper);
    const mail = await smtp.waitForMail(shopper.email);
    expect(mail.subject).toBe(`আপনার হাট অর্ডার ${order.orderNumber}`);
    expect(mail.text).toContain('প্রিয় রহিম উদ্দিন,');
    expect(mail.text).toContain('৩টি পণ্য, ডেলিভারিসহ মোট ৳২,৮০৫.৪৫।');
    const table = tableOf(mail).split('\n');
    expect(table).toEqual([
      'সুতির পাঞ্জাবি (সাইজ L, ২ × ৳১,৩০০.০০): ৳২,৬০০.০০',
      // No Bengali name: the English one.
      'Silk Scarf (সাইজ M, ১ × ৳৪৫০.৫০): ৳৪৫০.৫০',
      'পণ্যের দাম: ৳৩,০৫০.৫০',
      `ছাড় (${promoCode}): −৳৩০৫.০৫`,
      'ডেলিভারি: ৳৬০.০০',
      'মোট: ৳২,৮০৫.৪৫',
    ]);
    // The date it was placed, in Bengali digits too; the order number is the one the shopper quotes.
    const summary = mail.text?.split('\n\n')[1] ?? '';
    expect(summary.replace(order.orderNumber, '')).not.toMatch(LATIN_DIGIT);
    expect(summary).toMatch(/^[০-৯]+ [^\s,]+, [০-৯]{4} তারিখে/);
    expect(mail.html).toContain('<html lang="bn">');
  });

  it('is in the language the order was placed in, which the order records', async () => {
    const { shopper } = await shopperWithCart('Salma Begum');
    // Their account says English; they switched the shop to Bengali before ordering.
    const order = await placed(shopper, { language: 'bn' });
    const mail = await smtp.waitForMail(shopper.email);
    expect(mail.subject).toBe(`আপনার হাট অর্ডার ${order.orderNumber}`);
    expect(mail.text).toContain('৩টি পণ্য');
    const [row] = await shop.db
      .select({ language: orders.language })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(row?.language).toBe('bn');
  });
});

describe('PUT /api/v1/user/language', () => {
  it('keeps the language chosen in the header: the next order’s mail is in it', async () => {
    const { shopper } = await shopperWithCart('Mitu Akter');
    const res = await shopper.put('/api/v1/user/language', { language: 'bn' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, language: 'bn' });
    const order = await placed(shopper);
    expect((await smtp.waitForMail(shopper.email)).subject).toBe(`আপনার হাট অর্ডার ${order.orderNumber}`);
    const [row] = await shop.db
      .select({ language: orders.language })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(row?.language).toBe('bn');
  });

  it('refuses a language the shop is not read in, and a guest', async () => {
    const shopper = await shop.signUp();
    const wrong = await shopper.put('/api/v1/user/language', { language: 'fr' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, code: 'invalidRequest' });
    expect((await shop.put('/api/v1/user/language', { language: 'bn' })).status).toBe(401);
    const [row] = await shop.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, shopper.user.id));
    expect(row?.language).toBe('en');
  });
});
