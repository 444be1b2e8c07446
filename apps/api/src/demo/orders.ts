import type { AddressFields, CheckoutPaymentMethod, OrderStatus } from '@haat/contracts';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { type Transaction, transactionIn } from '../db/client';
import { cartItems, orderItems, productStock, products, users } from '../db/schema';
import { memoryRateLimitStore } from '../lib/rate-limit-store';
import { createAddressBook } from '../modules/account/address-book';
import { createOrderLifecycle } from '../modules/orders/lifecycle';
import { createOrderPlacement } from '../modules/orders/place-order';
import { createReturns } from '../modules/orders/returns';
import { createPromotions } from '../modules/promotions/service';
import { createCodRefusals } from '../modules/risk/cod-refusals';
import type { FileStorage } from '../storage';

/** The demo shopper's address book: a home in Dhaka and an office in Chattogram. */
const DEMO_ADDRESSES: AddressFields[] = [
  {
    type: 'home',
    fullName: 'Rahim Uddin',
    phone: '01712345678',
    province: 'Dhaka',
    city: 'Dhaka',
    zone: 'Dhanmondi',
    address: 'House 12, Road 5',
    landmark: 'Near Dhanmondi Lake',
    isDefault: true,
  },
  {
    type: 'work',
    fullName: 'Rahim Uddin',
    phone: '01812345678',
    province: 'Chattogram',
    city: 'Chattogram',
    zone: 'Agrabad',
    address: 'Level 4, Agrabad Commercial Area',
    landmark: '',
    isDefault: false,
  },
];

/** One order of the demo: what it holds, how it is paid, and how far it has gone. */
type DemoOrder = {
  lines: number;
  method: CheckoutPaymentMethod;
  status: OrderStatus;
  to: number;
  note?: string;
  /**
   * The shopper asked to return one of its lines, saying this: the operator's Returns page has one
   * waiting, and the delivered order keeps its lines for the shopper to return.
   */
  returnReason?: string;
  /**
   * Paid online but never paid: the operator switched it to cash on delivery so that it could ship
   * (an order paid online leaves the shop only once paid).
   */
  switchedToCashOnDelivery?: true;
};

// One or more for every tab of My Orders: To Pay, To Ship, To Receive, Completed and Cancelled.
const DEMO_ORDERS: DemoOrder[] = [
  {
    lines: 2,
    method: 'cash_on_delivery',
    status: 'completed',
    to: 0,
    returnReason: 'The colour is darker than in the picture',
  },
  { lines: 1, method: 'cash_on_delivery', status: 'delivered', to: 1 },
  { lines: 1, method: 'bkash', status: 'cancelled', to: 0, note: 'Ordered the wrong size' },
  { lines: 2, method: 'nagad', status: 'shipped', to: 0, switchedToCashOnDelivery: true },
  { lines: 1, method: 'cash_on_delivery', status: 'processing', to: 1 },
  { lines: 1, method: 'bkash', status: 'pending', to: 0 },
  { lines: 2, method: 'cash_on_delivery', status: 'pending', to: 1 },
];

const pickupPoint = (address: AddressFields) => ({
  fullName: address.fullName,
  phone: address.phone,
  address: `${address.address}, ${address.zone}`,
  city: address.city,
  postalCode: `${address.province} - ${address.city} - ${address.zone}`,
  country: 'Bangladesh',
});

/**
 * The demo shopper's addresses and orders, placed and moved along by the shop's own services
 * inside the demo's transaction, so that they are what a real shopper's would be: priced from the
 * catalogue, their stock taken, each step a status event.
 */
/**
 * The shop's own order placement and lifecycle on the seeding transaction, and `wanted` sizes with
 * stock to spare, one per product, from the start or the end of the catalogue. The demo's orders
 * are history, not news: nobody is mailed about them.
 */
async function demoOrdering(tx: Transaction, wanted: number, from: 'start' | 'end') {
  const place = createOrderPlacement({
    db: tx,
    transactionEndingWith: transactionIn(tx),
    promotions: createPromotions({ db: tx }),
    confirmByMail: false,
    // The demo's own orders are history the guard lets through; a count of its own is enough.
    codRefusals: createCodRefusals({ db: tx, rateLimits: memoryRateLimitStore() }),
  });
  const lifecycle = createOrderLifecycle({ db: tx });
  const sizes = await tx
    .selectDistinctOn([productStock.productId], {
      productId: productStock.productId,
      size: productStock.size,
    })
    .from(productStock)
    .innerJoin(products, and(eq(products.id, productStock.productId), eq(products.active, true)))
    .where(gte(productStock.quantity, 3))
    .orderBy(
      from === 'start' ? asc(productStock.productId) : desc(productStock.productId),
      asc(productStock.size),
    )
    .limit(wanted);
  return { place, lifecycle, sizes };
}

export async function seedDemoOrders(tx: Transaction, shopperId: string, storage: FileStorage) {
  const book = createAddressBook({ db: tx });
  for (const address of DEMO_ADDRESSES) await book.create(shopperId, address);

  const { place, lifecycle, sizes } = await demoOrdering(
    tx,
    DEMO_ORDERS.reduce((sum, order) => sum + order.lines, 0),
    'start',
  );
  let next = 0;
  for (const order of DEMO_ORDERS) {
    const lines = sizes.slice(next, next + order.lines);
    next += order.lines;
    if (lines.length === 0) return;
    await tx
      .insert(cartItems)
      .values(lines.map((line, i) => ({ userId: shopperId, ...line, quantity: 1 + (i % 2) })));
    const address = DEMO_ADDRESSES[order.to] ?? DEMO_ADDRESSES[0];
    if (!address) return;
    const { orderId } = await place(
      shopperId,
      { shippingAddress: pickupPoint(address), paymentMethod: order.method, notes: '' },
      undefined,
    );
    if (order.switchedToCashOnDelivery)
      await lifecycle.switchToCashOnDelivery(orderId, { actorUserId: null });
    await lifecycle.moveTo(orderId, order.status, order.note ?? '');
    if (order.returnReason) {
      const [last] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(desc(orderItems.id))
        .limit(1);
      await createReturns({ db: tx, storage }).request(shopperId, orderId, {
        itemIds: last ? [last.id] : undefined,
        reason: order.returnReason,
      });
    }
  }
}

/**
 * Past customers of the demo shop who pay on delivery, so that the COD guard is seen at work on a
 * fresh start: one number refused three deliveries (checkout offers it online payment or the fee in
 * advance), one refused one of two (its latest order waits in the review queue), one always took
 * its parcel. They sign in with no password (the demo publishes none for them).
 */
const DEMO_COD_CUSTOMERS: { name: string; phone: string; address: string; outcomes: OrderStatus[] }[] = [
  {
    name: 'Jamal Hossain',
    phone: '01911000111',
    address: 'House 7, Road 3, Mohammadpur',
    outcomes: ['returned', 'returned', 'returned'],
  },
  {
    name: 'Shirin Akter',
    phone: '01911000222',
    address: 'Flat 4B, Lake Circus, Kalabagan',
    outcomes: ['delivered', 'returned', 'held'],
  },
  {
    name: 'Mizanur Rahman',
    phone: '01911000333',
    address: 'House 22, Sector 4, Uttara',
    outcomes: ['completed', 'delivered'],
  },
];

/** The demo's history of deliveries by phone number, placed and moved along by the shop's own services. */
export async function seedDemoCodHistory(tx: Transaction) {
  // From the end of the catalogue: the demo shopper's orders take the start.
  const { place, lifecycle, sizes } = await demoOrdering(
    tx,
    DEMO_COD_CUSTOMERS.reduce((sum, customer) => sum + customer.outcomes.length, 0),
    'end',
  );
  let next = 0;
  for (const customer of DEMO_COD_CUSTOMERS) {
    const [user] = await tx
      .insert(users)
      .values({
        name: customer.name,
        email: `${customer.name.toLowerCase().replace(' ', '.')}@customers.haat.test`,
        emailVerified: true,
      })
      .returning({ id: users.id });
    if (!user) return;
    for (const outcome of customer.outcomes) {
      const line = sizes[next++];
      if (!line) return;
      await tx.insert(cartItems).values({ userId: user.id, ...line, quantity: 1 });
      const { orderId } = await place(
        user.id,
        {
          shippingAddress: {
            fullName: customer.name,
            phone: customer.phone,
            address: customer.address,
            city: 'Dhaka',
            postalCode: '',
            country: 'Bangladesh',
          },
          paymentMethod: 'cash_on_delivery',
          notes: '',
        },
        undefined,
      );
      // The last order of a number the guard holds stays held: the review queue shows it.
      if (outcome !== 'held') await lifecycle.moveTo(orderId, outcome);
    }
  }
}
