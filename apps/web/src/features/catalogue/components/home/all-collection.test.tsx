import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop } from '../../../../testing/render';
import { type Answer, refusal, startShop } from '../../../../testing/shop-server';
import { AllCollection } from './all-collection';

const productsShop = (answer: Answer) =>
  startShop(({ path }) => (path.startsWith('/api/v1/products?') ? answer : refusal(404, 'Not found.')));

test('when the products cannot be loaded, All Collection says none are available', async () => {
  const shop = await productsShop(refusal(500, 'down'));
  await renderInShop(<AllCollection />);
  expect(await screen.findByText('No products available right now.')).toBeVisible();
  expect(shop.calls('/api/v1/products?')).not.toHaveLength(0);
});

test('a products answer without a list of products counts as none', async () => {
  await productsShop({ status: 200, body: { success: true, products: { count: 0 } } });
  await renderInShop(<AllCollection />);
  expect(await screen.findByText('No products available right now.')).toBeVisible();
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
});
