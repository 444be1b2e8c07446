import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ORDER } from '../../../testing/orders';
import { renderInShop, signInShopper } from '../../../testing/render';
import { refusal, startShop } from '../../../testing/shop-server';
import { PaymentProofForm } from './payment-proof-form';

async function openForm(language: 'en' | 'bn' = 'en') {
  const shop = await startShop(() => refusal(500, 'unexpected'));
  await signInShopper();
  const view = await renderInShop(
    <PaymentProofForm order={ORDER} onMethod={() => {}} onSubmitted={() => {}} />,
    {
      path: `/payments/${ORDER._id}`,
      language,
    },
  );
  return { ...view, shop, form: await screen.findByRole('form') };
}

test('the payment proof checks every field before anything is sent, and focuses the first in error', async () => {
  const { user, shop, form } = await openForm();
  expect(form).toHaveAccessibleName('Submit payment proof');
  expect(within(form).getByLabelText(/^Amount/)).toHaveValue(1260);
  expect(within(form).getByLabelText(/^Payment Method/)).toHaveValue('bkash');
  await user.click(within(form).getByRole('button', { name: 'Submit Payment Proof' }));

  const transaction = within(form).getByLabelText(/^Transaction ID/);
  expect(transaction).toHaveAccessibleDescription('Transaction ID is required');
  expect(transaction).toHaveFocus();
  // The screenshot's hint (what picture to send) is read before what is wrong.
  expect(within(form).getByLabelText(/^Screenshot/)).toHaveAccessibleDescription(
    /^A picture of the payment confirmation: .+ Screenshot is required$/,
  );
  expect(shop.calls(`/api/v1/orders/${ORDER._id}/payment-proof`)).toEqual([]);

  // A field's problem goes as soon as it is changed.
  await user.type(transaction, 'TX8A7B6C');
  expect(transaction).not.toHaveAccessibleDescription();
  expect(transaction).not.toHaveAttribute('aria-invalid');
});

test('in Bengali the payment proof asks for its fields in Bengali', async () => {
  const { user, shop, form } = await openForm('bn');
  await user.click(within(form).getByRole('button', { name: 'পেমেন্টের প্রমাণ জমা দিন' }));
  expect(within(form).getByLabelText(/^ট্রানজেকশন আইডি/)).toHaveAccessibleDescription('ট্রানজেকশন আইডি দিতে হবে');
  expect(within(form).getByLabelText(/^স্ক্রিনশট/)).toHaveAccessibleDescription(/ স্ক্রিনশট দিতে হবে$/);
  expect(shop.asked.filter((call) => call.method === 'POST')).toEqual([]);
});
