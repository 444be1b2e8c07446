import { ORDER_STATUSES } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { accountMessages } from './components/messages';
import { formatOrderDate, itemCount, STATUS_MESSAGES, statusTone } from './orders';

describe('the recent orders table', () => {
  it('counts the pieces over all lines', () => {
    expect(itemCount({ items: [] })).toBe(0);
    const line = {
      _id: 'line-1',
      name: 'Panjabi',
      image: '',
      price: 1,
      size: 'M',
      product_id: null,
    } as const;
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
      expect(accountMessages.en[STATUS_MESSAGES[status]]).toBe(status.replace(/_/g, ' ').toUpperCase());
    }
    expect(statusTone('delivered')).toBe('green');
    expect(statusTone('cancelled')).toBe('red');
    expect(statusTone('pending')).toBe('yellow');
    expect(statusTone('processing')).toBe('blue');
    expect(statusTone('shipped')).toBe('purple');
    expect(statusTone('confirmed')).toBe('grey');
  });

  it('writes the date as day, short month and year', () => {
    expect(formatOrderDate('2026-11-15T09:30:00Z', 'en')).toBe('15 Nov 2026');
  });
});
