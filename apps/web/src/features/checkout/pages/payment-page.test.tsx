import { ERROR_MESSAGES, type Order } from '@haat/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ORDER } from '../../../testing/orders';
import { renderInShop, signInShopper } from '../../../testing/render';
import { type Asked, refusal, startShop } from '../../../testing/shop-server';
import PaymentPage from './payment-page';

/** ORDER paid on delivery, placed by the COD guard to wait for its delivery fee (৳60) first. */
const WAITING_FOR_FEE: Order = { ...ORDER, status: 'awaiting_advance', paymentMethod: 'cash_on_delivery' };

const ACCOUNTS = { bkash: '01700000001', nagad: '01700000002', rocket: null, bank: null };

async function openPage(order: Order, path = `/payments/${order._id}`) {
  await startShop(({ method, path: asked }: Asked) => {
    if (method === 'GET' && asked === `/api/v1/orders/user/${order._id}`)
      return { status: 200, body: { success: true, order } };
    if (method === 'GET' && asked === '/api/v1/user/orders')
      return { status: 200, body: { success: true, orders: [order] } };
    if (method === 'GET' && asked === '/api/v1/payment-accounts')
      return { status: 200, body: { success: true, accounts: ACCOUNTS } };
    return refusal(404, ERROR_MESSAGES.routeNotFound);
  });
  await signInShopper();
  return renderInShop(<PaymentPage />, { path, route: '/payments/:id?' });
}

test('an order waiting for its delivery fee asks for the fee, not the total, in the proof form and where to send it', async () => {
  const { user } = await openPage(WAITING_FOR_FEE);
  const form = await screen.findByRole('form', { name: 'Submit payment proof' });
  expect(
    within(form).getByText(
      'Order HAAT-20261128-0001: the delivery fee of ৳60.00 to pay now, the rest on delivery',
    ),
  ).toBeVisible();
  expect(within(form).getByLabelText(/^Amount/)).toHaveValue(60);
  await user.selectOptions(within(form).getByLabelText(/^Payment Method/), 'bkash');
  expect(
    await screen.findByText(
      'Send the delivery fee of ৳60.00 to our bKash number 01700000001, then fill in this form.',
    ),
  ).toBeVisible();
  expect(screen.queryByText(/1,260/)).not.toBeInTheDocument();
});

test('an order paid online still asks for its total', async () => {
  await openPage(ORDER);
  const form = await screen.findByRole('form', { name: 'Submit payment proof' });
  expect(within(form).getByText('Order HAAT-20261128-0001: ৳1,260.00 to pay')).toBeVisible();
  expect(within(form).getByLabelText(/^Amount/)).toHaveValue(1260);
  expect(
    await screen.findByText('Send ৳1,260.00 to our bKash number 01700000001, then fill in this form.'),
  ).toBeVisible();
});

test('once the fee’s proof is sent, the page says it is being checked, not that the order needs none', async () => {
  await openPage({ ...WAITING_FOR_FEE, paymentStatus: 'submitted' });
  expect(await screen.findByText('Your payment proof was received and is being checked.')).toBeVisible();
  expect(screen.queryByRole('form', { name: 'Submit payment proof' })).not.toBeInTheDocument();
});

test('the list of orders to pay offers the delivery fee of an order waiting for it', async () => {
  await openPage(WAITING_FOR_FEE, '/payments');
  expect(
    await screen.findByRole('link', { name: 'Pay the delivery fee for order HAAT-20261128-0001' }),
  ).toHaveAttribute('href', `/payments/${WAITING_FOR_FEE._id}`);
});
