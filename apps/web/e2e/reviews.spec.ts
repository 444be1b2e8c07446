import { type MyReview, type OrderSummary, type ProductReviews, REVIEW_MESSAGES } from '@haat/contracts';
import { bearer, demoShopper, type Shopper, signInAs } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/**
 * A product of the demo shopper's completed order that their delivered order does not hold: the
 * order details journey reviews the delivered order's products.
 */
async function productToReview(request: APIRequestContext, shopper: Shopper) {
  const response = await request.get('/api/v1/user/orders', { headers: bearer(shopper) });
  expect(response.ok()).toBe(true);
  const { orders } = (await response.json()) as { orders: OrderSummary[] };
  const inState = (status: OrderSummary['status']) => orders.filter((order) => order.status === status);
  const delivered = new Set(
    inState('delivered').flatMap((order) => order.items.map((item) => item.product_id)),
  );
  for (const order of inState('completed')) {
    const item = order.items.find((line) => line.product_id !== null && !delivered.has(line.product_id));
    if (item?.product_id) return { id: item.product_id, name: item.name, orderId: order._id };
  }
  throw new Error('The demo shopper has no completed order to review');
}

async function reviewsOf(request: APIRequestContext, productId: string): Promise<ProductReviews> {
  const response = await request.get(`/api/v1/products/${productId}/reviews`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProductReviews;
}

async function myReviews(request: APIRequestContext, shopper: Shopper): Promise<MyReview[]> {
  const response = await request.get('/api/v1/user/reviews', { headers: bearer(shopper) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { reviews: MyReview[] }).reviews;
}

const basedOn = (count: number) => (count === 1 ? 'Based on 1 review' : `Based on ${count} reviews`);
const reviewCount = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** The row of My Reviews that holds the review of `productName`. */
const reviewRow = (page: Page, productName: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: productName, exact: true }) });

test('a visitor who opens My Reviews is sent to sign in @one-width', async ({ page }) => {
  await page.goto('/reviews');
  await expect(page).toHaveURL('/auth');
});

test('a review written from the order shows on My Reviews and on its product page, and is deleted only once confirmed @one-width', async ({
  page,
  request,
}) => {
  const shopper = await demoShopper(request);
  const product = await productToReview(request, shopper);
  const message = `Lovely finish and true to size. (${Date.now()})`;

  // The review form, on the order's details page.
  await signInAs(page, shopper);
  await page.goto(`/order/${product.orderId}`);
  await page.getByRole('button', { name: `Write a review of ${product.name}` }).click();
  const form = page.getByRole('form', { name: `Review ${product.name}` });
  const stars = form.getByRole('radiogroup', { name: 'Your rating' });
  await stars.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Your review').fill(message);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: REVIEW_MESSAGES.written })).toBeVisible();

  const withMine = await reviewsOf(request, product.id);

  // My Reviews: the product's picture and name, the stars, the message, the date and Delete.
  await page.goto('/reviews');
  const row = reviewRow(page, product.name);
  await expect(row.getByText(message)).toBeVisible();
  await expect(row.getByText('Rated 4 out of 5')).toBeAttached();
  await expect(row.locator('img')).toBeVisible();
  await expect(row.getByText(/^Written on \d{1,2} \w{3} \d{4}$/)).toBeVisible();

  // The product's page: its own average and count, and the review with the verified-purchase mark.
  await row.getByRole('link', { name: product.name, exact: true }).click();
  await expect(page).toHaveURL(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const average = withMine.average.toFixed(1);
  await expect(page.getByText(`Rated ${average} out of 5`).first()).toBeAttached();
  await expect(page.getByRole('link', { name: reviewCount(withMine.count), exact: true })).toBeVisible();
  const ratings = page.getByRole('region', { name: 'Ratings & reviews' });
  await expect(ratings).toContainText(`${average} out of 5`);
  await expect(ratings.getByText(basedOn(withMine.count))).toBeVisible();
  const fourStars = withMine.perStar.find((row) => row.stars === 4)?.count ?? 0;
  await expect(
    ratings.getByText(`4 star: ${fourStars === 1 ? '1 review' : `${fourStars} reviews`}`),
  ).toBeAttached();
  const mine = ratings.getByRole('listitem').filter({ hasText: message });
  await expect(mine.getByText(shopper.user.name.split(' ')[0] ?? '', { exact: true })).toBeVisible();
  await expect(mine.getByText('Verified Purchase')).toBeVisible();
  await expect(mine.getByText('Rated 4 out of 5')).toBeAttached();

  // Delete asks first; Cancel keeps the review.
  await page.goto('/reviews');
  const remove = row.getByRole('button', { name: `Delete your review of ${product.name}` });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete review' });
  await expect(dialog.getByText('Are you sure you want to delete this review?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  expect((await myReviews(request, shopper)).some((review) => review.productId === product.id)).toBe(true);

  // A refused deletion says so in the dialog, and the review stays.
  await page.route(
    '**/api/v1/user/reviews/*',
    (route) => route.fulfill({ status: 500, json: { success: false, message: 'Internal error' } }),
    { times: 1 },
  );
  await remove.click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Could not delete the review. Please try again.');
  await expect(row).toBeVisible();

  // Trying again deletes it.
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: REVIEW_MESSAGES.deleted })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await myReviews(request, shopper)).some((review) => review.productId === product.id)).toBe(false);

  // Without reviews the product's page goes back to the placeholder figures.
  const after = await reviewsOf(request, product.id);
  await page.goto(`/product/${product.id}`);
  await expect(ratings.getByText(message)).toHaveCount(0);
  if (after.count === 0) {
    await expect(ratings).toContainText('4.3 out of 5');
    await expect(ratings.getByText('Based on 187 reviews')).toBeVisible();
    await expect(page.getByRole('link', { name: '187 reviews', exact: true })).toBeVisible();
    await expect(ratings.getByText('Verified Purchase')).toHaveCount(0);
  } else {
    await expect(ratings.getByText(basedOn(after.count))).toBeVisible();
  }
});
