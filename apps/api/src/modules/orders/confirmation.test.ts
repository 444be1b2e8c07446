import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { addToCart, dhaka, type PlacedOrder } from '../../../test/shopping';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';

let shop: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Haat <shop@haat.test>' } });
});
afterAll(async () => {
  await shop?.close();
  await smtp?.close();
});

describe('the order confirmation', () => {
  it('goes to the shopper once, with the number, the total, the pickup point and a link to the order', async () => {
    const category = await createCategory(shop.db);
    const product = await createProduct(shop.db, { categoryId: category.id, price: 1300 });
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
});
