import type { CourierFigures } from '@haat/contracts/admin';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop } from '../../../testing/render';
import { CourierCash } from './courier-figures';

const FIGURES: CourierFigures = {
  cashHeld: [
    { courier: 'steadfast', orders: 4, amount: 2080 },
    { courier: 'pathao', orders: 1, amount: 560 },
  ],
  overdue: { days: 7, deliveredBy: '2026-11-18', orders: 3, amount: 1680 },
  returnRates: {
    days: 90,
    byCourier: [
      { courier: 'steadfast', ended: 7, returned: 2 },
      { courier: 'pathao', ended: 0, returned: 0 },
    ],
    byDistrict: [
      { district: 'Dhaka', ended: 6, returned: 0 },
      { district: 'Chattogram', ended: 2, returned: 2 },
    ],
  },
};

test('the dashboard shows the cash each courier holds, links to the orders overdue, and the return rates', async () => {
  await renderInShop(<CourierCash figures={FIGURES} />, { path: '/admin' });
  const card = screen.getByRole('region', { name: 'Cash with couriers' });
  expect(within(card).getAllByText('Steadfast')[0]?.nextElementSibling).toHaveTextContent(
    '৳2,080.00 · 4 orders',
  );
  expect(within(card).getByText('Pathao').nextElementSibling).toHaveTextContent('৳560.00 · 1 order');
  expect(within(card).getByRole('link', { name: /Delivered 7 or more days ago/ })).toHaveAttribute(
    'href',
    '/admin/orders?paymentStatus=collected_by_courier&deliveredBy=2026-11-18',
  );
  expect(within(card).getByRole('heading', { name: 'Returns over the last 90 days' })).toBeVisible();
  expect(within(card).getByText('28.6% (2 of 7)')).toBeVisible();
  expect(within(card).getByText('100% (2 of 2)')).toBeVisible();
  // A courier with no parcel at its end yet has no rate to show.
  expect(within(card).getAllByText('Pathao')).toHaveLength(1);
});

test('in Bengali, with Bengali digits', async () => {
  await renderInShop(<CourierCash figures={FIGURES} />, { path: '/admin', language: 'bn' });
  const card = screen.getByRole('region', { name: 'কুরিয়ারের কাছে থাকা টাকা' });
  expect(within(card).getAllByText('স্টেডফাস্ট')[0]?.nextElementSibling).toHaveTextContent(
    '৳২,০৮০.০০ · ৪টি অর্ডার',
  );
  expect(within(card).getByRole('link', { name: /৭ বা তার বেশি দিন আগে ডেলিভারি হয়েছে/ })).toBeVisible();
  expect(within(card).getByText('২৮.৬% (৭টির মধ্যে ২টি)')).toBeVisible();
});
