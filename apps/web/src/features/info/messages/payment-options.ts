import { defineMessages } from '../../../lib/i18n';

export const paymentOptionsMessages = defineMessages('info.payment', {
  eyebrow: 'Payment options',
  title: 'Pay the way that suits you',
  lead: 'Pay in cash when your parcel arrives, or pay first with bKash, Nagad, Rocket or a bank transfer. All prices are in taka (৳).',

  methodsTitle: 'Ways to pay',
  codTitle: 'Cash on delivery',
  codBody: 'Pay the delivery person in cash when the parcel reaches you. Please keep the exact amount ready.',
  codTag: 'Most popular',
  bkashTitle: 'bKash',
  bkashBody: 'Send money or pay from the bKash app, then upload the payment proof.',
  nagadTitle: 'Nagad',
  nagadBody: 'Pay from the Nagad app or by USSD, then upload the payment proof.',
  rocketTitle: 'Rocket',
  rocketBody: 'Pay from Rocket (Dutch-Bangla Bank mobile banking), then upload the payment proof.',
  bankTitle: 'Bank transfer',
  bankBody:
    'Transfer from any Bangladeshi bank account by EFT, NPSB or at the branch, then upload the payment proof.',
  proofTag: 'Confirmed with payment proof',

  proofTitle: 'How payment proof works',
  proofLead: 'For bKash, Nagad, Rocket and bank transfer, you confirm the payment after placing the order:',
  proofStep1: 'Place your order and choose to pay online.',
  proofStep2:
    'Pay the order total from your bKash, Nagad, Rocket or bank account, and keep the transaction id.',
  proofStep3:
    'On the payment proof page, or later from My Orders, fill in the payment details and upload a screenshot.',
  proofStep4: 'We check the payment and confirm your order, usually within a few hours.',

  fieldsTitle: 'What the payment proof asks for',
  fieldTransaction: 'Transaction ID',
  fieldTransactionNote: 'The id in the confirmation SMS or the app, such as 9FK2M7XQ1B.',
  fieldAmount: 'Amount',
  fieldAmountNote: 'The amount you sent, in taka, up to two decimals.',
  fieldSenderNumber: 'Sender number',
  fieldSenderNumberNote: 'The mobile number or account you paid from.',
  fieldSenderName: 'Sender name',
  fieldSenderNameNote: 'The name on that account.',
  fieldDate: 'Payment date',
  fieldDateNote: 'The day you made the payment.',
  fieldScreenshot: 'Screenshot',
  fieldScreenshotNote: 'A picture of the confirmation screen or the bank slip.',

  safetyTitle: 'Pay safely',
  safety1: 'Haat will never ask for your PIN, password or OTP, by phone, SMS or anywhere else.',
  safety2: 'Pay only the order total, and only after you have placed the order.',
  safety3: 'If a payment does not match your order, we contact you before we ship anything.',
});
