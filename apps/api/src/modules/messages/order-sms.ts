import {
  type LanguageCode,
  NEEDED_ORDER_SMS_TOPICS,
  ORDER_SMS_TOPICS,
  type OrderSmsTopic,
} from '@haat/contracts/constants';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { orders, outboxMessages, settings, users } from '../../db/schema';
import { takaFromPoisha } from '../../lib/money';
import { mailFormat } from '../../mail/format';
import { wakeTheSender } from './outbox';
import type { ComposedWords } from './sender';

/** What an order's SMS says, from the order as it stands when the SMS is sent. */
type OrderFacts = {
  orderNumber: string;
  /** Taka. */
  total: number;
  payOnDelivery: boolean;
  /** Taka paid at the door: the total, less the delivery fee when that was paid first. */
  atTheDoor: number;
  /** Taka: the delivery fee the COD guard asked to be paid first, or null. */
  advanceDue: number | null;
  /** The order's own page on the shop. */
  orderLink: string;
  /** The shop's public tracking page, the order's number filled in. */
  trackLink: string;
};

type SmsCopy = Record<OrderSmsTopic, (order: OrderFacts) => string>;

/**
 * Taka in an English SMS as "Tk 2,950.00": `৳` is no character of the GSM alphabet, and one of it
 * makes the whole SMS Unicode, at 70 characters a part instead of 160. A Bengali SMS is Unicode
 * anyway, so it draws ৳ and Bengali digits.
 */
const EN_MONEY = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const enTaka = (amount: number) => `Tk ${EN_MONEY.format(amount)}`;
const bnTaka = (amount: number) => mailFormat('bn').taka(amount);

/** Short, one or two parts each: the number, what happened, what to do. Order numbers stay as printed. */
const COPY: Record<LanguageCode, SmsCopy> = {
  en: {
    order_placed: (order) =>
      order.advanceDue !== null
        ? `Haat: order ${order.orderNumber} waits for its delivery fee, ${enTaka(order.advanceDue)}. Please pay it by bKash or Nagad and send the proof: ${order.orderLink}`
        : order.payOnDelivery
          ? order.atTheDoor < order.total
            ? `Haat: order ${order.orderNumber} placed, ${enTaka(order.total)}, delivery fee paid. Pay ${enTaka(order.atTheDoor)} in cash when it arrives.`
            : `Haat: order ${order.orderNumber} placed, ${enTaka(order.total)}. Pay in cash when it arrives.`
          : `Haat: order ${order.orderNumber} placed, ${enTaka(order.total)}. Please pay and send the payment proof: ${order.orderLink}`,
    payment_verified: (order) =>
      `Haat: payment for order ${order.orderNumber} received. We are preparing your order.`,
    order_shipped: (order) =>
      `Haat: order ${order.orderNumber} is with the courier. Track it: ${order.trackLink}`,
    out_for_delivery: (order) =>
      order.payOnDelivery
        ? `Haat: order ${order.orderNumber} is out for delivery. Please keep ${enTaka(order.atTheDoor)} ready and your phone on.`
        : `Haat: order ${order.orderNumber} is out for delivery. Please keep your phone on.`,
    delivered: (order) => `Haat: order ${order.orderNumber} is delivered. Thank you for shopping with us!`,
    return_approved: (order) =>
      `Haat: your return for order ${order.orderNumber} is approved. We will send your refund soon.`,
    refund_sent: (order) =>
      `Haat: we sent your refund for order ${order.orderNumber}. Details: ${order.orderLink}`,
  },
  bn: {
    order_placed: (order) =>
      order.advanceDue !== null
        ? `হাট: অর্ডার ${order.orderNumber} ডেলিভারি চার্জ ${bnTaka(order.advanceDue)}-এর অপেক্ষায়। বিকাশ বা নগদে দিয়ে প্রমাণ পাঠান: ${order.orderLink}`
        : order.payOnDelivery
          ? order.atTheDoor < order.total
            ? `হাট: অর্ডার ${order.orderNumber} নেওয়া হয়েছে, ${bnTaka(order.total)}, ডেলিভারি চার্জ পেয়েছি। পণ্য হাতে পেয়ে ${bnTaka(order.atTheDoor)} নগদে দিন।`
            : `হাট: অর্ডার ${order.orderNumber} নেওয়া হয়েছে, ${bnTaka(order.total)}। পণ্য হাতে পেয়ে নগদে দিন।`
          : `হাট: অর্ডার ${order.orderNumber} নেওয়া হয়েছে, ${bnTaka(order.total)}। টাকা পাঠিয়ে প্রমাণ দিন: ${order.orderLink}`,
    payment_verified: (order) => `হাট: অর্ডার ${order.orderNumber}-এর টাকা পেয়েছি। আপনার অর্ডার প্রস্তুত হচ্ছে।`,
    order_shipped: (order) => `হাট: অর্ডার ${order.orderNumber} কুরিয়ারে দেওয়া হয়েছে। ট্র্যাক করুন: ${order.trackLink}`,
    out_for_delivery: (order) =>
      order.payOnDelivery
        ? `হাট: অর্ডার ${order.orderNumber} আজ ডেলিভারিতে। ${bnTaka(order.atTheDoor)} তৈরি রাখুন, ফোন খোলা রাখুন।`
        : `হাট: অর্ডার ${order.orderNumber} আজ ডেলিভারিতে। ফোন খোলা রাখুন।`,
    delivered: (order) => `হাট: অর্ডার ${order.orderNumber} পৌঁছে গেছে। হাটে কেনাকাটার জন্য ধন্যবাদ!`,
    return_approved: (order) => `হাট: অর্ডার ${order.orderNumber}-এর রিটার্ন মঞ্জুর হয়েছে। শিগগিরই টাকা ফেরত পাঠাব।`,
    refund_sent: (order) =>
      `হাট: অর্ডার ${order.orderNumber}-এর টাকা ফেরত পাঠানো হয়েছে। বিস্তারিত: ${order.orderLink}`,
  },
};

/** The words of an order's SMS in `language`. */
export const orderSmsText = (language: LanguageCode, topic: OrderSmsTopic, order: OrderFacts): string =>
  COPY[language][topic](order);

/**
 * News that makes an earlier SMS of the same order pointless while it still waits: a parcel the
 * courier reported picked up and delivered at once sends only "delivered".
 */
const SUPERSEDES: Partial<Record<OrderSmsTopic, readonly OrderSmsTopic[]>> = {
  out_for_delivery: ['order_shipped'],
  delivered: ['order_shipped', 'out_for_delivery'],
};

/**
 * The order's shopper is to get its SMS of `topic`: the operator lets that event send one, and the
 * shopper reads such news (what an order needs is sent whatever they chose). Read with `orders` and
 * `users` joined.
 */
function wanted(topic: OrderSmsTopic): SQL {
  const needed = NEEDED_ORDER_SMS_TOPICS.includes(topic);
  const chosen = sql`coalesce((select ${settings.value} -> 'topics' from ${settings} where ${settings.key} = 'sms_events') ? ${topic}, true)`;
  return sql`coalesce(${orders.shippingAddress} ->> 'phone', '') <> '' and ${chosen} and (${users.smsUpdates} or ${needed})`;
}

/**
 * Queues the order's SMS of `topic`, to the phone it is delivered to, when it is `wanted`. Its words
 * are written when it is sent, from the order as committed: an order's number is the database's,
 * and it may be queued by the statements that write the order.
 */
const queueing = (orderId: string, topic: OrderSmsTopic): SQL =>
  sql`insert into ${outboxMessages} (channel, recipient, topic, about)
    select 'sms', ${orders.shippingAddress} ->> 'phone', ${topic}, ${orders.id}::text
    from ${orders} join ${users} on ${users.id} = ${orders.userId}
    where ${orders.id} = ${orderId} and ${wanted(topic)}`;

/** The statements that queue the SMS of a placed order, for a transaction whose last statements travel with its commit. */
export const orderSmsStatements = (orderId: string, topic: OrderSmsTopic): SQL[] => [
  queueing(orderId, topic),
  wakeTheSender,
];

/**
 * Queues the order's SMS of `topic` in the caller's transaction (see `queueing`); when it goes, the
 * SMS of this order it makes pointless are dropped while they still wait.
 */
export async function queueOrderSms(q: Queryable, orderId: string, topic: OrderSmsTopic): Promise<void> {
  const superseded = SUPERSEDES[topic];
  if (superseded)
    await q.execute(sql`delete from ${outboxMessages}
      where ${outboxMessages.channel} = 'sms' and ${outboxMessages.about} = ${orderId}
        and ${outboxMessages.status} = 'waiting' and ${inArray(outboxMessages.topic, [...superseded])}
        and exists (select 1 from ${orders} join ${users} on ${users.id} = ${orders.userId}
          where ${orders.id} = ${orderId} and ${wanted(topic)})`);
  await q.execute(queueing(orderId, topic));
  await q.execute(wakeTheSender);
}

/**
 * Writes the SMS of an order's event when it is sent, in the language its shopper reads the shop
 * in now; null for an order that is gone.
 */
export function createOrderSmsComposers({ db, publicUrl }: { db: Database; publicUrl: string }) {
  async function compose(topic: OrderSmsTopic, orderId: string): Promise<ComposedWords | null> {
    const [order] = await db
      .select({
        orderNumber: orders.orderNumber,
        total: orders.total,
        paymentMethod: orders.paymentMethod,
        status: orders.status,
        shippingCost: orders.shippingCost,
        paidInAdvance: orders.paidInAdvance,
        language: users.language,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!order) return null;
    const text = orderSmsText(order.language, topic, {
      orderNumber: order.orderNumber,
      total: takaFromPoisha(order.total),
      payOnDelivery: order.paymentMethod === 'cash_on_delivery',
      atTheDoor: takaFromPoisha(order.total - order.paidInAdvance),
      advanceDue: order.status === 'awaiting_advance' ? takaFromPoisha(order.shippingCost) : null,
      orderLink: `${publicUrl}/order/${orderId}`,
      trackLink: `${publicUrl}/track?order=${encodeURIComponent(order.orderNumber)}`,
    });
    return { subject: '', text, html: '' };
  }
  return Object.fromEntries(
    ORDER_SMS_TOPICS.map((topic) => [topic, (about: string) => compose(topic, about)]),
  ) as Record<OrderSmsTopic, (about: string) => Promise<ComposedWords | null>>;
}
