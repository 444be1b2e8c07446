import type { OrderStatus, OrderSummary } from '@haat/contracts';
import { dateFormat } from '../../lib/format';
import type { accountMessages } from './components/messages';

/** How many orders the dashboard's recent orders table shows. */
export const RECENT_ORDERS_SHOWN = 5;

/** Pieces in the order, over all its lines. */
export const itemCount = (order: Pick<OrderSummary, 'items'>) =>
  order.items.reduce((sum, item) => sum + item.quantity, 0);

/** The message of each status; the spec shows statuses in upper case (OUT FOR DELIVERY). */
export const STATUS_MESSAGES = {
  pending: 'statusPending',
  confirmed: 'statusConfirmed',
  processing: 'statusProcessing',
  shipped: 'statusShipped',
  out_for_delivery: 'statusOutForDelivery',
  delivered: 'statusDelivered',
  completed: 'statusCompleted',
  cancelled: 'statusCancelled',
} as const satisfies Record<OrderStatus, keyof (typeof accountMessages)['en']>;

/** The badge colour of a status (purchase spec section 4). */
export function statusTone(status: OrderStatus): 'green' | 'red' | 'yellow' | 'blue' | 'purple' | 'grey' {
  switch (status) {
    case 'completed':
    case 'delivered':
      return 'green';
    case 'cancelled':
      return 'red';
    case 'pending':
      return 'yellow';
    case 'processing':
      return 'blue';
    case 'shipped':
      return 'purple';
    default:
      return 'grey';
  }
}

/** 15 Nov 2026, in the shopper's language. */
export const formatOrderDate = (iso: string, language: string) =>
  dateFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
