import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { categoriesShop } from '../../../testing/catalogue';
import { renderInShop } from '../../../testing/render';
import { type Answer, refusal, startShop } from '../../../testing/shop-server';
import CategoriesPage from './categories-page';

test('the category listing says when categories fail, and when there are none', async () => {
  let answer: Answer = refusal(500, 'Something went wrong', 'unexpected');
  await startShop(categoriesShop(() => answer));
  const { user } = await renderInShop(<CategoriesPage />, { path: '/category' });
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('Error loading categories. Please try again.');
  expect(failure).toHaveTextContent('Failed to fetch categories (status 500)');

  answer = { status: 200, body: [] };
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No categories available')).toBeVisible();
});
