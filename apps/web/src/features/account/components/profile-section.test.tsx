import { ERROR_MESSAGES, type Profile } from '@haat/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop, SHOPPER, signInShopper } from '../../../testing/render';
import { type Asked, refusal, startShop } from '../../../testing/shop-server';
import { ProfileSection } from './profile-section';

const PROFILE: Profile = {
  id: SHOPPER.id,
  _id: SHOPPER.id,
  name: 'Sharmin Sultana',
  email: 'sharmin@haat.test',
  role: 'user',
  picture: null,
  verified_email: true,
  phone: '',
  phone_verified: false,
  birthday: '',
  gender: '',
  has_password: true,
  pending_email: null,
  sms_updates: true,
};

/** GET /user/profile answers the profile; PUT refuses the email another account uses (409). */
const profileShop = ({ method, path }: Asked) =>
  path !== '/api/v1/user/profile'
    ? refusal(404, ERROR_MESSAGES.routeNotFound)
    : method === 'GET'
      ? { status: 200, body: { success: true, user: PROFILE } }
      : refusal(409, ERROR_MESSAGES.emailTaken, 'emailTaken');

async function openProfileForm() {
  const shop = await startShop(profileShop);
  await signInShopper();
  const view = await renderInShop(<ProfileSection userId={SHOPPER.id} />, { path: '/manageaccount/profile' });
  await view.user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return { ...view, shop, form: await screen.findByRole('form', { name: 'Edit Profile' }) };
}

test('the profile form shows what is missing under each field and sends nothing', async () => {
  const { user, shop, form } = await openProfileForm();
  const name = within(form).getByLabelText('Full Name');
  const email = within(form).getByLabelText('Email Address');
  await user.clear(name);
  await user.clear(email);
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveFocus();
  expect(name).toHaveAccessibleDescription(ERROR_MESSAGES.fullNameRequired);
  expect(within(form).getByText(ERROR_MESSAGES.emailRequired)).toBeVisible();

  // Typing a name clears its message; the email's stays until it is given.
  await user.type(name, 'Sharmin');
  expect(within(form).queryByText(ERROR_MESSAGES.fullNameRequired)).not.toBeInTheDocument();
  expect(within(form).getByText(ERROR_MESSAGES.emailRequired)).toBeVisible();
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  expect(email).toHaveFocus();
  expect(shop.asked.filter((call) => call.method === 'PUT')).toEqual([]);
});

test('an email another shopper uses is refused with Profile update failed', async () => {
  const { user, shop, form } = await openProfileForm();
  const email = within(form).getByLabelText('Email Address');
  await user.clear(email);
  await user.type(email, 'someone.else@haat.test');
  await user.type(within(form).getByLabelText(/^Current password/), 'haat-e2e-password');
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    `Profile update failed: ${ERROR_MESSAGES.emailTaken}`,
  );
  expect(within(form).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  expect(shop.asked.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
    expect.objectContaining({ email: 'someone.else@haat.test', currentPassword: 'haat-e2e-password' }),
  ]);
});

test('the shopper chooses every order SMS or only what an order needs', async () => {
  const { user, shop, form } = await openProfileForm();
  const sms = within(form).getByRole('checkbox', { name: /Send me an SMS at each step of my orders/ });
  expect(sms).toBeChecked();
  expect(sms).toHaveAccessibleName(expect.stringContaining('we text you only how to pay'));
  await user.click(sms);
  await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  await within(form).findByRole('alert');
  expect(shop.asked.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
    expect.objectContaining({ smsUpdates: false }),
  ]);
});
