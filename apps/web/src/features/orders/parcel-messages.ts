import { defineMessages } from '../../lib/i18n';

/** Texts of an order's parcel (the order page's Parcel section) and of the public tracking page, /track. */
export const parcelMessages = defineMessages('parcel', {
  // The parcel
  parcel: 'Parcel',
  courier: 'Courier',
  steadfast: 'Steadfast',
  pathao: 'Pathao',
  trackingCode: 'Tracking code',
  followOnCourier: 'Follow it on {courier}’s website',
  newTab: '(opens in a new tab)',
  timeline: 'What the courier says',
  noNews: 'No news from the courier yet.',
  progressBooked: 'Booked with the courier',
  progressPickedUp: 'Picked up by the courier',
  progressOutForDelivery: 'Out for delivery',
  progressDelivered: 'Delivered',
  progressPartlyDelivered: 'Partly delivered',
  progressReturning: 'On its way back to the shop',
  progressOnHold: 'On hold at the courier',
  progressCancelled: 'Delivery cancelled',
  progressNoted: 'News from the courier',

  // The tracking page
  trackTitle: 'Track your order',
  trackIntro:
    'Enter your order number and the phone number the order is delivered to: both are in the message about your order. No sign-in needed.',
  orderNumber: 'Order number',
  orderNumberHint: 'Such as HT-2611-000123',
  phone: 'Phone number',
  phoneHint: 'Such as 01712345678',
  track: 'Track',
  tracking: 'Looking...',
  result: 'Order {orderNumber}',
  notWithCourier: 'Your order is not with a courier yet. Look again once it has shipped.',
  networkError: 'The shop could not be reached. Please check your connection and try again.',
});
