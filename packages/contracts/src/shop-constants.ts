/**
 * The constants of sizes, delivery, payments, orders, returns, the catalogue's filters and accounts:
 * the pages that use them load later than the first one. Apart from `constants.ts` (which
 * re-exports them), so that the web app can keep them out of the first page's script: a module the
 * first page uses comes with it whole (decisions: "The first page in one script").
 */

/**
 * The sizes of a sized product, each with its own stock. A product may instead come in one size
 * (a watch, a towel): one stock figure, and no size on its cart and order lines (`size: null`).
 */
export const SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'M';
export const MIN_QUANTITY = 1;
/** The most of one product and size a shopper may put in one order line. */
export const MAX_QUANTITY_PER_LINE = 10;

/** Chest and length in inches, as the size chart shows them. */
export const SIZE_CHART: Readonly<Record<Exclude<Size, 'XXL'>, { chest: number; length: number }>> = {
  S: { chest: 36, length: 26 },
  M: { chest: 38, length: 27 },
  L: { chest: 40, length: 28 },
  XL: { chest: 42, length: 29 },
};

/** Delivery fees in taka: the city text containing "dhaka" (any case) counts as inside. */
export const DELIVERY_FEES_TAKA = { dhakaInside: 60, dhakaOutside: 120 } as const;
/** The cart page's fixed shipping fee in taka. */
export const CART_PAGE_SHIPPING_TAKA = 150;

export const CHECKOUT_PAYMENT_METHODS = [
  'cash_on_delivery',
  'credit_card',
  'debit_card',
  'bkash',
  'nagad',
] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];
export const PAYMENT_PROOF_METHODS = ['bkash', 'nagad', 'rocket', 'bank'] as const;
export type PaymentProofMethod = (typeof PAYMENT_PROOF_METHODS)[number];
/** What the shop made of a payment proof: still to check, verified, or rejected with a reason. */
export const PAYMENT_PROOF_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type PaymentProofStatus = (typeof PAYMENT_PROOF_STATUSES)[number];

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'out_for_delivery',
  'delivered',
  'completed',
  'cancelled',
  // A parcel the courier is bringing back (refused, cancelled at the door), then back in the shop.
  'returning',
  'returned',
  // Cash on delivery the COD guard did not let through at once: held for the operator's review, or
  // waiting for the delivery fee paid in advance by bKash or Nagad (modules/risk/).
  'held',
  'awaiting_advance',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** `collected_by_courier`: cash the courier took at the door and has not yet paid out to the shop. */
export const PAYMENT_STATUSES = [
  'pending',
  'submitted',
  'paid',
  'failed',
  'refunded',
  'collected_by_courier',
] as const;
/**
 * What the COD guard decided for an order paid on delivery (modules/risk/): passed; placed but held
 * for review; placed waiting for its delivery fee in advance; or refused: the number must be
 * confirmed by a code first, may pay online only, is blocked, or reached a daily limit.
 */
export const COD_DECISIONS = [
  'passed',
  'held',
  'advance',
  'needs_code',
  'online_only',
  'blocked',
  'daily_limit',
] as const;
export type CodDecision = (typeof COD_DECISIONS)[number];
/** The couriers the shop books parcels with, each through its own merchant API (modules/shipping/couriers). */
export const COURIERS = ['steadfast', 'pathao'] as const;
export type Courier = (typeof COURIERS)[number];
/**
 * Where a booking stands: recorded and being sent to the courier (or waiting to be sent again),
 * taken by the courier (a consignment), refused by it in its own words, or cancelled by the shop.
 */
export const SHIPMENT_STATES = ['booking', 'booked', 'refused', 'cancelled'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];
/** What a courier's own status means for the parcel, whatever words the courier used. */
export const PARCEL_PROGRESS = [
  'booked',
  'picked_up',
  'out_for_delivery',
  'delivered',
  'partly_delivered',
  'returning',
  'on_hold',
  'cancelled',
  'noted',
] as const;
export type ParcelProgress = (typeof PARCEL_PROGRESS)[number];
/**
 * The order events the shop may tell a shopper of by SMS, each sent to the order's delivery number
 * in the shopper's language. The operator chooses which of them send one.
 */
export const ORDER_SMS_TOPICS = [
  'order_placed',
  'payment_verified',
  'order_shipped',
  'out_for_delivery',
  'delivered',
  'return_approved',
  'refund_sent',
] as const;
export type OrderSmsTopic = (typeof ORDER_SMS_TOPICS)[number];
/**
 * What an order needs its shopper to read, sent even to a shopper who turned SMS updates off: how to
 * pay for it, and that the courier is on the way (to have the cash ready and answer the phone).
 */
export const NEEDED_ORDER_SMS_TOPICS: readonly OrderSmsTopic[] = ['order_placed', 'out_for_delivery'];
/** How long an order paid online waits for its payment proof before the shop cancels it, unless the operator sets another time. */
export const UNPAID_ORDER_HOURS = 24;
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** How long after delivery a shopper may ask to return items. */
export const RETURN_WINDOW_DAYS = 7;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The catalogue's static filter lists (spec section 3): the shop's brands and the twelve colour
 * families a product is filed under, with the shade a swatch (and a demo picture) is drawn in.
 * The demo shop's products use exactly these, so every filter finds something.
 */
export const BRANDS = [
  'Padma Weaves',
  'Deshi Threads',
  'Shapla',
  'Rangdhanu',
  'Dhaka Loom',
  'Meghna',
  'Sonargaon',
  'Nakshi Ghor',
] as const;
/**
 * Where a product ships from: the seller's country (the catalogue's "shopping from" filter), as an
 * ISO 3166 code. Most of the shop's goods are made in Bangladesh; the rest are imported.
 */
export const SHIPS_FROM = ['BD', 'IN', 'PK', 'CN', 'TH'] as const;
export type ShipsFrom = (typeof SHIPS_FROM)[number];
/** Where a product ships from unless the operator says otherwise. */
export const DEFAULT_SHIPS_FROM: ShipsFrom = 'BD';
export const COLOUR_FAMILIES = [
  { name: 'Black', swatch: '#222326' },
  { name: 'White', swatch: '#f4f1ea' },
  { name: 'Red', swatch: '#b3261e' },
  { name: 'Blue', swatch: '#2a5db0' },
  { name: 'Navy', swatch: '#1d2b4f' },
  { name: 'Green', swatch: '#2e7d4f' },
  { name: 'Maroon', swatch: '#7a1f35' },
  { name: 'Beige', swatch: '#d8c3a0' },
  { name: 'Grey', swatch: '#8a8d91' },
  { name: 'Yellow', swatch: '#e0a526' },
  { name: 'Pink', swatch: '#d96c9a' },
  { name: 'Purple', swatch: '#6b3fa0' },
] as const;

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const GENDERS = ['male', 'female', 'other'] as const;
export const ADDRESS_LABELS = ['HOME', 'OFFICE'] as const;
/** How many addresses one shopper may keep: the pickup list stays a list one can choose from. */
export const MAX_ADDRESSES_PER_SHOPPER = 20;
/**
 * How many different numbers one account may have phone codes sent to in 24 hours: a shopper proves
 * a number or two, while an account asking for many would be texting other people's phones.
 */
export const PHONE_CODE_NUMBERS_PER_DAY = 5;
/** The most lines one order may take from the cart. */
export const MAX_ORDER_LINES = 100;
/**
 * The most one order may come to, in taka (its goods, and its total after discount, tax and
 * delivery): as much as a payment proof may claim, and within what the database keeps as money.
 */
export const MAX_ORDER_TOTAL_TAKA = 10_000_000;

/** Our password rule: the spec shows none, so we set one (NIST SP 800-63B; docs/decisions.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** How long the links sent by email work. */
export const EMAIL_LINK_TTL_MINUTES = {
  verifyEmail: 24 * 60,
  changeEmail: 24 * 60,
  resetPassword: 30,
} as const;
