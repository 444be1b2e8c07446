import { ERROR_MESSAGES } from '@haat/contracts';
import type { PayoutImported } from '@haat/contracts/admin';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop } from '../../../testing/render';
import { type Asked, refusal, startShop } from '../../../testing/shop-server';
import PayoutsPage from './payouts-page';

const CSV = 'Invoice ID,Consignment ID,Merchant Order ID,Collected Amount,Delivery Fee,COD Fee,Payout\n';

/** What the shop answered Pathao's payment invoice INV-88120: a line of each kind. */
const IMPORTED: PayoutImported = {
  success: true,
  message: 'Payout imported: 1 orders paid, 1 charges recorded, 1 lines already settled, 2 reported.',
  payouts: [
    {
      _id: 'payout-1',
      courier: 'pathao',
      reference: 'INV-88120',
      importedAt: '2026-11-25T04:00:00.000Z',
      lastImportedAt: '2026-11-25T04:00:00.000Z',
      importedBefore: false,
      paidOrders: 2,
      chargedParcels: 1,
      collected: 1370,
      deliveryCharges: 180,
      codCharges: 13.7,
      returnCharges: 30,
      net: 1146.3,
    },
  ],
  settled: [
    {
      line: 2,
      outcome: 'paid',
      orderId: 'order-1',
      orderNumber: 'HT-2611-000101',
      consignmentId: 'DL121224VS8TTJ',
      collected: 810,
      charges: 68.1,
      net: 741.9,
    },
    {
      line: 3,
      outcome: 'charged',
      orderId: 'order-2',
      orderNumber: 'HT-2611-000102',
      consignmentId: 'DL121224VS8TTK',
      collected: 0,
      charges: 90,
      net: -90,
    },
    {
      line: 4,
      outcome: 'alreadySettled',
      orderId: 'order-3',
      orderNumber: 'HT-2611-000103',
      consignmentId: 'DL121224VS8TTL',
      collected: 560,
      charges: 65.6,
      net: 494.4,
    },
  ],
  reported: [
    { line: 5, problem: 'amountDiffers', parcel: 'DL121224VS8TTM', orderNumber: 'HT-2611-000104' },
    { line: 6, problem: 'consignmentUnreadable', parcel: '', orderNumber: null },
  ],
};

function payoutShop(answer: PayoutImported | null) {
  return startShop(({ method, path }: Asked) => {
    if (method === 'GET' && path.startsWith('/api/v1/admin/payouts'))
      return { status: 200, body: { success: true, total: 0, page: 1, pageSize: 25, rows: [] } };
    if (method === 'POST' && path === '/api/v1/admin/payouts')
      return answer
        ? { status: 200, body: answer }
        : refusal(400, ERROR_MESSAGES.payoutNoAmountColumn, 'payoutNoAmountColumn');
    return refusal(404, ERROR_MESSAGES.routeNotFound);
  });
}

const renderPage = (language: 'en' | 'bn' = 'en') =>
  renderInShop(<PayoutsPage />, { path: '/admin/payouts', language });

test('the operator reads what a payout statement did: orders paid, a return charged, lines settled before, and each line reported with why', async () => {
  const shop = await payoutShop(IMPORTED);
  const { user } = await renderPage();
  expect(await screen.findByText('No payout has been imported yet.')).toBeVisible();
  await user.selectOptions(screen.getByLabelText('Courier', { selector: 'select[name="choice"]' }), 'pathao');
  await user.upload(
    screen.getByLabelText('Payout statement (CSV)'),
    new File([`${CSV}INV-88120,DL121224VS8TTJ,HT-2611-000101,810,60,8.10,741.90\n`], 'payout.csv', {
      type: 'text/csv',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Import' }));

  const result = await screen.findByRole('region', { name: 'What the statement did' });
  expect(shop.calls('/api/v1/admin/payouts').find((call) => call.method === 'POST')?.body).toEqual({
    courier: 'pathao',
    csv: `${CSV}INV-88120,DL121224VS8TTJ,HT-2611-000101,810,60,8.10,741.90\n`,
  });
  expect(
    within(result).getByText(
      'Orders paid: 1. Charges of returned parcels recorded: 1. Already settled: 1. Reported: 2.',
    ),
  ).toBeVisible();
  const now = within(result).getByRole('heading', { name: 'Settled now' }).nextElementSibling as HTMLElement;
  expect(
    within(now)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Line 2: order HT-2611-000101, collected ৳810.00, charges ৳68.10, net ৳741.90 paid',
    'Line 3: order HT-2611-000102, collected ৳0.00, charges ৳90.00, net −৳90.00 returned: its charge recorded',
  ]);
  expect(within(now).getByRole('link', { name: /HT-2611-000101/ })).toHaveAttribute(
    'href',
    '/admin/orders/order-1',
  );
  const before = within(result).getByRole('heading', { name: 'Settled before: nothing changed' })
    .nextElementSibling as HTMLElement;
  expect(within(before).getByRole('listitem')).toHaveTextContent(
    'Line 4: order HT-2611-000103, collected ৳560.00, charges ৳65.60, net ৳494.40',
  );
  const reported = within(result).getByRole('heading', { name: 'Reported, not applied' })
    .nextElementSibling as HTMLElement;
  expect(
    within(reported)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Line 5, DL121224VS8TTM (order HT-2611-000104): the amount is not what the courier collected',
    'Line 6: no consignment ID, tracking code or invoice that can be read (a formula is not read)',
  ]);
});

test('a statement imported before says that nothing changed, in Bengali with Bengali digits', async () => {
  await payoutShop({
    ...IMPORTED,
    payouts: IMPORTED.payouts.map((payout) => ({ ...payout, importedBefore: true })),
    settled: IMPORTED.settled.filter((line) => line.outcome === 'alreadySettled'),
    reported: [],
  });
  const { user } = await renderPage('bn');
  await user.upload(
    screen.getByLabelText('পেআউট স্টেটমেন্ট (CSV)'),
    new File([CSV], 'payout.csv', { type: 'text/csv' }),
  );
  await user.click(screen.getByRole('button', { name: 'ইমপোর্ট করুন' }));
  const result = await screen.findByRole('region', { name: 'স্টেটমেন্টটি যা করল' });
  expect(within(result).getByText('এই পেআউটটি আগেই ইমপোর্ট করা হয়েছে: কিছুই বদলায়নি।')).toBeVisible();
  expect(
    within(result).getByText(
      'পরিশোধিত অর্ডার: ০। ফেরত আসা পার্সেলের চার্জ লেখা হয়েছে: ০। আগেই নিষ্পন্ন: ১। জানানো হয়েছে: ০।',
    ),
  ).toBeVisible();
  expect(within(result).queryByRole('heading', { name: 'এখন নিষ্পন্ন' })).not.toBeInTheDocument();
});

test('a file that is not a payout statement is refused in the shop’s words, and no file at all is asked for', async () => {
  await payoutShop(null);
  const { user } = await renderPage();
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByText('Please choose the payout statement file.')).toBeVisible();
  await user.upload(screen.getByLabelText('Payout statement (CSV)'), new File(['Name\nRahim\n'], 'x.csv'));
  await user.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByText(ERROR_MESSAGES.payoutNoAmountColumn)).toBeVisible();
  expect(screen.queryByRole('region', { name: 'What the statement did' })).not.toBeInTheDocument();
});
