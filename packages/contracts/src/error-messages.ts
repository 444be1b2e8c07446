/**
 * The texts of refusals, apart from the error shape's schema (`errors.ts`): the web app reads them
 * on pages that validate nothing themselves, and this module comes without zod.
 */
import {
  LIMITS,
  MAX_ADDRESSES_PER_SHOPPER,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_CODE_NUMBERS_PER_DAY,
  RETURN_WINDOW_DAYS,
  SHIPS_FROM,
} from './constants';

/**
 * Texts the API answers with, by code: the code is what an answer's `code` says, so a client can
 * show the text in the shopper's language. The spec's own wording where it gives one.
 */
export const ERROR_MESSAGES = {
  invalidRequest: 'The request is not valid.',
  routeNotFound: 'Not found.',
  bodyTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This kind of content is not accepted here.',
  unexpected: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  textInvalidCharacters: 'Text must not contain control characters.',
  productNotFound: 'Product not found.',
  cartLineNotFound: 'This item is not in your cart.',
  productUnavailable: 'This product is no longer sold.',
  sizeRequired: 'Please select a size before adding to cart.',
  promoUnknown: 'Invalid Promo Code',
  promoExpired: 'This promo code has expired.',
  promoNotYetValid: 'This promo code cannot be used yet.',
  promoUsedUp: 'This promo code has been used up.',
  promoAlreadyUsed: 'You have already used this promo code.',
  promoCartEmpty: 'Add something to your cart before applying a promo code.',
  heroImageMissing: 'No hero image is set.',
  addressFieldsRequired: 'Please fill in all required fields.',
  phoneInvalid: 'Please give a Bangladeshi mobile number, such as 01712345678 or +880 1712-345678.',
  addressPlaceUnknown: 'Please choose a province and a city of that province from the list.',
  addressNotFound: 'Address not found.',
  addressLimitReached: `You can keep at most ${MAX_ADDRESSES_PER_SHOPPER} addresses. Please delete one first.`,
  orderCartEmpty: 'Your cart is empty. Please add items to cart before placing an order.',
  orderTooLarge: 'An order may come to at most 10,000,000 taka. Please place it as several orders.',
  pickupPointRequired: 'Please select a pickup point.',
  paymentMethodRequired: 'Please select a payment method.',
  paymentMethodInvalid: 'Please select a valid payment method.',
  pickupPointIncomplete: 'Selected pickup point is missing required information.',
  orderLinesChanged:
    'Some of the items you chose are no longer in your cart. Please check your cart and try again.',
  orderPromoChanged:
    'Your promo code changed while you were checking out. Please check your cart and try again.',
  idempotencyKeyReused:
    'This order was already sent with other details. Please refresh the page and place it again.',
  orderNotFound: 'Order not found',
  messageNotFound: 'No message of the outbox has this id.',
  messageAlreadySent: 'This message was sent already.',
  reviewRatingInvalid: 'Please choose a rating from 1 to 5 stars.',
  reviewMessageRequired: 'Please write a few words about the product.',
  reviewNeedsDelivery: 'You can review a product once an order of it has been delivered to you.',
  reviewAlreadyWritten: 'You have already reviewed this product.',
  reviewNotFound: 'Review not found.',
  returnReasonRequired: 'Please tell us why you are returning these items.',
  returnNotDelivered: 'Only a delivered order can be returned.',
  returnWindowClosed: `Items can be returned within ${RETURN_WINDOW_DAYS} days of delivery; this order was delivered earlier.`,
  returnItemUnknown: 'Some of these items are not in this order.',
  returnAlreadyRequested: 'A return was already asked for one of these items.',
  transactionIdRequired: 'Transaction ID is required',
  proofMethodRequired: 'Payment Method is required',
  proofAmountInvalid: 'Amount must be greater than 0, with at most two decimals',
  screenshotRequired: 'Screenshot is required',
  screenshotTooLarge: 'The screenshot must be at most 5 MB.',
  screenshotTooManyPixels: 'The screenshot is too large to read: at most 25 megapixels.',
  screenshotNotImage: 'The screenshot must be a PNG, JPEG or WebP image.',
  senderNumberRequired: 'Sender Number is required',
  senderNumberInvalid:
    'Please give the number the payment was sent from: a bKash or Nagad account is a mobile number such as 01712345678; a Rocket account has one digit more.',
  senderNameRequired: 'Sender Name is required',
  paymentDateRequired: 'Payment Date is required',
  paymentDateInvalid: 'Payment Date must be a real date, not after today.',
  transactionIdUsed: 'This transaction ID has already been used for another payment.',
  paymentProofNotNeeded: 'This order is paid on delivery: it needs no payment proof.',
  paymentProofPending: 'A payment proof for this order is already being checked.',
  orderAlreadyPaid: 'This order is already paid.',
  orderCancelledNoPayment: 'This order is cancelled: it needs no payment.',
  cancelReasonRequired: 'Please tell us why you are cancelling.',
  orderNotCancellable: 'This order can no longer be cancelled: it is already on its way.',
  orderMoveNotAllowed: 'An order cannot move to that status from where it is.',
  orderUnpaidCannotShip:
    'This order is paid online and is not paid yet: it can ship once its payment is verified, or after switching it to cash on delivery.',
  orderPaymentNotSwitchable:
    'Only an order paid online that is not paid yet (with no payment proof waiting) and has not shipped can switch to cash on delivery.',
  orderForbidden: 'Not authorized to view this order',
  operatorOnly: 'Only the shop’s operators may do this.',
  proofNotFound: 'Payment proof not found.',
  proofAlreadyDecided: 'This payment proof has already been verified or rejected.',
  rejectReasonRequired: 'Please say why the payment proof is rejected: the shopper reads it.',
  dateRangeInvalid: 'The first day must not be after the last.',
  dayInvalid: 'A day is written YYYY-MM-DD.',
  searchTooLong: `Search text is too long (at most ${LIMITS.searchMaxLength} characters).`,
  sortUnknown: 'Unknown sort.',
  priceRangeInverted: 'The lowest price must not be above the highest.',
  shipsFromUnknown: `Shipping from must be one of ${SHIPS_FROM.join(', ')}.`,
  redirectNotShopPath: 'Must be a path of this shop.',
  orderStatusRequired: 'Please choose a status.',
  statementMethodRequired: 'Please choose bKash or Nagad.',
  statementFileRequired: 'Please choose the statement file.',
  statementTooLarge: 'The statement is too large (at most 2 MB).',
  proofsToVerifyRequired: 'Choose the proofs to verify.',
  returnNotFound: 'Return not found.',
  returnAlreadyDecided: 'This return has already been approved or rejected.',
  returnNotApproved: 'Only an approved return can be marked refunded.',
  returnRejectReasonRequired: 'Please say why the return is rejected: the shopper reads it.',
  refundNotOwed:
    'Only a cancelled or returned order that was paid, and not yet refunded, can be marked refunded.',
  courierNotConfigured: 'This courier is not set up: its keys are not in the shop’s settings.',
  courierNoDefault: 'Please choose a courier: none is set for this order’s delivery zone.',
  shipmentNotBookable:
    'Only a confirmed order that is paid, or paid in cash at the door, can be booked with a courier.',
  shipmentOtherCourier: 'This order is already booked with another courier. Cancel that booking first.',
  shipmentNotFound: 'This order has no open courier booking.',
  shipmentNotCancellable: 'The courier has already picked up this parcel: it can no longer be cancelled.',
  shipmentBeingSent: 'This booking is being sent to the courier right now. Please try again in a minute.',
  bookingOrdersRequired: 'Please choose the orders to book.',
  courierUnavailable: 'The courier could not be reached. Please try again in a few minutes.',
  shipmentAlreadyBooked: 'This order is already booked with a courier.',
  orderAddressLocked:
    'The delivery address can be corrected only while the order is in the shop and no courier booking is open.',
  orderWithCourier: 'A courier has a booking for this order. Cancel the booking first.',
  labelOrdersRequired: 'Please choose the orders whose labels to print.',
  labelOrdersTooMany: 'Labels can be printed for at most 500 orders at once.',
  payoutNotOwed: 'This order’s cash is not waiting for a courier’s payout.',
  trackingNotFound:
    'We found no order with this number and phone number. Please check both, as they are in your order’s message.',
  trackingOrderNumberRequired: 'Please enter your order number, such as HT-2611-000123.',
  smsEventUnknown: 'Please choose order events from the list.',
  phoneCodePhoneRequired: 'Please enter the mobile number to send the code to.',
  phoneCodeRequired: 'Please enter the six-digit code we sent you by SMS.',
  phoneCodeWrong: 'This code is not right. Please check the six digits in the SMS we sent you.',
  phoneCodeExpired: 'This code has expired or was used. Please ask for a new code.',
  phoneCodeTriesUsed: 'Too many wrong codes. Please ask for a new code.',
  phoneCodeResendTooSoon: 'A code was just sent. Please wait a minute before asking for another.',
  phoneCodeTooManyNumbers: `Codes can be sent to at most ${PHONE_CODE_NUMBERS_PER_DAY} different numbers in 24 hours from one account. Please use a number you already asked a code for, or try again tomorrow.`,
  codPhoneBlocked:
    'Cash on delivery is not available for this phone number. Please pay online by bKash or Nagad, or contact us.',
  codPhoneCodeRequired:
    'To pay on delivery, please first confirm this phone number with the six-digit code we send it by SMS.',
  /** The guard's refusal of a number not proven the shopper's: no reason and no figures of someone else's number. */
  codPhoneNotOffered:
    'Cash on delivery is not available for this phone number. Please pay online by bKash or Nagad. If the number is yours, confirm it with the six-digit code we send it by SMS, and we will tell you why and what else you can do.',
  codAdvanceNotOffered:
    'Paying the delivery fee in advance is only for orders that cannot be paid on delivery. Please place the order as it is.',
  riskOrderNotHeld: 'This order is not waiting for review.',
  riskFeeProofUndecided:
    'The proof of this order’s delivery fee is waiting to be checked or was rejected. Check the proof on the payments page, or cancel the order.',
  blockedPhoneNotFound: 'This number is not blocked.',
  codGuardPercentInvalid: 'A percentage is a whole number from 1 to 100.',
  codGuardCountInvalid: 'Please enter a whole number from 1 to 1,000.',
  codGuardTotalInvalid: 'An order total is in taka, from 0 to 10,000,000, with at most two decimals.',
  blockedPhoneNoteTooLong: 'The note must be at most 300 characters.',
  trackingPhoneRequired: 'Please enter the phone number the order is delivered to.',
  statementEmpty: 'The statement has no payments in it.',
  statementHeaderUnreadable:
    'The first line of the statement (its column names) cannot be read: a quote is left open.',
  statementNoTransactionColumn:
    'No column of transaction IDs was found in the statement. Please name it in the column mapping.',
  statementNoAmountColumn:
    'No column of amounts was found in the statement. Please name it in the column mapping.',
  statementTooLong: 'A statement may hold at most 20,000 payments. Please import it in parts.',
  payoutCourierRequired: 'Please choose the courier whose payout this is.',
  payoutFileRequired: 'Please choose the payout statement file.',
  payoutTooLarge: 'The payout statement is too large (at most 1 MB).',
  payoutEmpty: 'The payout statement has no lines in it.',
  payoutTooLong: 'A payout statement may hold at most 5,000 lines. Please import it in parts.',
  payoutHeaderUnreadable:
    'The first line of the payout statement (its column names) cannot be read: a quote is left open.',
  payoutNoConsignmentColumn:
    'No column of consignment IDs, tracking codes or invoices was found in the payout statement. Please name one in the column mapping.',
  payoutNoAmountColumn:
    'No column of the amounts the courier collected was found in the payout statement. Please name it in the column mapping.',
  productNameRequired: 'Please give the product a name.',
  productPriceInvalid: 'A price must be more than 0 and at most 1,000,000 taka, with at most two decimals.',
  productOldPriceNotHigher: 'The old price must be higher than the price.',
  productCategoryUnknown: 'Please choose a category from the list.',
  productItemNotInCategory: 'This item does not belong to the chosen category.',
  stockInvalid: 'Stock must be a whole number from 0 to 100,000.',
  stockSizesOfOneSize: 'This product comes in one size: give its units in stock, not stock per size.',
  stockUnitsOfSized: 'This product comes in sizes: give the stock of each size.',
  imageRequired: 'Please choose a picture.',
  imageTooLarge: 'A picture must be at most 5 MB.',
  imageTooManyPixels: 'A picture may have at most 25 megapixels.',
  imageNotImage: 'A picture must be a PNG, JPEG or WebP image.',
  productImageNotFound: 'This picture is not one of the product’s.',
  productImageLimit: 'A product may have at most 12 pictures. Please delete one first.',
  productImagesMismatch: 'The new order must list each of the product’s pictures exactly once.',
  categoryNotFound: 'Category not found.',
  categoryItemNotFound: 'This item is not in the category.',
  categoryNameRequired: 'Please give it a name.',
  categoryNameTaken: 'A category with this name already exists.',
  categoryItemNameTaken: 'This category already has an item with this name.',
  categoryInUse:
    'Products are filed under this category (archived ones too). Move them to another category first.',
  categoryItemInUse:
    'Products are filed under this item (archived ones too). Move them to another item first.',
  categoriesMismatch: 'The new order must list each of them exactly once.',
  promoCodeNotFound: 'Promo code not found.',
  promoCodeTaken: 'Another promo code already has this code. Please choose another.',
  promoCodeInvalid: 'A promo code is 3 to 30 letters, digits, dashes or underscores.',
  promoKindRequired: 'Please choose a percentage or a fixed amount.',
  promoValueInvalid: 'The discount must be more than 0: at most 100,000 taka, with at most two decimals.',
  promoPercentInvalid: 'A percentage must be a whole number from 1 to 100.',
  promoAmountInvalid: 'Amounts are in taka, from 0 to 1,000,000, with at most two decimals.',
  promoDateInvalid: 'Please give a real date and time.',
  promoDatesOutOfOrder: 'The code must end after it starts.',
  promoLimitInvalid: 'A limit is a whole number from 1 to 1,000,000, or empty for no limit.',
  promoLimitBelowUses: 'This code has already been used more times than that limit allows.',
  deliveryCostInvalid: 'A delivery cost is in taka, from 0 to 10,000, with at most two decimals.',
  taxRateInvalid: 'The tax rate is a percentage from 0 to 100, with at most two decimals.',
  unpaidHoursInvalid: 'The time to pay is a whole number of hours, from 1 to 720 (30 days).',
  walletNumberInvalid: 'Please enter a Bangladeshi mobile number, such as 01712-345678.',
  bankDetailsTooLong: 'The bank details must be at most 300 characters.',
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'Email already exists. Please use a different email.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  googleUnavailable: 'Google sign-in is not available.',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleFlowLost: 'Your sign-in took too long or was started elsewhere. Please try again.',
  googleEmailMissing: 'Your Google account did not share an email address.',
  googleEmailUnverified:
    'Google has not verified the email address of this account. Verify it with Google first, or sign in with your email and password.',
  googleOtherAccount: 'This email belongs to an account that signs in with another Google account.',
  nameRequired: 'Name is required.',
  fullNameRequired: 'Full Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another one.',
  passwordIsEmail: 'Your password must not be your email address.',
  passwordIsName: 'Your password must not be your name.',
  birthdayInvalid: 'Birthday must be a real date (YYYY-MM-DD).',
  linkInvalid: 'This link has expired or has already been used. Please ask for a new one.',
  linkRequired: 'The link is incomplete. Please open it again from your email.',
  emailAlreadyVerified: 'Your email address is already verified.',
  currentPasswordRequired: 'Enter your current password to change your email address.',
  currentPasswordWrong: 'Your current password is not correct.',
  recentSignInRequired:
    'For your safety, please sign out and sign in again before changing your email address.',
} as const;

/** Codes of refusals whose text is worded with details (`params`), so no fixed text stands in the catalogue. */
export const WORDED_ERROR_CODES = [
  /** params: minutes */
  'tooManyAttempts',
  /** params: size */
  'sizeSoldOut',
  /** params: size, left, inCart */
  'onlyLeftInSize',
  /** A one-size product sold out; no params */
  'soldOut',
  /** params: left, inCart: of a one-size product */
  'onlyLeft',
  /** params: limit, inCart */
  'lineLimitReached',
  /** params: minimum, missing (taka) */
  'promoMinimumNotReached',
  /** params: product (its name), productBn (its Bengali name, when it has one), size (none for a one-size product), left: a line of the order no longer fits the stock */
  'orderLineOutOfStock',
  /** params: product (its name), productBn (when it has one): a product of the order left the shop */
  'orderProductGone',
  /** params: limit: the phone number placed that many cash-on-delivery orders in the last 24 hours */
  'codPhoneDailyLimit',
  /** params: limit: the delivery address took that many cash-on-delivery orders in the last 24 hours */
  'codAddressDailyLimit',
  /** params: refused (deliveries not received), deliveryFee (taka): cash on delivery is not offered to the number */
  'codOnlinePaymentOnly',
  /** params: minutes: the account was refused cash on delivery too often in the hour; its orders paid on delivery wait that long */
  'codRefusalsTooMany',
] as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES | (typeof WORDED_ERROR_CODES)[number];
