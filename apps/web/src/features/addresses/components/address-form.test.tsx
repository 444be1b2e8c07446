import { ERROR_MESSAGES } from '@haat/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderInShop, signInShopper } from '../../../testing/render';
import { refusal, startShop } from '../../../testing/shop-server';
import { AddressForm } from './address-form';

async function openForm(language: 'en' | 'bn' = 'en') {
  const shop = await startShop(() => refusal(500, 'unexpected'));
  await signInShopper();
  const onCancel = vi.fn();
  const view = await renderInShop(<AddressForm onSaved={() => {}} onCancel={onCancel} />, {
    path: '/addresses',
    language,
  });
  return { ...view, shop, onCancel, form: await screen.findByRole('form') };
}

test('the address form asks for every required field, focuses the first, and sends nothing', async () => {
  const { user, shop, form, onCancel } = await openForm();
  expect(screen.getByRole('heading', { name: 'Add New Address' })).toHaveFocus();
  await user.type(within(form).getByLabelText(/^Landmark/), 'Near the mosque');
  await user.click(within(form).getByRole('button', { name: 'SAVE ADDRESS' }));

  expect(within(form).getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.addressFieldsRequired);
  const name = within(form).getByLabelText(/^Full Name/);
  expect(name).toHaveFocus();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription(ERROR_MESSAGES.addressFieldsRequired);
  expect(within(form).getByLabelText(/^Landmark/)).not.toHaveAttribute('aria-invalid');

  // With only some filled in, the rest are still asked for.
  await user.type(name, 'Nusrat Jahan');
  await user.type(within(form).getByLabelText(/^Phone Number/), '01711000111');
  await user.click(within(form).getByRole('button', { name: 'SAVE ADDRESS' }));
  expect(within(form).getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.addressFieldsRequired);
  expect(within(form).getByLabelText(/^Province/)).toHaveFocus();
  expect(shop.calls('/api/v1/user/addresses')).toEqual([]);

  // Back leaves the form, with nothing saved.
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(onCancel).toHaveBeenCalledOnce();
});

test('in Bengali the form asks for the same in Bengali', async () => {
  const { user, shop, form } = await openForm('bn');
  await user.click(within(form).getByRole('button', { name: 'ঠিকানা সেভ করুন' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('অনুগ্রহ করে সব প্রয়োজনীয় ঘর পূরণ করুন।');
  expect(within(form).getByLabelText(/^পুরো নাম/)).toHaveFocus();
  expect(within(form).getByLabelText(/^ফোন নম্বর/)).toHaveAttribute('aria-invalid', 'true');
  expect(shop.calls('/api/v1/user/addresses')).toEqual([]);
});

test('a city belongs to its province: another province asks for its city again', async () => {
  const { user, form } = await openForm();
  const city = within(form).getByLabelText(/^City/);
  expect(within(city).getByRole('option', { name: 'Select a province first' })).toBeInTheDocument();
  await user.selectOptions(within(form).getByLabelText(/^Province/), 'Rajshahi');
  await user.selectOptions(city, 'Bogura');
  expect(city).toHaveValue('Bogura');
  await user.selectOptions(within(form).getByLabelText(/^Province/), 'Dhaka');
  expect(city).toHaveValue('');
});
