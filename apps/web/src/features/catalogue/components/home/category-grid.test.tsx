import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CATEGORIES, categoriesShop, NOT_A_LIST } from '../../../../testing/catalogue';
import { renderInShop } from '../../../../testing/render';
import { type Answer, refusal, startShop } from '../../../../testing/shop-server';
import { CategoryGrid } from './category-grid';

test('when the categories fail to load, Shop by Category says so, and a retry brings them', async () => {
  let answer: Answer = refusal(500, 'down');
  await startShop(categoriesShop(() => answer));
  const { user } = await renderInShop(<CategoryGrid />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading categories. Please try again.');

  answer = { status: 200, body: CATEGORIES };
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: /Winter Collection/ })).toHaveAttribute(
    'href',
    '/category/winter-collection',
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test.each([
  ['no categories', []],
  ...NOT_A_LIST.map((body) => [`${JSON.stringify(body)}, not a list`, body]),
])('with %s Shop by Category says No categories available', async (_, body) => {
  await startShop(categoriesShop(() => ({ status: 200, body })));
  await renderInShop(<CategoryGrid />);
  expect(await screen.findByText('No categories available')).toBeVisible();
});
