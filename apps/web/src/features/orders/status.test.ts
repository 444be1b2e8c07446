import { ORDER_STATUSES, type Order, type OrderSummary, RETURN_WINDOW_DAYS } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { formatFor } from '../../lib/format';
import { ORDER } from '../../testing/orders';
import { orderMessages } from './messages';
import {
  canCancel,
  canPay,
  canReturn,
  countryNameIn,
  formatOrderDate,
  inTab,
  itemCount,
  leftForTheDoor,
  matchesSearch,
  ORDER_TABS,
  returnTone,
  STATUS_MESSAGES,
  statusTone,
} from './status';

const line = {
  _id: 'line-1',
  nameBn: null,
  name: 'Panjabi',
  image: '',
  price: 1,
  size: 'M',
  product_id: null,
} as const;

const order = (change: Partial<OrderSummary> = {}): OrderSummary => ({
  _id: '5a7e0c1d-0000-4000-8000-000000000001',
  orderNumber: 'HT-2611-000001',
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'bkash',
  createdAt: '2026-11-15T09:30:00Z',
  total: 100,
  items: [{ ...line, quantity: 1 }],
  user: { name: 'Rahim Uddin' },
  ...change,
});

describe('an order in the lists', () => {
  it('counts the pieces over all lines', () => {
    expect(itemCount({ items: [] })).toBe(0);
    expect(
      itemCount({
        items: [
          { ...line, quantity: 2 },
          { ...line, quantity: 3 },
        ],
      }),
    ).toBe(5);
  });

  it('shows the status in upper case, coloured as the spec says', () => {
    for (const status of ORDER_STATUSES) {
      expect(orderMessages.en[STATUS_MESSAGES[status]]).toBe(status.replace(/_/g, ' ').toUpperCase());
    }
    expect(statusTone('delivered')).toBe('green');
    expect(statusTone('completed')).toBe('green');
    expect(statusTone('cancelled')).toBe('red');
    expect(statusTone('returning')).toBe('red');
    expect(statusTone('returned')).toBe('red');
    expect(statusTone('pending')).toBe('yellow');
    expect(statusTone('processing')).toBe('blue');
    expect(statusTone('shipped')).toBe('purple');
    expect(statusTone('confirmed')).toBe('grey');
    expect(statusTone('out_for_delivery')).toBe('grey');
  });

  it('shows a refunded return in green and any other in yellow', () => {
    expect(returnTone('refunded')).toBe('green');
    expect(returnTone('requested')).toBe('yellow');
    expect(returnTone('rejected')).toBe('yellow');
  });

  it('writes the date as day, short month and year, on Dhaka’s calendar', () => {
    expect(formatOrderDate('2026-11-15T09:30:00Z', formatFor('en'))).toBe('15 Nov 2026');
    // 8 p.m. in London is already the next day in Dhaka.
    expect(formatOrderDate('2026-11-15T20:00:00Z', formatFor('en'))).toBe('16 Nov 2026');
    expect(formatOrderDate('2026-11-15T09:30:00Z', formatFor('bn'))).toBe('১৫ নভে, ২০২৬');
  });
});

describe('the tabs of My Orders', () => {
  const tabsOf = (change: Partial<OrderSummary>) => ORDER_TABS.filter((tab) => inTab(order(change), tab));

  it('files each order by the spec’s mapping', () => {
    expect(tabsOf({ status: 'pending', paymentStatus: 'submitted' })).toEqual(['all', 'to-pay']);
    expect(tabsOf({ status: 'confirmed', paymentStatus: 'paid' })).toEqual(['all', 'to-ship']);
    expect(tabsOf({ status: 'processing', paymentStatus: 'paid' })).toEqual(['all', 'to-ship']);
    expect(tabsOf({ status: 'shipped', paymentStatus: 'paid' })).toEqual(['all', 'to-receive']);
    expect(tabsOf({ status: 'out_for_delivery', paymentStatus: 'paid' })).toEqual(['all', 'to-receive']);
    expect(tabsOf({ status: 'cancelled', paymentStatus: 'refunded' })).toEqual(['all', 'cancelled']);
    // Nothing is left to pay on a cancelled order, even one never paid.
    expect(tabsOf({ status: 'cancelled', paymentStatus: 'pending' })).toEqual(['all', 'cancelled']);
    expect(tabsOf({ status: 'delivered', paymentStatus: 'paid' })).toEqual(['all', 'completed']);
    expect(tabsOf({ status: 'completed', paymentStatus: 'paid' })).toEqual(['all', 'completed']);
  });

  it('keeps an order whose payment is still pending under To Pay as well, until it leaves the shop', () => {
    expect(tabsOf({ status: 'processing', paymentStatus: 'pending' })).toEqual(['all', 'to-pay', 'to-ship']);
    // Paid at the door, or an unpaid online order shipped before the shop refused that: on its way.
    expect(tabsOf({ status: 'shipped', paymentStatus: 'pending' })).toEqual(['all', 'to-receive']);
    expect(tabsOf({ status: 'out_for_delivery', paymentStatus: 'pending' })).toEqual(['all', 'to-receive']);
  });
});

describe('the search of My Orders', () => {
  const shirt = order({ items: [{ ...line, name: 'Half Sleeve Cotton School Shirt', quantity: 1 }] });

  it('finds by a part of the order number or id, the customer’s name or an item name, whatever the case', () => {
    expect(matchesSearch(shirt, 'ht-2611')).toBe(true);
    expect(matchesSearch(shirt, 'rahim')).toBe(true);
    expect(matchesSearch(shirt, 'UDDIN')).toBe(true);
    expect(matchesSearch(shirt, '5A7E0C1D')).toBe(true);
    expect(matchesSearch(shirt, 'cotton school')).toBe(true);
    expect(matchesSearch(shirt, '  SHIRT ')).toBe(true);
    expect(matchesSearch(shirt, '')).toBe(true);
    expect(matchesSearch(shirt, 'saree')).toBe(false);
  });

  it('finds by the Bengali name a line was sold under too', () => {
    const panjabi = order({
      items: [{ ...line, name: 'Maroon Cotton Panjabi', nameBn: 'মেরুন সুতির পাঞ্জাবি', quantity: 1 }],
    });
    expect(matchesSearch(panjabi, 'সুতির')).toBe(true);
    expect(matchesSearch(panjabi, 'cotton')).toBe(true);
    expect(matchesSearch(panjabi, 'শাড়ি')).toBe(false);
  });
});

describe('what a shopper may do with an order', () => {
  it('cancels until it ships', () => {
    expect(ORDER_STATUSES.filter((status) => canCancel({ status }))).toEqual([
      'pending',
      'confirmed',
      'processing',
    ]);
  });

  it('pays an order paid online that is still waiting, not cancelled, and still in the shop', () => {
    expect(canPay(order())).toBe(true);
    expect(canPay(order({ status: 'processing', paymentStatus: 'failed' }))).toBe(true);
    expect(canPay(order({ paymentMethod: 'cash_on_delivery' }))).toBe(false);
    expect(canPay(order({ status: 'cancelled' }))).toBe(false);
    expect(canPay(order({ paymentStatus: 'submitted' }))).toBe(false);
    for (const status of ['shipped', 'out_for_delivery', 'delivered', 'completed'] as const)
      expect(canPay(order({ status, paymentMethod: 'nagad' })), status).toBe(false);
  });

  it(`returns a received order within ${RETURN_WINDOW_DAYS} days of its delivery`, () => {
    const deliveredOn = '2026-11-15T09:30:00Z';
    const received: Pick<Order, 'status' | 'statusEvents'> = {
      status: 'delivered',
      statusEvents: [
        { status: 'pending', note: '', createdAt: '2026-11-10T09:30:00Z' },
        { status: 'delivered', note: '', createdAt: deliveredOn },
      ],
    };
    const day = 24 * 60 * 60 * 1000;
    const delivered = Date.parse(deliveredOn);
    expect(canReturn(received, delivered + RETURN_WINDOW_DAYS * day)).toBe(true);
    expect(canReturn(received, delivered + RETURN_WINDOW_DAYS * day + 1)).toBe(false);
    expect(canReturn({ ...received, status: 'completed' }, delivered)).toBe(true);
    expect(canReturn({ ...received, status: 'shipped' }, delivered)).toBe(false);
    expect(canReturn({ status: 'delivered', statusEvents: [] }, delivered)).toBe(false);
  });
});

describe('countryNameIn', () => {
  it('names a country the shop knows in Bengali, and keeps any other name as written', () => {
    expect(countryNameIn('bn', 'Bangladesh')).toBe('বাংলাদেশ');
    expect(countryNameIn('en', 'Bangladesh')).toBe('Bangladesh');
    expect(countryNameIn('bn', 'Atlantis')).toBe('Atlantis');
  });
});

describe('leftForTheDoor', () => {
  const fee = { ...ORDER, paymentMethod: 'cash_on_delivery' as const, paidInAdvance: 60 };
  it('is the total less a delivery fee paid first, while the goods are on their way to the door', () => {
    expect(leftForTheDoor(fee)).toBe(1200);
    expect(leftForTheDoor({ ...fee, status: 'delivered' })).toBe(1200);
  });
  it('is nothing to say without a fee paid first, for an order paid online, or goods that never reach the door', () => {
    expect(leftForTheDoor({ ...fee, paidInAdvance: 0 })).toBeNull();
    expect(leftForTheDoor({ ...fee, paymentMethod: 'bkash' })).toBeNull();
    for (const status of ['cancelled', 'returning', 'returned'] as const)
      expect(leftForTheDoor({ ...fee, status })).toBeNull();
  });
});
