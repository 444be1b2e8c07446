import { defineMessages } from '../../../lib/i18n';

export const termsMessages = defineMessages('info.terms', {
  eyebrow: 'Terms',
  title: 'Terms & conditions',
  lead: 'The plain rules of buying at Haat. By placing an order you agree to them.',
  contents: 'On this page',

  shopTitle: 'Who we are',
  shop1:
    'Haat is an online clothing and general retail shop serving customers in Bangladesh. These terms cover every order placed on this website.',

  ordersTitle: 'Orders and prices',
  orders1:
    'All prices are in Bangladeshi taka (৳). The price, the delivery fee and the total are shown before you place an order, and the total on your order is what you pay.',
  orders2:
    'An order is accepted when we confirm it. If an item turns out to be out of stock or wrongly priced, we tell you and you may change or cancel the order; anything you paid for it is refunded in full.',

  paymentTitle: 'Payment',
  payment1:
    'You can pay cash on delivery, or pay first with bKash, Nagad, Rocket or a bank transfer and upload the payment proof. An order paid in advance is confirmed once we have verified the payment.',

  deliveryTitle: 'Delivery',
  delivery1:
    'We deliver only within Bangladesh, usually in 2-4 days. The delivery fee is {inside} inside Dhaka and {outside} outside Dhaka. Delays caused by weather, strikes or the courier can happen; we keep you informed.',
  delivery2:
    'Please check the parcel when it arrives. If it is damaged or an item is missing, tell the delivery person and contact us within 48 hours.',

  cancelTitle: 'Cancellations',
  cancel1:
    'You may cancel an order until it is shipped, from My Orders or through support. Advance payments for cancelled orders are refunded to the account they came from.',

  returnsTitle: 'Returns and refunds',
  returns1:
    'You may return an item within 7 days of delivery if it is unused, unwashed and still has its tags. Innerwear and items altered for you cannot be returned unless they are faulty.',
  returns2:
    'Once we receive and check the return, we refund you to your bKash, Nagad, Rocket or bank account, or send a replacement, within 7 working days. Products have no warranty beyond this return period.',

  accountTitle: 'Your account',
  account1:
    'Keep your password to yourself; you are responsible for orders placed with your account. We may suspend accounts used for fraud or abuse.',

  productsTitle: 'Products and pictures',
  products1:
    'We describe and photograph products as accurately as we can, but colours on a screen can differ slightly from the fabric, and handloom pieces vary a little from one to the next.',

  changesTitle: 'Changes and contact',
  changes1:
    'We may update these terms; the version on this page when you order is the one that applies. Questions? Write to {email} or call {phone}.',
});
