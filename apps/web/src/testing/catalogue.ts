import type { Category } from '@haat/contracts';
import { type Answer, type Asked, refusal } from './shop-server';

/** Two of the demo shop's categories, as GET /categories lists them. */
export const CATEGORIES: Category[] = [
  {
    id: 'category-1',
    title: "Men's Fashion",
    titleBn: 'ছেলেদের ফ্যাশন',
    slug: 'mens-fashion',
    items: ['Panjabi', 'Shirts'],
    itemsBn: ['পাঞ্জাবি', null],
  },
  {
    id: 'category-2',
    title: 'Winter Collection',
    titleBn: null,
    slug: 'winter-collection',
    items: ['Shawls'],
    itemsBn: [null],
  },
];

/**
 * Answers that are not a list where the contract has the categories' list: an older server's or a
 * proxy's. The storefront spec counts each as no categories.
 */
export const NOT_A_LIST: unknown[] = [{ categories: [] }, {}, null, 'categories'];

/** A shop whose GET /categories answers `categories()` and refuses anything else. */
export const categoriesShop =
  (categories: () => Answer) =>
  ({ path }: Asked): Answer =>
    path === '/api/v1/categories' ? categories() : refusal(404, 'Not found.');
