import { ERROR_MESSAGES } from '@haat/contracts';
import { ADMIN_SHIPPING_MESSAGES, type AdminOrder, type AdminShipment } from '@haat/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderInShop } from '../../../testing/render';
import { ADMIN_ORDER, BOOKED, orderWith } from '../../../testing/shipments';
import { type Answer, refusal, startShop } from '../../../testing/shop-server';
import { CourierPanel } from './courier-panel';

const ORDER_PATH = `/api/v1/admin/orders/${ADMIN_ORDER._id}`;

/** The panel as the order's page shows it: under the order read from the shop, read again after a change. */
function OrderCourier() {
  const order = useQuery({
    queryKey: ['admin', 'order', ADMIN_ORDER._id],
    queryFn: async () => ((await (await fetch(ORDER_PATH)).json()) as { order: AdminOrder }).order,
  });
  return order.data ? <CourierPanel order={order.data} /> : null;
}

/**
 * A shop whose order is `order` until a booking or cancelling call, answered with `answer`, after
 * which it is `after`.
 */
function orderShop(
  order: AdminOrder,
  { answer, after = order }: { answer?: Answer; after?: AdminOrder } = {},
) {
  let current = order;
  return startShop(({ method, path }) => {
    if (method === 'GET' && path === ORDER_PATH)
      return { status: 200, body: { success: true, order: current } };
    if (method === 'POST' && path.startsWith(`${ORDER_PATH}/shipment`) && answer) {
      current = after;
      return answer;
    }
    return refusal(404, ERROR_MESSAGES.routeNotFound, 'routeNotFound');
  });
}

const openPanel = (language: 'en' | 'bn' = 'en') => renderInShop(<OrderCourier />, { language });

describe('an order’s courier panel', () => {
  test('books with the chosen courier once however often Book is pressed, and shows the booking', async () => {
    const shop = await orderShop(ADMIN_ORDER, {
      answer: {
        status: 200,
        body: { success: true, message: ADMIN_SHIPPING_MESSAGES.booked, shipment: BOOKED },
      },
      after: orderWith(BOOKED),
    });
    const { user } = await openPanel();
    await user.selectOptions(await screen.findByLabelText('Book with'), 'Steadfast');
    await user.dblClick(screen.getByRole('button', { name: 'Book with the courier' }));

    expect(await screen.findByText('The parcel is booked with the courier.')).toBeVisible();
    const booking = await screen.findByRole('article', { name: /Steadfast/ });
    expect(shop.calls(`${ORDER_PATH}/shipment`)).toEqual([
      { method: 'POST', path: `${ORDER_PATH}/shipment`, body: { courier: 'steadfast' } },
    ]);
    expect(within(booking).getByRole('heading', { name: 'Steadfast Booked' })).toBeVisible();
    expect(within(booking).getByText('1424107')).toBeVisible();
    expect(
      within(booking).getByRole('link', { name: '15BAEB8A (on Steadfast’s site, opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://steadfast.com.bd/t/15BAEB8A');
    expect(within(booking).getByText('৳60.00')).toBeVisible();
    expect(within(booking).getByText('৳1,260.00')).toBeVisible();
    expect(within(booking).getByRole('link', { name: 'Print label' })).toHaveAttribute(
      'href',
      `/admin/labels?orders=${ADMIN_ORDER._id}`,
    );
    const timeline = within(booking).getByRole('region', { name: 'Parcel timeline' });
    expect(timeline).toHaveTextContent('28 Nov 2026, 16:05');
    expect(timeline).toHaveTextContent('Moved the order');
    // Booked: the order cannot be booked again until this booking is cancelled.
    expect(screen.queryByRole('button', { name: 'Book with the courier' })).toBeNull();
  });

  test('shows the courier’s refusal in its own words, by field, with what to fix', async () => {
    const refused: AdminShipment = {
      ...BOOKED,
      state: 'refused',
      consignmentId: null,
      trackingCode: null,
      trackingUrl: null,
      charge: null,
      progress: null,
      bookedAt: null,
      canCancel: false,
      events: [],
      refusal: {
        message: 'The recipient phone must be 11 digits.',
        fields: {
          recipient_phone: ['The recipient phone must be 11 digits.'],
          recipient_address: ['The recipient address may not be greater than 250 characters.'],
        },
      },
    };
    await orderShop(orderWith(refused));
    await openPanel();
    const booking = await screen.findByRole('article', { name: /Steadfast/ });
    expect(within(booking).getByRole('heading', { name: 'Steadfast Refused by the courier' })).toBeVisible();
    const phone = within(booking).getByText('recipient_phone').closest('li');
    expect(phone).toHaveTextContent('The recipient phone must be 11 digits.');
    expect(phone).toHaveTextContent('Check the pickup point’s phone: 11 digits, starting with 01.');
    expect(within(booking).getByText('recipient_address').closest('li')).toHaveTextContent(
      'Correct or shorten the pickup point’s address (at most 250 characters).',
    );
    // A refused booking is closed: the order may be booked again once corrected.
    expect(screen.getByRole('button', { name: 'Book with the courier' })).toBeEnabled();
  });

  test('shows a booking waiting to be sent again with the courier’s last error', async () => {
    const waiting: AdminShipment = {
      ...BOOKED,
      state: 'booking',
      consignmentId: null,
      trackingCode: null,
      trackingUrl: null,
      charge: null,
      progress: null,
      bookedAt: null,
      attempts: 2,
      lastError: 'Steadfast answered 503 Service Unavailable.',
      events: [],
    };
    await orderShop(orderWith(waiting));
    await openPanel();
    const booking = await screen.findByRole('article', { name: /Steadfast/ });
    expect(
      within(booking).getByRole('heading', { name: 'Steadfast Waiting to be sent again' }),
    ).toBeVisible();
    expect(booking).toHaveTextContent('The courier could not be reached after 2 tries.');
    expect(booking).toHaveTextContent(
      'The courier’s last error: Steadfast answered 503 Service Unavailable.',
    );
    expect(within(booking).getByText('Consignment ID').nextSibling).toHaveTextContent('Not yet');
  });

  test('cancels a booking once asked again, and says when the courier’s portal must be told too', async () => {
    const cancelled: AdminShipment = {
      ...BOOKED,
      state: 'cancelled',
      canCancel: false,
      cancelledAt: '2026-11-28T11:00:00.000Z',
    };
    const shop = await orderShop(orderWith(BOOKED), {
      answer: {
        status: 200,
        body: { success: true, message: ADMIN_SHIPPING_MESSAGES.cancelledHereOnly, shipment: cancelled },
      },
      after: orderWith(cancelled),
    });
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const question = screen.getByRole('group', {
      name: 'Cancel this booking? The order can then be booked again.',
    });
    // The safe answer has the focus: Enter keeps the booking.
    expect(within(question).getByRole('button', { name: 'Keep the booking' })).toHaveFocus();
    expect(shop.calls(`${ORDER_PATH}/shipment`)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Yes, cancel the booking' }));

    expect(
      await screen.findByText(
        'The booking is cancelled in the shop. The courier’s API cannot cancel: cancel the consignment in its portal too.',
      ),
    ).toBeVisible();
    expect(shop.calls(`${ORDER_PATH}/shipment`)).toEqual([
      { method: 'POST', path: `${ORDER_PATH}/shipment/cancel`, body: {} },
    ]);
    expect(await screen.findByRole('heading', { name: 'Steadfast Cancelled' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book with the courier' })).toBeEnabled();
  });
});

describe('the courier panel in Bengali', () => {
  test.each([
    ['courierNotConfigured', 409, 'এই কুরিয়ারটি চালু করা নেই: এর চাবিগুলো দোকানের সেটিংসে নেই।'],
    [
      'courierNoDefault',
      400,
      'অনুগ্রহ করে একটি কুরিয়ার বেছে নিন: এই অর্ডারের ডেলিভারি এলাকার জন্য কোনো কুরিয়ার ঠিক করা নেই।',
    ],
    ['shipmentNotBookable', 409, 'শুধু নিশ্চিত করা অর্ডার, যার পেমেন্ট হয়ে গেছে বা দরজায় নগদে হবে, কুরিয়ারে বুক করা যায়।'],
    ['shipmentOtherCourier', 409, 'এই অর্ডারটি আগেই অন্য একটি কুরিয়ারে বুক করা আছে। আগে সেই বুকিং বাতিল করুন।'],
    ['shipmentBeingSent', 409, 'এই বুকিংটি এখনই কুরিয়ারের কাছে পাঠানো হচ্ছে। অনুগ্রহ করে এক মিনিট পরে আবার চেষ্টা করুন।'],
  ] as const)('words the refusal %s in Bengali', async (code, status, bengali) => {
    await orderShop(ADMIN_ORDER, { answer: refusal(status, ERROR_MESSAGES[code], code) });
    const { user } = await openPanel('bn');
    await user.click(await screen.findByRole('button', { name: 'কুরিয়ারে বুক করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bengali);
  });

  test('words a cancel the courier refused, and the booking, in Bengali with Bengali digits', async () => {
    await orderShop(orderWith(BOOKED), {
      answer: refusal(409, ERROR_MESSAGES.shipmentNotCancellable, 'shipmentNotCancellable'),
    });
    const { user } = await openPanel('bn');
    const booking = await screen.findByRole('article', { name: /স্টেডফাস্ট/ });
    expect(within(booking).getByRole('heading', { name: 'স্টেডফাস্ট বুক করা হয়েছে' })).toBeVisible();
    expect(within(booking).getByText('৳১,২৬০.০০')).toBeVisible();
    await user.click(within(booking).getByRole('button', { name: 'বুকিং বাতিল করুন' }));
    await user.click(screen.getByRole('button', { name: 'হ্যাঁ, বুকিং বাতিল করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'কুরিয়ার পার্সেলটি আগেই তুলে নিয়েছে: এটি আর বাতিল করা যাবে না।',
    );
  });
});
