import { ERROR_MESSAGES, type MyReview, REVIEW_MESSAGES } from '@haat/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop, signInShopper } from '../../../testing/render';
import { type Answer, refusal, startShop } from '../../../testing/shop-server';
import { ReviewForm } from './review-form';

async function openForm(answer: () => Answer, language: 'en' | 'bn' = 'en') {
  const shop = await startShop(answer);
  await signInShopper();
  const view = await renderInShop(<ReviewForm productId="product-1" productName="Cotton Panjabi" />, {
    path: '/order/order-1',
    language,
  });
  return { ...view, shop, form: await screen.findByRole('form') };
}

test('the review form asks for stars and words before sending, and focuses the stars', async () => {
  const { user, shop, form } = await openForm(() => refusal(500, ERROR_MESSAGES.unexpected));
  expect(form).toHaveAccessibleName('Review Cotton Panjabi');
  await user.click(within(form).getByRole('button', { name: 'Submit' }));
  const stars = within(form).getByRole('radiogroup', { name: 'Your rating' });
  expect(stars).toHaveAccessibleDescription(ERROR_MESSAGES.reviewRatingInvalid);
  expect(within(form).getByLabelText('Your review')).toHaveAccessibleDescription(
    ERROR_MESSAGES.reviewMessageRequired,
  );
  expect(within(stars).getByRole('radio', { name: '1 star' })).toHaveFocus();
  expect(shop.asked.filter((call) => call.method === 'POST')).toEqual([]);

  // Choosing stars clears their message; the words' stays until they are written.
  await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
  expect(stars).not.toHaveAccessibleDescription();
  await user.click(within(form).getByRole('button', { name: 'Submit' }));
  expect(within(form).getByLabelText('Your review')).toHaveFocus();
});

test('in Bengali the review form asks in Bengali', async () => {
  const { user, form } = await openForm(() => refusal(500, ERROR_MESSAGES.unexpected), 'bn');
  await user.click(within(form).getByRole('button', { name: 'জমা দিন' }));
  expect(within(form).getByText('অনুগ্রহ করে ১ থেকে ৫ স্টারের মধ্যে একটি রেটিং দিন।')).toBeVisible();
  expect(within(form).getByText('পণ্যটি সম্পর্কে অন্তত কয়েকটি কথা লিখুন।')).toBeVisible();
});

test('a second review of the same product is refused in the shop’s words', async () => {
  const { user, shop, form } = await openForm(() =>
    refusal(409, ERROR_MESSAGES.reviewAlreadyWritten, 'reviewAlreadyWritten'),
  );
  await user.click(within(form).getByRole('radio', { name: '5 stars' }));
  await user.type(within(form).getByLabelText('Your review'), '  Again  ');
  await user.click(within(form).getByRole('button', { name: 'Submit' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.reviewAlreadyWritten);
  expect(shop.calls('/api/v1/products/product-1/reviews').map((call) => call.body)).toEqual([
    { rating: 5, message: 'Again' },
  ]);
});

test('a written review is thanked for', async () => {
  const { user, form } = await openForm(() => ({
    status: 201,
    body: {
      success: true,
      message: REVIEW_MESSAGES.written,
      review: {
        id: 'review-1',
        productId: 'product-1',
        productName: 'Cotton Panjabi',
        productImage: '',
        rating: 5,
        message: 'Warm and soft.',
        date: '2026-11-28T10:00:00.000Z',
      } satisfies MyReview,
    },
  }));
  await user.click(within(form).getByRole('radio', { name: '5 stars' }));
  await user.type(within(form).getByLabelText('Your review'), 'Warm and soft.');
  await user.click(within(form).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.written);
});
