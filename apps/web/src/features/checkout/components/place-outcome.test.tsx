import { ERROR_MESSAGES, PHONE_CODE_RESEND_SECONDS, PHONE_CODE_VALID_SECONDS } from '@haat/contracts';
import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { renderInShop, signInShopper } from '../../../testing/render';
import { type Asked, refusal, startShop } from '../../../testing/shop-server';
import { PlaceOutcome } from './place-outcome';

/** The pickup point's number, as checkout sends it. */
const PHONE = '01712345678';

/** The COD guard's refusal as the API words it (apps/api's cod-guard.test.ts). */
const ONLINE_ONLY =
  'Cash on delivery is not available for this phone number, as 3 earlier deliveries to it were not received. Please pay online by bKash or Nagad, or pay the delivery fee of ৳60 in advance.';

/** A shop that texts a code to the number and takes 482913 as the right one. */
function codeShop({ path }: Asked) {
  if (path === '/api/v1/phone-verification')
    return {
      status: 200,
      body: {
        success: true,
        phone: PHONE,
        expiresInSeconds: PHONE_CODE_VALID_SECONDS,
        resendAfterSeconds: PHONE_CODE_RESEND_SECONDS,
      },
    };
  if (path === '/api/v1/phone-verification/confirm')
    return { status: 200, body: { success: true, phone: PHONE } };
  return refusal(404, ERROR_MESSAGES.routeNotFound);
}

async function showOutcome(error: Error | null, { slow = false } = {}) {
  const shop = await startShop(codeShop);
  await signInShopper();
  const onAdvance = vi.fn();
  const onVerified = vi.fn();
  const view = await renderInShop(
    <PlaceOutcome slow={slow} error={error} phone={PHONE} onAdvance={onAdvance} onVerified={onVerified} />,
  );
  return { ...view, shop, onAdvance, onVerified };
}

// A number not proven the shopper's is refused without its reason: proven, the order tried again says why.
test.each(['codPhoneCodeRequired', 'codPhoneNotOffered'] as const)(
  'refused with %s, it shows the code form for the refusal’s number, no advance, and places the order again once the number is proven',
  async (code) => {
    const { user, shop, onAdvance, onVerified } = await showOutcome(
      new ApiError(409, ERROR_MESSAGES[code], code, {}, { phone: PHONE }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`Failed to create order: ${ERROR_MESSAGES[code]}`);
    expect(screen.getByRole('form', { name: `Verify ${PHONE}` })).toBeVisible();
    expect(screen.queryByRole('button', { name: /delivery fee in advance/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the SMS'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(`${PHONE} is verified.`)).toBeVisible();
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(onAdvance).not.toHaveBeenCalled();
    expect(shop.calls('/api/v1/phone-verification')[0]?.body).toEqual({ phone: PHONE });
  },
);

test('offered online payment only, its advance button places the order again with the fee paid first', async () => {
  const { user, onAdvance, onVerified } = await showOutcome(
    new ApiError(409, ONLINE_ONLY, 'codOnlinePaymentOnly', {}, { refused: 3, deliveryFee: 60 }),
  );
  expect(screen.getByRole('alert')).toHaveTextContent(`Failed to create order: ${ONLINE_ONLY}`);
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  await user.click(
    screen.getByRole('button', { name: 'Pay the delivery fee in advance, the rest on delivery' }),
  );
  expect(onAdvance).toHaveBeenCalledTimes(1);
  expect(onVerified).not.toHaveBeenCalled();
});

test('any other refusal shows only its words', async () => {
  await showOutcome(new ApiError(409, ERROR_MESSAGES.codPhoneBlocked, 'codPhoneBlocked'));
  expect(screen.getByRole('alert')).toHaveTextContent(
    `Failed to create order: ${ERROR_MESSAGES.codPhoneBlocked}`,
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test('an order still on its way after a while says so, and nothing else', async () => {
  await showOutcome(null, { slow: true });
  expect(screen.getByRole('status')).toHaveTextContent(
    'Still working on it. Please keep this page open: your order will not be placed twice.',
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
