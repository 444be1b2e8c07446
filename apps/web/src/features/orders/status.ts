import {
  type Order,
  type OrderStatus,
  type OrderSummary,
  type PaymentStatus,
  RETURN_WINDOW_DAYS,
  type ReturnStatus,
} from '@haat/contracts';
import { COUNTRIES } from '@haat/contracts/constants';
import type { Format } from '../../lib/format';
import { dateAndTime } from '../../lib/format-detail';
import type { LanguageCode } from '../../lib/preferences';
import type { orderMessages } from './messages';

type MessageKey = keyof (typeof orderMessages)['en'];

/**
 * The country of an order's address in the shopper's language: the address keeps the English name,
 * and a country the shop delivers to is named in Bengali by the browser (`Intl.DisplayNames`).
 */
export function countryNameIn(language: LanguageCode, name: string): string {
  const country = COUNTRIES.find((known) => known.name === name);
  if (!country || language === 'en') return name;
  return new Intl.DisplayNames([language], { type: 'region' }).of(country.code) ?? name;
}

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
  returning: 'statusReturning',
  returned: 'statusReturned',
  held: 'statusHeld',
  awaiting_advance: 'statusAwaitingAdvance',
} as const satisfies Record<OrderStatus, MessageKey>;

export const PAYMENT_STATUS_MESSAGES = {
  pending: 'paymentPending',
  submitted: 'paymentSubmitted',
  paid: 'paymentPaid',
  failed: 'paymentFailed',
  refunded: 'paymentRefunded',
  collected_by_courier: 'paymentCollectedByCourier',
} as const satisfies Record<PaymentStatus, MessageKey>;

export const PAYMENT_METHOD_MESSAGES = {
  cash_on_delivery: 'methodCashOnDelivery',
  credit_card: 'methodCreditCard',
  debit_card: 'methodDebitCard',
  bkash: 'methodBkash',
  nagad: 'methodNagad',
} as const satisfies Record<Order['paymentMethod'], MessageKey>;

export const RETURN_STATUS_MESSAGES = {
  requested: 'returnRequested',
  approved: 'returnApproved',
  rejected: 'returnRejected',
  refunded: 'returnRefunded',
} as const satisfies Record<ReturnStatus, MessageKey>;

export type Tone = 'green' | 'red' | 'yellow' | 'blue' | 'purple' | 'grey';

/** The badge colour of a status (purchase spec section 4). */
export function statusTone(status: OrderStatus): Tone {
  switch (status) {
    case 'completed':
    case 'delivered':
      return 'green';
    case 'cancelled':
    case 'returning':
    case 'returned':
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

/** A return shows Refunded in green, any other status in yellow (purchase spec section 2). */
export const returnTone = (status: ReturnStatus): Tone => (status === 'refunded' ? 'green' : 'yellow');

/** 15 Nov 2026, in the shopper's language. */
export const formatOrderDate = (iso: string, format: Format) => format.date(iso, { dateStyle: 'medium' });

/** 15 Nov 2026, 09:30: when a step of the order happened. */
export const formatOrderTime = (iso: string, format: Format) =>
  dateAndTime(format, iso, { dateStyle: 'medium', timeStyle: 'short' });

/** The tabs of My Orders, in the spec's order, as the address names them (?tab=to-pay). */
export const ORDER_TABS = ['all', 'to-pay', 'to-ship', 'to-receive', 'cancelled', 'completed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const TAB_MESSAGES = {
  all: 'tabAll',
  'to-pay': 'tabToPay',
  'to-ship': 'tabToShip',
  'to-receive': 'tabToReceive',
  cancelled: 'tabCancelled',
  completed: 'tabCompleted',
} as const satisfies Record<OrderTab, MessageKey>;

export const isOrderTab = (value: string | null): value is OrderTab =>
  (ORDER_TABS as readonly (string | null)[]).includes(value);

/** Until it ships, an order is still in the shop: it may be cancelled, and paid for online. */
const inShop = (order: Pick<OrderSummary, 'status'>) =>
  order.status === 'pending' || order.status === 'confirmed' || order.status === 'processing';

/**
 * Whether an order belongs under a tab: the spec's mapping (purchase spec section 4), except that
 * To Pay holds only orders still in the shop: a cancelled order has nothing left to pay, and one on
 * its way is paid at the door or was paid before it left (docs/decisions.md).
 */
export function inTab(order: Pick<OrderSummary, 'status' | 'paymentStatus'>, tab: OrderTab): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'to-pay':
      return inShop(order) && (order.status === 'pending' || order.paymentStatus === 'pending');
    case 'to-ship':
      return order.status === 'processing' || order.status === 'confirmed';
    case 'to-receive':
      return order.status === 'shipped' || order.status === 'out_for_delivery';
    case 'cancelled':
      return order.status === 'cancelled';
    case 'completed':
      return order.status === 'completed' || order.status === 'delivered';
  }
}

/**
 * Whether an order matches the shopper's search (purchase spec section 4): a case-insensitive
 * substring of its number, its id, the customer's name or the name of one of its items, in English
 * or Bengali.
 */
export function matchesSearch(
  order: Pick<OrderSummary, '_id' | 'orderNumber' | 'items' | 'user'>,
  search: string,
) {
  const wanted = search.trim().toLocaleLowerCase();
  if (wanted === '') return true;
  const names = order.items.flatMap((item) => (item.nameBn ? [item.name, item.nameBn] : [item.name]));
  return [order.orderNumber, order._id, order.user.name, ...names].some((text) =>
    text.toLocaleLowerCase().includes(wanted),
  );
}

/** Until it ships, an order may still be cancelled (the server's rule). */
export const canCancel = inShop;

/**
 * An order paid online that is still waiting for its payment, or for a new proof after one was
 * refused, and has not left the shop (the server ships such an order only once it is paid).
 */
export const canPay = (order: Pick<OrderSummary, 'status' | 'paymentStatus' | 'paymentMethod'>) =>
  // Cash on delivery is paid online only for its delivery fee, paid first when the COD guard asked.
  (order.paymentMethod !== 'cash_on_delivery' ? inShop(order) : order.status === 'awaiting_advance') &&
  (order.paymentStatus === 'pending' || order.paymentStatus === 'failed');

/** What is paid online for the order: its total, or only its delivery fee when it waits for that first. */
export const amountDue = (order: Pick<Order, 'status' | 'total' | 'shippingCost'>) =>
  order.status === 'awaiting_advance' ? order.shippingCost : order.total;

/**
 * What the door asks (or asked) of an order paid in cash after the delivery fee was paid first;
 * null when nothing was paid before delivery (the total says it all), or the goods never reached
 * the door (cancelled, or brought back).
 */
export const leftForTheDoor = (order: Pick<Order, 'status' | 'paymentMethod' | 'total' | 'paidInAdvance'>) =>
  order.paymentMethod === 'cash_on_delivery' &&
  order.paidInAdvance > 0 &&
  !['cancelled', 'returning', 'returned'].includes(order.status)
    ? order.total - order.paidInAdvance
    : null;

export const isReceived = (order: Pick<OrderSummary, 'status'>) =>
  order.status === 'delivered' || order.status === 'completed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the order was delivered, or null: its latest delivered step. */
export function deliveredAt(order: Pick<Order, 'statusEvents'>): Date | null {
  const times = order.statusEvents
    .filter((event) => event.status === 'delivered')
    .map((event) => new Date(event.createdAt).getTime());
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/** A received order may be returned within RETURN_WINDOW_DAYS of its delivery. */
export function canReturn(order: Pick<Order, 'status' | 'statusEvents'>, now = Date.now()): boolean {
  const delivered = deliveredAt(order);
  return isReceived(order) && delivered !== null && now - delivered.getTime() <= RETURN_WINDOW_DAYS * DAY_MS;
}
