import { defineMessages } from '../../../lib/i18n';

/** The pages that get their full content with checkout: orders, messages, returns, order status. */
export const comingMessages = defineMessages('info.coming', {
  loading: 'Loading...',
  soonTitle: 'Coming with checkout',
  holdsTitle: 'What you will find here',
  browse: 'Browse products',
  helpCenter: 'Visit the Help Center',
  account: 'Go to my account',
  signIn: 'Sign in',
  faq: 'Read the FAQ',

  ordersEyebrow: 'My Orders',
  ordersTitle: 'Your orders will live here',
  ordersLead:
    'Every order you place with Haat will be listed on this page, with where it is on its way to you.',
  ordersHolds1: 'Each order with its number, date, items and total in taka.',
  ordersHolds2:
    'Its status as it moves: pending, confirmed, processing, shipped, out for delivery and delivered.',
  ordersHolds3: 'Tabs for orders to pay, to ship, to receive, cancelled and completed, and a search.',
  ordersHolds4:
    'A way to cancel an order before it ships, or to send proof of a bKash, Nagad or Rocket payment.',
  ordersSoon:
    'Ordering opens with checkout, very soon. Orders you have placed already show on your account dashboard.',

  messagesEyebrow: 'Messages',
  messagesTitle: 'Messages from Haat',
  messagesLead: 'Notes from our team about your orders, deliveries and payments will arrive here.',
  messagesHolds1: 'Updates when an order is confirmed, shipped or out for delivery.',
  messagesHolds2: 'Answers from our support team to the questions you send us.',
  messagesHolds3: 'Notices about your payments, refunds and returns.',
  messagesSoon:
    'There is nothing here yet. Until then our support team answers every day in the Help Center’s live help.',

  returnsEyebrow: 'Returns',
  returnsTitle: 'Returns made simple',
  returnsLead: 'Not the right fit? You can return an item within 7 days of delivery.',
  returnsHolds1: 'The items you have sent back, with the date and your reason.',
  returnsHolds2: 'Each return’s status, until your refund or exchange is done.',
  returnsHolds3: 'A way to start a return from a delivered order.',
  returnsSoon:
    'Returns open with checkout. Meanwhile the rule is simple: an item must be unused, unwashed and still have its tags; innerwear and items altered for you cannot be returned.',

  orderStatusEyebrow: 'Order Status',
  orderStatusTitle: 'Track your order',
  orderStatusLead: 'Follow an order from the moment you place it to the moment it reaches your door.',
  orderStatusHolds1:
    'Where your parcel is: pending, confirmed, processing, shipped, out for delivery or delivered.',
  orderStatusHolds2: 'When to expect it: delivery takes 2-4 days anywhere in Bangladesh.',
  orderStatusHolds3: 'Who to call if something is not right with your parcel.',
  orderStatusSoon:
    'Order tracking opens with checkout. Signed-in shoppers will also find every order’s status in their account.',
});
