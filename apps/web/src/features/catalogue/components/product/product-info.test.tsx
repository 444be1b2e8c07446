import type { ProductDetail } from '@haat/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop, signInShopper } from '../../../../testing/render';
import { type Answer, loseTheConnection, refusal, startShop } from '../../../../testing/shop-server';
import { ProductInfo } from './product-info';

/** A Panjabi with a few pieces left in M, as GET /products/{id} answers it. */
const PANJABI: ProductDetail = {
  _id: 'product-1',
  id: 'product-1',
  name: 'Cotton Panjabi',
  nameBn: null,
  price: 1200,
  oldPrice: null,
  image: '',
  thumbnail: '',
  category: "Men's Fashion",
  categorySlug: 'mens-fashion',
  rating: 4.5,
  sold: 12,
  stock: 8,
  oneSize: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  description: 'A soft cotton panjabi.',
  descriptionBn: null,
  images: [],
  thumbnails: [],
  categoryId: 'category-1',
  categoryBn: null,
  item: 'Panjabi',
  itemBn: null,
  itemSlug: 'panjabi',
  brand: 'Aarong',
  colour: 'White',
  shipsFrom: 'BD',
  sizes: [
    { size: 'M', stock: 8 },
    { size: 'L', stock: 0 },
  ],
};

/** Adds the Panjabi in M with the shop answering POST /cart/items with `answer`; the words shown. */
async function addAnswered(answer: Answer | 'no answer') {
  if (answer === 'no answer') await loseTheConnection();
  else await startShop(({ path }) => (path === '/api/v1/cart/items' ? answer : refusal(404, 'Not found.')));
  await signInShopper();
  const { user } = await renderInShop(
    <ProductInfo product={PANJABI} returnPath="/product/product-1" ratings={undefined} />,
    {
      path: '/product/product-1',
    },
  );
  await user.click(await screen.findByRole('button', { name: 'M' }));
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  return screen.findByRole('alert');
}

test('Add to Cart says the shop’s own words when it refuses', async () => {
  const alert = await addAnswered(refusal(409, 'The cart is closed for stocktaking.', 'cartClosed'));
  expect(alert).toHaveTextContent('The cart is closed for stocktaking.');
});

test('Add to Cart says Failed to add item to cart for a refusal without words', async () => {
  expect(await addAnswered(refusal(409, '', 'cartClosed'))).toHaveTextContent('Failed to add item to cart');
});

test('Add to Cart says so when there is no connection', async () => {
  expect(await addAnswered('no answer')).toHaveTextContent(
    'Network error. Please check your connection and try again.',
  );
});

test('Add to Cart says Error adding to cart for an answer that cannot be read', async () => {
  expect(await addAnswered({ status: 201, unreadable: '{"success": tr' })).toHaveTextContent(
    'Error adding to cart. Please try again.',
  );
});

test('a guest is asked for a size first, then to log in', async () => {
  const { user } = await renderInShop(
    <ProductInfo product={PANJABI} returnPath="/product/product-1" ratings={undefined} />,
    {
      path: '/product/product-1',
    },
  );
  await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please select a size');
  await user.click(screen.getByRole('button', { name: 'M' }));
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  const login = await screen.findByRole('alert');
  expect(login).toHaveTextContent('Please login to add items to cart');
  expect(within(login).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});
