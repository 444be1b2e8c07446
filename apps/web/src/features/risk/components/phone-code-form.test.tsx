import { ERROR_MESSAGES, PHONE_CODE_RESEND_SECONDS, PHONE_CODE_VALID_SECONDS } from '@haat/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderInShop, signInShopper } from '../../../testing/render';
import { type Answer, type Asked, refusal, startShop } from '../../../testing/shop-server';
import { PhoneCodeForm } from './phone-code-form';
import { VerifyPhone } from './verify-phone';

const PHONE = '01712345678';
const CODE = '482913';

const SENT: Answer = {
  status: 200,
  body: {
    success: true,
    phone: PHONE,
    expiresInSeconds: PHONE_CODE_VALID_SECONDS,
    resendAfterSeconds: PHONE_CODE_RESEND_SECONDS,
  },
};
const VERIFIED: Answer = { status: 200, body: { success: true, phone: PHONE } };

const wrongCode = (triesLeft: number): Answer => ({
  status: 400,
  body: {
    success: false,
    code: 'phoneCodeWrong',
    message: ERROR_MESSAGES.phoneCodeWrong,
    params: { triesLeft },
    issues: [{ path: 'body.code', message: ERROR_MESSAGES.phoneCodeWrong, code: 'phoneCodeWrong' }],
  },
});

/** A shop that texts a code, and takes CODE (written in either digits) as the right one. */
function codeShop({ path, body }: Asked): Answer {
  if (path === '/api/v1/phone-verification') return SENT;
  if (path !== '/api/v1/phone-verification/confirm') return refusal(404, ERROR_MESSAGES.routeNotFound);
  const typed = String((body as { code?: string }).code ?? '').replace(/[০-৯]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) - 0x09e6),
  );
  return typed.replace(/\s/g, '') === CODE ? VERIFIED : wrongCode(4);
}

async function openForm(answer: (asked: Asked) => Answer | Promise<Answer>, language: 'en' | 'bn' = 'en') {
  const shop = await startShop(answer);
  await signInShopper();
  const onVerified = vi.fn();
  const view = await renderInShop(<PhoneCodeForm phone={PHONE} onVerified={onVerified} />, { language });
  return { ...view, shop, onVerified };
}

afterEach(() => {
  vi.useRealTimers();
});

test('Send code shows Sending... while the shop texts it, then the code field and the wait before another', async () => {
  let answer: (value: Answer) => void = () => {};
  const held = new Promise<Answer>((resolve) => {
    answer = resolve;
  });
  const { user, shop } = await openForm((asked) =>
    asked.path === '/api/v1/phone-verification' ? held : codeShop(asked),
  );
  expect(screen.getByText(`We will send a six-digit code by SMS to ${PHONE}.`)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Send code' }));

  expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  answer(SENT);
  expect(await screen.findByText(`We sent a code to ${PHONE}. It works for 5 minutes.`)).toBeVisible();
  expect(screen.getByLabelText('Code from the SMS')).toHaveAttribute('autocomplete', 'one-time-code');
  expect(screen.getByText(/^You can ask for a new code in (60|59) s\.$/)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
  expect(shop.calls('/api/v1/phone-verification')).toEqual([
    { method: 'POST', path: '/api/v1/phone-verification', body: { phone: PHONE } },
  ]);
});

test('a wrong code is refused under the field with the tries left; the right one, in Bengali digits, verifies', async () => {
  const { user, shop, onVerified } = await openForm(codeShop);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  const field = await screen.findByLabelText('Code from the SMS');
  await user.type(field, '111111');
  await user.click(screen.getByRole('button', { name: 'Verify' }));

  expect(await screen.findByText(`${ERROR_MESSAGES.phoneCodeWrong} 4 tries left.`)).toBeVisible();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveFocus();
  expect(onVerified).not.toHaveBeenCalled();

  await user.clear(field);
  expect(field).not.toHaveAttribute('aria-invalid');
  await user.type(field, '৪৮২ ৯১৩');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText(`${PHONE} is verified.`)).toHaveAttribute('role', 'status');
  expect(onVerified).toHaveBeenCalledExactlyOnceWith(PHONE);
  expect(shop.calls('/api/v1/phone-verification/confirm').map((call) => call.body)).toEqual([
    { phone: PHONE, code: '111111' },
    { phone: PHONE, code: '৪৮২ ৯১৩' },
  ]);
});

test('a missing or short code is refused before anything is sent', async () => {
  const { user, shop } = await openForm(codeShop);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  const field = await screen.findByLabelText('Code from the SMS');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(field).toHaveAccessibleDescription(expect.stringContaining(ERROR_MESSAGES.phoneCodeRequired));
  await user.type(field, '12345');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(field).toHaveAccessibleDescription(expect.stringContaining(ERROR_MESSAGES.phoneCodeWrong));
  expect(shop.calls('/api/v1/phone-verification/confirm')).toEqual([]);
});

test('an expired code says to ask for a new one, which Send a new code does once the minute is over', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { user, shop } = await openForm(({ path }) =>
    path === '/api/v1/phone-verification'
      ? SENT
      : refusal(400, ERROR_MESSAGES.phoneCodeExpired, 'phoneCodeExpired'),
  );
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText('Code from the SMS'), CODE);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.phoneCodeExpired);

  await act(async () => {
    vi.advanceTimersByTime(PHONE_CODE_RESEND_SECONDS * 1000);
  });
  await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByText(/^You can ask for a new code in (60|59) s\.$/)).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(shop.calls('/api/v1/phone-verification')).toHaveLength(3);
});

test('a code asked for too soon says so, counts down the seconds the shop gives, and lets the code sent be typed', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { user } = await openForm(({ path }) =>
    path === '/api/v1/phone-verification'
      ? {
          status: 429,
          body: {
            success: false,
            code: 'phoneCodeResendTooSoon',
            message: ERROR_MESSAGES.phoneCodeResendTooSoon,
            params: { seconds: 42 },
          },
        }
      : VERIFIED,
  );
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.phoneCodeResendTooSoon);
  expect(screen.getByText(/^You can ask for a new code in (42|41) s\.$/)).toBeVisible();
  // The count and its unit never part at the line's end (getByText reads a no-break space as one).
  expect(screen.getByText(/new code in/).textContent).toMatch(/\d\u00a0s\.$/);
  await act(async () => {
    vi.advanceTimersByTime(20_000);
  });
  expect(screen.getByText(/^You can ask for a new code in (22|21) s\.$/)).toBeVisible();
  await user.type(screen.getByLabelText('Code from the SMS'), CODE);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText(`${PHONE} is verified.`)).toHaveAttribute('role', 'status');
});

test('too many wrong codes, in Bengali: the catalogue’s words and Bengali digits', async () => {
  const { user } = await openForm(
    ({ path }) =>
      path === '/api/v1/phone-verification'
        ? SENT
        : refusal(429, ERROR_MESSAGES.phoneCodeTriesUsed, 'phoneCodeTriesUsed'),
    'bn',
  );
  await user.click(screen.getByRole('button', { name: 'কোড পাঠান' }));
  expect(await screen.findByText(`${PHONE} নম্বরে একটি কোড পাঠিয়েছি। এটি ৫ মিনিট কাজ করবে।`)).toBeVisible();
  expect(screen.getByText(/^(৬০|৫৯) সেকেন্ড পরে নতুন কোড চাইতে পারবেন।$/)).toBeVisible();
  expect(screen.getByText(/নতুন কোড চাইতে/).textContent).toMatch(/^[০-৯]+\u00a0সেকেন্ড/);
  await user.type(screen.getByLabelText('SMS-এর কোড'), CODE);
  await user.click(screen.getByRole('button', { name: 'যাচাই করুন' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'অনেকবার ভুল কোড দেওয়া হয়েছে। অনুগ্রহ করে নতুন কোড চান।',
  );
});

test('a verified number shows the Verified mark; another shows Verify, which opens the form and closes once verified', async () => {
  await startShop(codeShop);
  await signInShopper();
  const { user } = await renderInShop(
    <ul>
      <li>
        <VerifyPhone phone="01811111111" verified />
      </li>
      <li aria-label="Unverified">
        <VerifyPhone phone={PHONE} verified={false} />
      </li>
    </ul>,
  );
  expect(screen.getByText('Verified')).toHaveAttribute(
    'title',
    'This number is verified: you proved it is yours with a code we sent to it.',
  );
  const unverified = screen.getByRole('listitem', { name: 'Unverified' });
  expect(within(unverified).getByText('Not verified')).toBeVisible();
  await user.click(within(unverified).getByRole('button', { name: `Verify ${PHONE}` }));
  const form = within(unverified).getByRole('form', { name: `Verify ${PHONE}` });
  await user.click(within(form).getByRole('button', { name: 'Send code' }));
  await user.type(await within(form).findByLabelText('Code from the SMS'), CODE);
  await user.click(within(form).getByRole('button', { name: 'Verify' }));
  // The form closes; the answers that show the mark are read afresh by the page around it.
  expect(await within(unverified).findByRole('button', { name: `Verify ${PHONE}` })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
