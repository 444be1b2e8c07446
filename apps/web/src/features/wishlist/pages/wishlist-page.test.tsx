import type { WishlistEntry } from '@haat/contracts';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop, signInShopper } from '../../../testing/render';
import { type Answer, refusal, startShop } from '../../../testing/shop-server';
import WishlistPage from './wishlist-page';

const SAVED: WishlistEntry = {
  _id: 'saved-1',
  product: {
    _id: 'product-1',
    name: 'Cotton Panjabi',
    nameBn: null,
    price: 1200,
    images: [],
    oneSize: false,
  },
};

test.each<[string, Answer, string]>([
  [
    'the shop’s words',
    refusal(409, 'The cart is closed for stocktaking.', 'cartClosed'),
    'Failed to add to cart: The cart is closed for stocktaking.',
  ],
  ['no words', refusal(409, '', 'cartClosed'), 'Error adding product to cart. Please try again.'],
  [
    'an answer that cannot be read',
    { status: 201, unreadable: '{"success": tr' },
    'Error adding product to cart. Please try again.',
  ],
])(
  'Add to Cart on the wishlist words a refusal with %s as the spec’s add through the shop’s context does',
  async (_, answer, words) => {
    await startShop(({ method, path }) =>
      method === 'GET' && path === '/api/v1/user/wishlist'
        ? { status: 200, body: { success: true, wishlist: [SAVED] } }
        : path === '/api/v1/cart/items'
          ? answer
          : refusal(404, 'Not found.'),
    );
    await signInShopper();
    const { user } = await renderInShop(<WishlistPage />, { path: '/wishlist' });
    await user.selectOptions(await screen.findByLabelText('Size of Cotton Panjabi'), 'M');
    await user.click(screen.getByRole('button', { name: 'Add Cotton Panjabi to the cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  },
);
