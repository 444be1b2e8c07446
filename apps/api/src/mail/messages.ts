import type { Size } from '@haat/contracts';
import { type MailFormat, mailFormat } from './format';
import {
  compose,
  type LinkCopy,
  type MailContent,
  type MailLanguage,
  type MailRow,
  type NoticeCopy,
  notice,
  type Reader,
  withLink,
} from './layout';

/** Everything the shop's mail says in one language; values arrive as arguments, never as markup. */
type Copy = {
  verifyEmail: LinkCopy;
  confirmEmailChange: (details: { newEmail: string }) => LinkCopy;
  emailChangeRequested: (details: { newEmail: string }) => NoticeCopy;
  passwordReset: LinkCopy;
  passwordChanged: NoticeCopy;
  orderPlaced: (details: PlacedOrderDetails) => LinkCopy;
  orderMoved: (details: OrderMoveDetails) => LinkCopy;
  paymentSwitched: (details: { orderNumber: string; total: number; note: string }) => LinkCopy;
  paymentVerified: (details: { orderNumber: string; amount: number }) => LinkCopy;
  paymentRejected: (details: { orderNumber: string; reason: string }) => LinkCopy;
  returnApproved: (details: ReturnDetails) => LinkCopy;
  returnRejected: (details: ReturnDetails & { reason: string }) => LinkCopy;
  returnRefunded: (details: ReturnDetails & { amount: number }) => LinkCopy;
  orderRefunded: (details: { orderNumber: string; amount: number; note: string }) => LinkCopy;
};

/**
 * A line of an order as mail names it: its name in both languages (the Bengali one when the
 * product had one), its size (none for a one-size product) and how many; prices in taka.
 */
export type MailLine = {
  name: string;
  nameBn: string | null;
  size: Size | null;
  quantity: number;
};

/** The line's name in the reader's language: the Bengali one when it has one. */
const nameIn = (language: MailLanguage, line: Pick<MailLine, 'name' | 'nameBn'>) =>
  language === 'bn' ? (line.nameBn ?? line.name) : line.name;

/** A returned line of an order, with the operator's note (may be empty). */
export type ReturnDetails = { orderNumber: string; line: MailLine; note: string };

/** The statuses an operator moves an order to, as a shopper reads them. */
type MovedStatus =
  | 'confirmed'
  | 'processing'
  | 'shipped'
  | 'out_for_delivery'
  | 'delivered'
  | 'completed'
  | 'cancelled'
  | 'returning'
  | 'returned';

/** What a status change says: the order, where it is now, and the operator's note (may be empty). */
export type OrderMoveDetails = { orderNumber: string; status: MovedStatus; note: string };

/** The operator's note, as a paragraph of its own, when there is one. */
const noteParagraph = (label: string, note: string) => (note ? [`${label} ${note}`] : []);

/** What an order confirmation says about the order; money in taka, as the order keeps it. */
export type PlacedOrderDetails = {
  orderNumber: string;
  placedAt: Date;
  lines: (MailLine & { unitPrice: number; lineTotal: number })[];
  subtotal: number;
  discount: number;
  promoCode: string | null;
  tax: number;
  shippingCost: number;
  total: number;
  pickupPoint: string;
  /** Paid on delivery, or by a transfer whose proof the shopper still has to send. */
  payOnDelivery: boolean;
};

/** The words of an order's table in one language. */
type TableWords = {
  size: (size: Size) => string;
  subtotal: string;
  discount: (code: string | null) => string;
  tax: string;
  delivery: string;
  total: string;
};

/** An order's lines and totals as a table, in the reader's language and digits. */
function orderTable(language: MailLanguage, words: TableWords, order: PlacedOrderDetails) {
  const f = mailFormat(language);
  const rows: MailRow[] = order.lines.map((line) => ({
    label: nameIn(language, line),
    detail: [
      ...(line.size ? [words.size(line.size)] : []),
      `${f.count(line.quantity)} × ${f.taka(line.unitPrice)}`,
    ].join(', '),
    amount: f.taka(line.lineTotal),
  }));
  const totals: MailRow[] = [
    { label: words.subtotal, amount: f.taka(order.subtotal) },
    ...(order.discount > 0
      ? [{ label: words.discount(order.promoCode), amount: f.taka(-order.discount) }]
      : []),
    ...(order.tax > 0 ? [{ label: words.tax, amount: f.taka(order.tax) }] : []),
    { label: words.delivery, amount: f.taka(order.shippingCost) },
    { label: words.total, amount: f.taka(order.total) },
  ];
  return { rows, totals };
}

const pieces = (order: PlacedOrderDetails) => order.lines.reduce((sum, line) => sum + line.quantity, 0);

/** Each status an operator moves an order to: the subject's words and the sentence that says it. */
type StatusCopy = Record<MovedStatus, { subject: string; line: (orderNumber: string) => string }>;

const EN_STATUS: StatusCopy = {
  confirmed: {
    subject: 'confirmed',
    line: (n) => `We have confirmed your order ${n} and will prepare it soon.`,
  },
  processing: { subject: 'being prepared', line: (n) => `We are packing your order ${n}.` },
  shipped: { subject: 'shipped', line: (n) => `Your order ${n} has left our shop and is on its way.` },
  out_for_delivery: {
    subject: 'out for delivery',
    line: (n) => `Your order ${n} is out for delivery: it reaches your pickup point soon.`,
  },
  delivered: {
    subject: 'delivered',
    line: (n) => `Your order ${n} has been delivered. We hope you like it.`,
  },
  completed: {
    subject: 'completed',
    line: (n) => `Your order ${n} is complete. Thank you for shopping at Haat.`,
  },
  cancelled: {
    subject: 'cancelled',
    line: (n) => `Your order ${n} has been cancelled by the shop. If you paid for it, we will refund you.`,
  },
  returning: {
    subject: 'on its way back',
    line: (n) => `The courier could not deliver your order ${n} and is bringing it back to our shop.`,
  },
  returned: {
    subject: 'back in our shop',
    line: (n) => `Your order ${n} has come back to our shop. If you paid for it, we will refund you.`,
  },
};

const BN_STATUS: StatusCopy = {
  confirmed: {
    subject: 'নিশ্চিত করা হয়েছে',
    line: (n) => `আমরা আপনার অর্ডার ${n} নিশ্চিত করেছি এবং শিগগিরই প্রস্তুত করব।`,
  },
  processing: { subject: 'প্রস্তুত করা হচ্ছে', line: (n) => `আমরা আপনার অর্ডার ${n} প্যাক করছি।` },
  shipped: { subject: 'পাঠানো হয়েছে', line: (n) => `আপনার অর্ডার ${n} আমাদের দোকান থেকে রওনা হয়েছে।` },
  out_for_delivery: {
    subject: 'ডেলিভারির পথে',
    line: (n) => `আপনার অর্ডার ${n} ডেলিভারির পথে: শিগগিরই আপনার পিকআপ পয়েন্টে পৌঁছাবে।`,
  },
  delivered: {
    subject: 'ডেলিভারি হয়েছে',
    line: (n) => `আপনার অর্ডার ${n} ডেলিভারি হয়েছে। আশা করি আপনার পছন্দ হয়েছে।`,
  },
  completed: { subject: 'সম্পন্ন', line: (n) => `আপনার অর্ডার ${n} সম্পন্ন হয়েছে। হাট থেকে কেনাকাটার জন্য ধন্যবাদ।` },
  cancelled: {
    subject: 'বাতিল করা হয়েছে',
    line: (n) => `হাট আপনার অর্ডার ${n} বাতিল করেছে। মূল্য পরিশোধ করে থাকলে আমরা তা ফেরত দেব।`,
  },
  returning: {
    subject: 'ফেরত আসছে',
    line: (n) => `কুরিয়ার আপনার অর্ডার ${n} ডেলিভারি করতে পারেনি এবং সেটি আমাদের দোকানে ফেরত আনছে।`,
  },
  returned: {
    subject: 'দোকানে ফেরত এসেছে',
    line: (n) => `আপনার অর্ডার ${n} আমাদের দোকানে ফেরত এসেছে। মূল্য পরিশোধ করে থাকলে আমরা তা ফেরত দেব।`,
  },
};

const EN_TABLE: TableWords = {
  size: (size) => `size ${size}`,
  subtotal: 'Items',
  discount: (code) => (code ? `Discount (${code})` : 'Discount'),
  tax: 'Tax',
  delivery: 'Delivery',
  total: 'Total',
};

const BN_TABLE: TableWords = {
  size: (size) => `সাইজ ${size}`,
  subtotal: 'পণ্যের দাম',
  discount: (code) => (code ? `ছাড় (${code})` : 'ছাড়'),
  tax: 'কর',
  delivery: 'ডেলিভারি',
  total: 'মোট',
};

const EN = mailFormat('en');
const BN = mailFormat('bn');

/** A line as a sentence names it: "Cotton Panjabi (size L) × 2". */
const lineWords = (language: MailLanguage, words: TableWords, line: MailLine, f: MailFormat) =>
  `${nameIn(language, line)}${line.size ? ` (${words.size(line.size)})` : ''} × ${f.count(line.quantity)}`;

// The texts, one block per language, in the same order, so a translator can work down them side by side.
// The link lifetimes written here are those the auth module gives its links (24 hours, 30 minutes).
// Numbers, amounts and dates are written by the language's format: Bengali digits in Bengali.
const COPY: Record<MailLanguage, Copy> = {
  en: {
    verifyEmail: {
      subject: 'Confirm your email address for Haat',
      before: ['Thank you for signing up at Haat. Please confirm that this is your email address.'],
      button: 'Confirm my email address',
      after: [
        'The link is valid for 24 hours.',
        'If you did not sign up at Haat, you can ignore this email.',
      ],
    },
    confirmEmailChange: ({ newEmail }) => ({
      subject: 'Confirm your new email address for Haat',
      before: [
        `You asked to use ${newEmail} as the email address of your Haat account. Open the link below to make the change.`,
      ],
      button: 'Use this email address',
      after: [
        'The link is valid for 24 hours. Until it is opened, your account keeps its current email address.',
        'If you did not ask for this, ignore this email and nothing will change.',
      ],
    }),
    emailChangeRequested: ({ newEmail }) => ({
      subject: 'A request to change your Haat email address',
      paragraphs: [
        `Someone asked to change the email address of your Haat account to ${newEmail}.`,
        'Nothing changes until the link we sent to that address is opened.',
        'If this was you, there is nothing more to do.',
        'If it was not you, sign in and change your password now: someone else may know it.',
      ],
    }),
    passwordReset: {
      subject: 'Reset your Haat password',
      before: [
        'We received a request to reset the password of your Haat account. Open the link below to choose a new one.',
      ],
      button: 'Choose a new password',
      after: [
        'The link is valid for 30 minutes and works only once.',
        'If you did not ask to reset your password, ignore this email; your password stays as it is.',
      ],
    },
    orderPlaced: (order) => ({
      subject: `Your Haat order ${order.orderNumber}`,
      before: [
        `Thank you for your order ${order.orderNumber}, placed on ${EN.date(order.placedAt)}: ${EN.count(pieces(order))} ${pieces(order) === 1 ? 'item' : 'items'}, ${EN.taka(order.total)} in all, delivery included.`,
      ],
      table: orderTable('en', EN_TABLE, order),
      button: 'See your order',
      after: [
        `We will deliver it to ${order.pickupPoint}.`,
        order.payOnDelivery
          ? 'You pay in cash when it arrives.'
          : 'Please send your payment and then the payment proof from the order page, so that we can prepare your order.',
        'We will write again when your order is on its way.',
      ],
    }),
    orderMoved: ({ orderNumber, status, note }) => ({
      subject: `Your Haat order ${orderNumber}: ${EN_STATUS[status].subject}`,
      before: [EN_STATUS[status].line(orderNumber), ...noteParagraph('A note from the shop:', note)],
      button: 'See your order',
      after: [],
    }),
    paymentSwitched: ({ orderNumber, total, note }) => ({
      subject: `Your Haat order ${orderNumber}: pay on delivery`,
      before: [
        `Your order ${orderNumber} is now paid by cash on delivery: you pay ${EN.taka(total)} in cash when it arrives, and need not send a payment.`,
        ...noteParagraph('A note from the shop:', note),
      ],
      button: 'See your order',
      after: [],
    }),
    paymentVerified: ({ orderNumber, amount }) => ({
      subject: `Payment received for your Haat order ${orderNumber}`,
      before: [
        `We have checked your payment of ${EN.taka(amount)} for order ${orderNumber}: it is paid. We are preparing it now.`,
      ],
      button: 'See your order',
      after: [],
    }),
    returnApproved: ({ orderNumber, line, note }) => ({
      subject: `Your return for Haat order ${orderNumber} is approved`,
      before: [
        `We have approved your return of ${lineWords('en', EN_TABLE, line, EN)} from order ${orderNumber}. We will refund you and write again when we have.`,
        ...noteParagraph('A note from the shop:', note),
      ],
      button: 'See your returns',
      after: [],
    }),
    returnRejected: ({ orderNumber, line, reason }) => ({
      subject: `Your return for Haat order ${orderNumber} was not accepted`,
      before: [
        `We could not accept your return of ${lineWords('en', EN_TABLE, line, EN)} from order ${orderNumber}.`,
        `The reason: ${reason}`,
        'If you think this is a mistake, please reply to this email.',
      ],
      button: 'See your returns',
      after: [],
    }),
    returnRefunded: ({ orderNumber, line, amount, note }) => ({
      subject: `Refund sent for your return from Haat order ${orderNumber}`,
      before: [
        `We have refunded ${EN.taka(amount)} for your return of ${lineWords('en', EN_TABLE, line, EN)} from order ${orderNumber}.`,
        ...noteParagraph('A note from the shop:', note),
      ],
      button: 'See your returns',
      after: [],
    }),
    orderRefunded: ({ orderNumber, amount, note }) => ({
      subject: `Refund sent for your cancelled Haat order ${orderNumber}`,
      before: [
        `We have refunded the ${EN.taka(amount)} you paid for order ${orderNumber}, which was cancelled.`,
        ...noteParagraph('A note from the shop:', note),
      ],
      button: 'See your order',
      after: [],
    }),
    paymentRejected: ({ orderNumber, reason }) => ({
      subject: `Please check your payment for Haat order ${orderNumber}`,
      before: [
        `We could not accept the payment proof you sent for order ${orderNumber}.`,
        `The reason: ${reason}`,
        'Please send the proof again from the order page, with the details of your payment as they appear in your app.',
      ],
      button: 'Send the proof again',
      after: [],
    }),
    passwordChanged: {
      subject: 'Your Haat password was changed',
      paragraphs: [
        'The password of your Haat account was just changed, and every device that was signed in to your account has been signed out.',
        'If this was you, there is nothing more to do; sign in again with your new password.',
        'If it was not you, someone else may know your password. Use “Forgot password?” on the Haat sign-in page right away to choose a new one.',
      ],
    },
  },

  bn: {
    verifyEmail: {
      subject: 'হাট-এ আপনার ইমেইল ঠিকানা নিশ্চিত করুন',
      before: ['হাট-এ অ্যাকাউন্ট খোলার জন্য ধন্যবাদ। এটি যে আপনার ইমেইল ঠিকানা, তা নিশ্চিত করতে নিচের বাটনে ক্লিক করুন।'],
      button: 'ইমেইল ঠিকানা নিশ্চিত করুন',
      after: ['লিংকটি ২৪ ঘণ্টা পর্যন্ত কার্যকর থাকবে।', 'আপনি হাট-এ অ্যাকাউন্ট না খুলে থাকলে এই ইমেইলটি উপেক্ষা করুন।'],
    },
    confirmEmailChange: ({ newEmail }) => ({
      subject: 'হাট-এ আপনার নতুন ইমেইল ঠিকানা নিশ্চিত করুন',
      before: [
        `আপনি আপনার হাট অ্যাকাউন্টের ইমেইল ঠিকানা হিসেবে ${newEmail} ব্যবহার করতে চেয়েছেন। পরিবর্তনটি সম্পন্ন করতে নিচের বাটনে ক্লিক করুন।`,
      ],
      button: 'এই ইমেইল ঠিকানা ব্যবহার করুন',
      after: [
        'লিংকটি ২৪ ঘণ্টা পর্যন্ত কার্যকর থাকবে। লিংকটি খোলা না হওয়া পর্যন্ত আপনার অ্যাকাউন্টে বর্তমান ইমেইল ঠিকানাই থাকবে।',
        'আপনি এমন কোনো অনুরোধ না করে থাকলে এই ইমেইলটি উপেক্ষা করুন; কিছুই পরিবর্তন হবে না।',
      ],
    }),
    emailChangeRequested: ({ newEmail }) => ({
      subject: 'আপনার হাট অ্যাকাউন্টের ইমেইল ঠিকানা পরিবর্তনের অনুরোধ',
      paragraphs: [
        `আপনার হাট অ্যাকাউন্টের ইমেইল ঠিকানা পরিবর্তন করে ${newEmail} করার অনুরোধ করা হয়েছে।`,
        'ওই ঠিকানায় পাঠানো লিংকটি খোলা না হওয়া পর্যন্ত কিছুই পরিবর্তন হবে না।',
        'অনুরোধটি আপনি করে থাকলে আর কিছু করার দরকার নেই।',
        'আপনি না করে থাকলে এখনই লগইন করে আপনার পাসওয়ার্ড পরিবর্তন করুন; হয়তো অন্য কেউ আপনার পাসওয়ার্ড জানে।',
      ],
    }),
    passwordReset: {
      subject: 'আপনার হাট পাসওয়ার্ড রিসেট করুন',
      before: [
        'আমরা আপনার হাট অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার একটি অনুরোধ পেয়েছি। নতুন পাসওয়ার্ড দিতে নিচের বাটনে ক্লিক করুন।',
      ],
      button: 'নতুন পাসওয়ার্ড দিন',
      after: [
        'লিংকটি ৩০ মিনিট পর্যন্ত কার্যকর থাকবে এবং শুধু একবারই ব্যবহার করা যাবে।',
        'আপনি পাসওয়ার্ড রিসেটের অনুরোধ না করে থাকলে এই ইমেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড আগের মতোই থাকবে।',
      ],
    },
    orderPlaced: (order) => ({
      subject: `আপনার হাট অর্ডার ${order.orderNumber}`,
      before: [
        `${BN.date(order.placedAt)} তারিখে দেওয়া আপনার অর্ডার ${order.orderNumber}-এর জন্য ধন্যবাদ: ${BN.count(pieces(order))}টি পণ্য, ডেলিভারিসহ মোট ${BN.taka(order.total)}।`,
      ],
      table: orderTable('bn', BN_TABLE, order),
      button: 'অর্ডার দেখুন',
      after: [
        `আমরা এটি ${order.pickupPoint}-এ পৌঁছে দেব।`,
        order.payOnDelivery
          ? 'পণ্য হাতে পেয়ে নগদে মূল্য পরিশোধ করবেন।'
          : 'অনুগ্রহ করে মূল্য পাঠিয়ে অর্ডারের পেজ থেকে পেমেন্টের প্রমাণ জমা দিন, যাতে আমরা আপনার অর্ডার প্রস্তুত করতে পারি।',
        'অর্ডারটি পাঠানো হলে আমরা আবার জানাব।',
      ],
    }),
    orderMoved: ({ orderNumber, status, note }) => ({
      subject: `আপনার হাট অর্ডার ${orderNumber}: ${BN_STATUS[status].subject}`,
      before: [BN_STATUS[status].line(orderNumber), ...noteParagraph('হাট-এর পক্ষ থেকে বার্তা:', note)],
      button: 'অর্ডার দেখুন',
      after: [],
    }),
    paymentSwitched: ({ orderNumber, total, note }) => ({
      subject: `আপনার হাট অর্ডার ${orderNumber}: ক্যাশ অন ডেলিভারি`,
      before: [
        `আপনার অর্ডার ${orderNumber}-এর পেমেন্ট এখন ক্যাশ অন ডেলিভারিতে: পণ্য হাতে পেয়ে নগদে ${BN.taka(total)} দেবেন, আগে কোনো পেমেন্ট পাঠাতে হবে না।`,
        ...noteParagraph('হাট-এর পক্ষ থেকে বার্তা:', note),
      ],
      button: 'অর্ডার দেখুন',
      after: [],
    }),
    paymentVerified: ({ orderNumber, amount }) => ({
      subject: `আপনার হাট অর্ডার ${orderNumber}-এর পেমেন্ট পাওয়া গেছে`,
      before: [
        `অর্ডার ${orderNumber}-এর জন্য আপনার পাঠানো ${BN.taka(amount)} আমরা যাচাই করেছি: পেমেন্ট সম্পন্ন হয়েছে। আমরা এখন অর্ডারটি প্রস্তুত করছি।`,
      ],
      button: 'অর্ডার দেখুন',
      after: [],
    }),
    returnApproved: ({ orderNumber, line, note }) => ({
      subject: `হাট অর্ডার ${orderNumber}-এর রিটার্ন অনুমোদিত হয়েছে`,
      before: [
        `অর্ডার ${orderNumber}-এর ${lineWords('bn', BN_TABLE, line, BN)} ফেরতের অনুরোধ আমরা অনুমোদন করেছি। মূল্য ফেরত দেওয়ার পর আমরা আবার জানাব।`,
        ...noteParagraph('হাট-এর পক্ষ থেকে বার্তা:', note),
      ],
      button: 'রিটার্নগুলো দেখুন',
      after: [],
    }),
    returnRejected: ({ orderNumber, line, reason }) => ({
      subject: `হাট অর্ডার ${orderNumber}-এর রিটার্ন গ্রহণ করা হয়নি`,
      before: [
        `অর্ডার ${orderNumber}-এর ${lineWords('bn', BN_TABLE, line, BN)} ফেরতের অনুরোধ আমরা গ্রহণ করতে পারিনি।`,
        `কারণ: ${reason}`,
        'এটি ভুল মনে হলে এই ইমেইলের উত্তর দিন।',
      ],
      button: 'রিটার্নগুলো দেখুন',
      after: [],
    }),
    returnRefunded: ({ orderNumber, line, amount, note }) => ({
      subject: `হাট অর্ডার ${orderNumber}-এর রিটার্নের টাকা ফেরত দেওয়া হয়েছে`,
      before: [
        `অর্ডার ${orderNumber}-এর ${lineWords('bn', BN_TABLE, line, BN)} ফেরতের জন্য আমরা ${BN.taka(amount)} ফেরত দিয়েছি।`,
        ...noteParagraph('হাট-এর পক্ষ থেকে বার্তা:', note),
      ],
      button: 'রিটার্নগুলো দেখুন',
      after: [],
    }),
    orderRefunded: ({ orderNumber, amount, note }) => ({
      subject: `বাতিল হওয়া হাট অর্ডার ${orderNumber}-এর টাকা ফেরত দেওয়া হয়েছে`,
      before: [
        `বাতিল হওয়া অর্ডার ${orderNumber}-এর জন্য আপনার পরিশোধ করা ${BN.taka(amount)} আমরা ফেরত দিয়েছি।`,
        ...noteParagraph('হাট-এর পক্ষ থেকে বার্তা:', note),
      ],
      button: 'অর্ডার দেখুন',
      after: [],
    }),
    paymentRejected: ({ orderNumber, reason }) => ({
      subject: `হাট অর্ডার ${orderNumber}-এর পেমেন্ট আবার দেখুন`,
      before: [
        `অর্ডার ${orderNumber}-এর জন্য আপনার পাঠানো পেমেন্টের প্রমাণ আমরা গ্রহণ করতে পারিনি।`,
        `কারণ: ${reason}`,
        'অনুগ্রহ করে আপনার অ্যাপে পেমেন্টের বিবরণ যেভাবে দেখা যায় সেভাবে লিখে অর্ডারের পেজ থেকে প্রমাণটি আবার জমা দিন।',
      ],
      button: 'প্রমাণ আবার জমা দিন',
      after: [],
    }),
    passwordChanged: {
      subject: 'আপনার হাট পাসওয়ার্ড পরিবর্তন করা হয়েছে',
      paragraphs: [
        'আপনার হাট অ্যাকাউন্টের পাসওয়ার্ড এইমাত্র পরিবর্তন করা হয়েছে, এবং যেসব ডিভাইসে আপনার অ্যাকাউন্টে লগইন করা ছিল, সবগুলো থেকে লগ আউট করা হয়েছে।',
        'পরিবর্তনটি আপনি করে থাকলে আর কিছু করার দরকার নেই; নতুন পাসওয়ার্ড দিয়ে আবার লগইন করুন।',
        'আপনি না করে থাকলে হয়তো অন্য কেউ আপনার পাসওয়ার্ড জানে। এখনই হাট-এর লগইন পেজে গিয়ে “পাসওয়ার্ড ভুলে গেছেন?” ব্যবহার করে নতুন পাসওয়ার্ড দিন।',
      ],
    },
  },
};

/** To a new shopper: confirm the address they signed up with. */
export function verifyEmailMail({ link, ...reader }: Reader & { link: string }): MailContent {
  return compose(reader, withLink(COPY[reader.language].verifyEmail, link));
}

/** To the NEW address a shopper asked for: opening the link makes it the account's email. */
export function confirmEmailChangeMail({
  newEmail,
  link,
  ...reader
}: Reader & { newEmail: string; link: string }): MailContent {
  return compose(reader, withLink(COPY[reader.language].confirmEmailChange({ newEmail }), link));
}

/** To the OLD address: a change was asked for; nothing happens until the new address confirms it. */
export function emailChangeRequestedMail({
  newEmail,
  ...reader
}: Reader & { newEmail: string }): MailContent {
  return compose(reader, notice(COPY[reader.language].emailChangeRequested({ newEmail })));
}

/** A single-use link to choose a new password. */
export function passwordResetMail({ link, ...reader }: Reader & { link: string }): MailContent {
  return compose(reader, withLink(COPY[reader.language].passwordReset, link));
}

/** After a password change: every device was signed out; what to do if it was not them. */
export function passwordChangedMail(reader: Reader): MailContent {
  return compose(reader, notice(COPY[reader.language].passwordChanged));
}

/** To a shopper who placed an order: what they ordered, where it goes, how to pay, and a link to it. */
export function orderPlacedMail({
  link,
  order,
  ...reader
}: Reader & { link: string; order: PlacedOrderDetails }): MailContent {
  return compose(reader, withLink(COPY[reader.language].orderPlaced(order), link));
}

/** To a shopper whose order an operator moved: where it is now, and the operator's note. */
export function orderMovedMail({
  link,
  order,
  ...reader
}: Reader & { link: string; order: OrderMoveDetails }): MailContent {
  return compose(reader, withLink(COPY[reader.language].orderMoved(order), link));
}

/** To a shopper whose unpaid order the shop switched to cash on delivery: what they pay at the door. */
export function paymentSwitchedMail({
  link,
  order,
  ...reader
}: Reader & { link: string; order: { orderNumber: string; total: number; note: string } }): MailContent {
  return compose(reader, withLink(COPY[reader.language].paymentSwitched(order), link));
}

/** To a shopper whose payment proof was checked: verified (paid) or rejected with the reason. */
export function paymentCheckedMail({
  link,
  decision,
  ...reader
}: Reader & {
  link: string;
  decision:
    | { verified: true; orderNumber: string; amount: number }
    | { verified: false; orderNumber: string; reason: string };
}): MailContent {
  const copy = COPY[reader.language];
  return compose(
    reader,
    withLink(decision.verified ? copy.paymentVerified(decision) : copy.paymentRejected(decision), link),
  );
}

/** To a shopper whose return was decided: approved, rejected with the reason, or refunded. */
export function returnDecidedMail({
  link,
  decision,
  ...reader
}: Reader & {
  link: string;
  decision:
    | ({ kind: 'approved' } & ReturnDetails)
    | ({ kind: 'rejected'; reason: string } & ReturnDetails)
    | ({ kind: 'refunded'; amount: number } & ReturnDetails);
}): MailContent {
  const copy = COPY[reader.language];
  const words =
    decision.kind === 'approved'
      ? copy.returnApproved(decision)
      : decision.kind === 'rejected'
        ? copy.returnRejected(decision)
        : copy.returnRefunded(decision);
  return compose(reader, withLink(words, link));
}

/** To a shopper whose cancelled order's payment was given back. */
export function orderRefundedMail({
  link,
  refund,
  ...reader
}: Reader & { link: string; refund: { orderNumber: string; amount: number; note: string } }): MailContent {
  return compose(reader, withLink(COPY[reader.language].orderRefunded(refund), link));
}
