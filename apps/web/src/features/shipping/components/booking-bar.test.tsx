import { ERROR_MESSAGES } from '@haat/contracts';
import { ADMIN_SHIPPING_MESSAGES } from '@haat/contracts/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderInShop } from '../../../testing/render';
import { type Answer, refusal, startShop } from '../../../testing/shop-server';
import { BookingBar } from './booking-bar';
import { ChooseOrder, useOrderChoice } from './order-choice';

const ROWS = [
  { _id: 'order-1', orderNumber: 'HT-2611-000001' },
  { _id: 'order-2', orderNumber: 'HT-2611-000002' },
  { _id: 'order-3', orderNumber: 'HT-2611-000003' },
];
const FILTERS = { status: 'confirmed' as const, q: 'Mirpur' };

/** A page of the orders list as the back office draws it: a checkbox per order, the bar above. */
function OrdersPage() {
  const choice = useOrderChoice(ROWS, 'page-1');
  return (
    <>
      <BookingBar choice={choice} filters={FILTERS} />
      <ul>
        {ROWS.map((row) => (
          <li key={row._id}>
            <ChooseOrder choice={choice} order={row} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The shop answers POST /admin/shipments with `answer`. */
const shipmentsShop = (answer: Answer) =>
  startShop(({ method, path }) =>
    method === 'POST' && path === '/api/v1/admin/shipments'
      ? answer
      : refusal(404, ERROR_MESSAGES.routeNotFound, 'routeNotFound'),
  );

const recorded = (count: number, skipped: { orderNumber: string; code: keyof typeof ERROR_MESSAGES }[]) => ({
  status: 202,
  body: {
    success: true,
    message: ADMIN_SHIPPING_MESSAGES.bookingsRecorded,
    recorded: count,
    skipped: skipped.map((skip) => ({ ...skip, message: ERROR_MESSAGES[skip.code] })),
  },
});

describe('booking many orders from the orders list', () => {
  test('books the orders chosen with the keyboard, and shows how many and which were left out, and why', async () => {
    const shop = await shipmentsShop(
      recorded(1, [{ orderNumber: 'HT-2611-000003', code: 'shipmentAlreadyBooked' }]),
    );
    const { user } = await renderInShop(<OrdersPage />);
    const book = screen.getByRole('button', { name: 'Book with courier...' });
    expect(book).toBeDisabled();

    // Keyboard only: Tab to a row's checkbox and Space chooses it.
    screen.getByRole('checkbox', { name: 'Choose order HT-2611-000001' }).focus();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Choose order HT-2611-000003' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('2 orders chosen')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Choose every order on this page' })).toHaveProperty(
      'indeterminate',
      true,
    );

    await user.click(book);
    const form = screen.getByRole('form', { name: 'Book with a courier' });
    expect(form).toHaveTextContent('The 2 chosen orders');
    expect(within(form).getByLabelText('Book with')).toHaveFocus();
    await user.selectOptions(within(form).getByLabelText('Book with'), 'Pathao');
    await user.click(within(form).getByRole('button', { name: 'Book' }));

    expect(await within(form).findByText('1 order is being booked with the courier.')).toBeVisible();
    expect(shop.asked).toEqual([
      {
        method: 'POST',
        path: '/api/v1/admin/shipments',
        body: { orderIds: ['order-1', 'order-3'], courier: 'pathao' },
      },
    ]);
    const leftOut = within(form).getByRole('region', { name: 'Left out (1)' });
    expect(within(leftOut).getByRole('row', { name: /HT-2611-000003/ })).toHaveTextContent(
      'This order is already booked with a courier.',
    );
  });

  test('books every confirmed order of the list’s filter with each zone’s default courier', async () => {
    const shop = await shipmentsShop(recorded(12, []));
    const { user } = await renderInShop(<OrdersPage />);
    await user.click(screen.getByRole('button', { name: 'Book all confirmed orders of this filter...' }));
    const form = screen.getByRole('form', { name: 'Book with a courier' });
    expect(form).toHaveTextContent('Every confirmed order these filters match (at most 500)');
    await user.click(within(form).getByRole('button', { name: 'Book' }));
    expect(await within(form).findByText('12 orders are being booked with the courier.')).toBeVisible();
    expect(shop.asked.map((call) => call.body)).toEqual([{ filters: FILTERS, courier: 'by_zone' }]);
  });

  test('says in Bengali how many were booked and why each order was left out', async () => {
    await shipmentsShop(
      recorded(0, [
        { orderNumber: 'HT-2611-000001', code: 'shipmentNotBookable' },
        { orderNumber: 'HT-2611-000002', code: 'courierNoDefault' },
      ]),
    );
    const { user } = await renderInShop(<OrdersPage />, { language: 'bn' });
    await user.click(screen.getByRole('checkbox', { name: 'এই পৃষ্ঠার সব অর্ডার বেছে নিন' }));
    expect(screen.getByText('৩টি অর্ডার বাছাই করা হয়েছে')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'কুরিয়ারে বুক করুন...' }));
    const form = screen.getByRole('form', { name: 'কুরিয়ারে বুক করুন' });
    expect(form).toHaveTextContent('বাছাই করা ৩টি অর্ডার');
    await user.click(within(form).getByRole('button', { name: 'বুক করুন' }));
    expect(await within(form).findByText('কোনো অর্ডার বুক করা হয়নি।')).toBeVisible();
    const leftOut = within(form).getByRole('region', { name: 'বাদ পড়েছে (২)' });
    expect(within(leftOut).getByRole('row', { name: /HT-2611-000001/ })).toHaveTextContent(
      'শুধু নিশ্চিত করা অর্ডার, যার পেমেন্ট হয়ে গেছে বা দরজায় নগদে হবে, কুরিয়ারে বুক করা যায়।',
    );
    expect(within(leftOut).getByRole('row', { name: /HT-2611-000002/ })).toHaveTextContent(
      'অনুগ্রহ করে একটি কুরিয়ার বেছে নিন: এই অর্ডারের ডেলিভারি এলাকার জন্য কোনো কুরিয়ার ঠিক করা নেই।',
    );
  });

  test('opens the print page of the chosen orders’ labels', async () => {
    await shipmentsShop(recorded(0, []));
    const { user } = await renderInShop(<OrdersPage />, { path: '/admin/orders' });
    await user.click(screen.getByRole('checkbox', { name: 'Choose order HT-2611-000002' }));
    await user.click(screen.getByRole('button', { name: 'Print labels' }));
    expect(screen.getByRole('status', { name: 'Page now open' })).toHaveTextContent('/admin/labels');
  });
});
