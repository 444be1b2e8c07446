import { defineMessages } from '../../../lib/i18n';

export const faqMessages = defineMessages('info.faq', {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  lead: 'Quick answers about orders, returns, delivery and support.',
  listLabel: 'Frequently asked questions',

  trackQuestion: 'How can I track my order?',
  trackAnswer:
    'Sign in and open My Orders. Each order shows its status as it moves: pending, confirmed, processing, shipped, out for delivery and delivered. Open an order to see its items, the delivery address and the payment method.',

  returnQuestion: 'What is your return policy?',
  returnAnswer:
    'You can return an item within 7 days of delivery if it is unused, unwashed and has its tags. Tell us from My Orders or through support, and we collect it or you send it back; once we receive it we refund you or send another size. Innerwear and items altered for you cannot be returned.',

  shippingQuestion: 'Do you deliver outside Bangladesh?',
  shippingAnswer:
    'Not yet: we ship only within Bangladesh, to every district. Delivery takes 2-4 days and costs {inside} inside Dhaka and {outside} outside Dhaka.',

  supportQuestion: 'When can I reach customer support?',
  /** The phone line's hours; messages and email are answered 24/7. */
  phoneHours: '9:00 AM – 11:00 PM',
  supportAnswer:
    'Any time: our support team answers messages and email 24/7, including Fridays and holidays. The phone line is open {hours} every day.',

  cancelQuestion: 'Can I cancel my order?',
  cancelAnswer:
    'Yes, as long as it has not been shipped. Cancel it from My Orders or ask support. If you paid with bKash, Nagad, Rocket or a bank transfer, we refund the full amount to the same account. Once an order has shipped it can no longer be cancelled, but you can return it within 7 days of delivery.',
});
