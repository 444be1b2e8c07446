import type { Format } from './format';
import { defineMessages } from './i18n';

/**
 * The refusals the server words with details (`WORDED_ERROR_CODES` and their `params`), as texts
 * with the details in braces. English pages show the server's own words, which these follow; other
 * languages are worded from their translation, with the language's digits and taka.
 */
export const wordedRefusalMessages = defineMessages('worded-refusals', {
  tooManyAttempts: 'Too many attempts. Please wait {minutes} minutes and try again.',
  sizeSoldOut: 'Size {size} is sold out.',
  soldOut: 'It is sold out.',
  onlyLeftInSize: 'Only {left} left in size {size}.',
  onlyLeftInSizeInCart: 'Only {left} left in size {size}, and {inCart} are already in your cart.',
  onlyLeft: 'Only {left} left.',
  onlyLeftInCart: 'Only {left} left, and {inCart} are already in your cart.',
  lineLimitReached: 'At most {limit} of one size per order.',
  lineLimitReachedInCart: 'At most {limit} of one size per order, and {inCart} are already in your cart.',
  promoMinimumNotReached: 'Add {missing} more to use this code: it needs {minimum} or more.',
  orderLineSoldOut: '{product} is sold out in size {size}.',
  orderLineSoldOutOneSize: '{product} is sold out.',
  orderLineOutOfStock: 'Only {left} of {product} left in size {size}.',
  orderLineOutOfStockOneSize: 'Only {left} of {product} left.',
  orderProductGone: '{product} is no longer sold. Please remove it from your cart.',
  codPhoneDailyLimit:
    'This phone number has placed {limit} orders paid on delivery in the last 24 hours, as many as one number may. Please pay online by bKash or Nagad, or order again tomorrow.',
  codAddressDailyLimit:
    'This address has received {limit} orders paid on delivery in the last 24 hours, as many as one address may. Please pay online by bKash or Nagad, or order again tomorrow.',
  codOnlinePaymentOnly:
    'Cash on delivery is not available for this phone number, as {refused} earlier deliveries to it were not received. Please pay online by bKash or Nagad, or pay the delivery fee of {deliveryFee} in advance.',
  codOnlinePaymentOnlyOne:
    'Cash on delivery is not available for this phone number, as 1 earlier delivery to it was not received. Please pay online by bKash or Nagad, or pay the delivery fee of {deliveryFee} in advance.',
  codRefusalsTooMany:
    'Your account was refused cash on delivery several times in the last hour. Please pay online by bKash or Nagad, or try cash on delivery again in {minutes} minutes.',
});

type Key = keyof (typeof wordedRefusalMessages)['en'];
export type RefusalParams = Record<string, string | number>;

/**
 * Which text words a refusal of `code` with `params`, and the values it is worded with (taka
 * written as the language writes it, a product by its name in the language); null for a refusal
 * with no such text, or details it needs missing.
 */
export function wordedRefusal(
  code: string,
  params: RefusalParams,
  format: Format,
): { key: Key; values: RefusalParams } | null {
  const number = (name: string) => (typeof params[name] === 'number' ? (params[name] as number) : null);
  const sized = params.size !== undefined;
  const inCart = (number('inCart') ?? 0) > 0;
  const product = format.language === 'bn' ? (params.productBn ?? params.product) : params.product;
  const withProduct = product === undefined ? null : { ...params, product };
  switch (code) {
    case 'tooManyAttempts':
      return { key: 'tooManyAttempts', values: params };
    case 'codRefusalsTooMany':
      return number('minutes') === null ? null : { key: code, values: params };
    case 'sizeSoldOut':
      return { key: sized ? 'sizeSoldOut' : 'soldOut', values: params };
    case 'onlyLeftInSize':
      return {
        key: sized
          ? inCart
            ? 'onlyLeftInSizeInCart'
            : 'onlyLeftInSize'
          : inCart
            ? 'onlyLeftInCart'
            : 'onlyLeft',
        values: params,
      };
    case 'lineLimitReached':
      return { key: inCart ? 'lineLimitReachedInCart' : 'lineLimitReached', values: params };
    case 'promoMinimumNotReached': {
      const minimum = number('minimum');
      const missing = number('missing');
      if (minimum === null || missing === null) return null;
      const taka = (amount: number) => format.taka(amount, { decimals: !Number.isInteger(amount) });
      return { key: 'promoMinimumNotReached', values: { minimum: taka(minimum), missing: taka(missing) } };
    }
    case 'orderLineOutOfStock':
      if (!withProduct) return null;
      return number('left') === 0
        ? { key: sized ? 'orderLineSoldOut' : 'orderLineSoldOutOneSize', values: withProduct }
        : { key: sized ? 'orderLineOutOfStock' : 'orderLineOutOfStockOneSize', values: withProduct };
    case 'orderProductGone':
      return withProduct && { key: 'orderProductGone', values: withProduct };
    case 'codPhoneDailyLimit':
    case 'codAddressDailyLimit':
      return number('limit') === null ? null : { key: code, values: params };
    case 'codOnlinePaymentOnly': {
      const refused = number('refused');
      const fee = number('deliveryFee');
      if (refused === null || fee === null) return null;
      const deliveryFee = format.taka(fee, { decimals: !Number.isInteger(fee) });
      return {
        key: refused === 1 ? 'codOnlinePaymentOnlyOne' : 'codOnlinePaymentOnly',
        values: { refused, deliveryFee },
      };
    }
    default:
      return null;
  }
}
