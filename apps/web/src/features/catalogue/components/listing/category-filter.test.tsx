import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CATEGORIES, categoriesShop, NOT_A_LIST } from '../../../../testing/catalogue';
import { renderInShop } from '../../../../testing/render';
import { type Answer, refusal, startShop } from '../../../../testing/shop-server';
import { EMPTY_FILTERS } from '../../filters';
import { CategoryFilter } from './category-filter';

const openSidebar = (language: 'en' | 'bn' = 'en') =>
  renderInShop(<CategoryFilter filters={EMPTY_FILTERS} onChange={() => {}} />, {
    path: '/products',
    language,
  });

test('the sidebar says when categories fail to load, keeps the status, and loads them on Try again', async () => {
  let answer: Answer = refusal(503, 'Service unavailable', 'unavailable');
  await startShop(categoriesShop(() => answer));
  const { user } = await openSidebar();
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('Error loading categories. Please try again.');
  expect(failure).toHaveTextContent('Failed to fetch categories (status 503)');

  answer = { status: 200, body: CATEGORIES };
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('checkbox', { name: "Men's Fashion" })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('in Bengali the failure and its status read in Bengali', async () => {
  await startShop(categoriesShop(() => refusal(500, 'Something went wrong on our side. Please try again.')));
  await openSidebar('bn');
  const failure = await screen.findByRole('alert');
  expect(failure).toHaveTextContent('ক্যাটাগরি লোড করা যায়নি। আবার চেষ্টা করুন।');
  expect(failure).toHaveTextContent('ক্যাটাগরি আনা যায়নি (স্ট্যাটাস ৫০০)');
  expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeEnabled();
});

describe('the sidebar says No categories available', () => {
  test('when the shop has none', async () => {
    await startShop(categoriesShop(() => ({ status: 200, body: [] })));
    await openSidebar();
    expect(await screen.findByText('No categories available')).toBeVisible();
  });

  test.each(NOT_A_LIST.map((body) => [JSON.stringify(body), body]))(
    'when the answer is %s, not a list',
    async (_, body) => {
      await startShop(categoriesShop(() => ({ status: 200, body })));
      await openSidebar();
      expect(await screen.findByText('No categories available')).toBeVisible();
    },
  );
});
