import { ERROR_MESSAGES } from '@haat/contracts';
import { ADMIN_SHIPPING_MESSAGES, type CourierAccount, type CourierDefaults } from '@haat/contracts/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderInShop } from '../../../testing/render';
import { refusal, startShop } from '../../../testing/shop-server';
import { CouriersSettings } from './couriers-settings';

const STEADFAST: CourierAccount = {
  courier: 'steadfast',
  configured: true,
  balance: 15230.5,
  balanceError: null,
  webhookUrl: 'https://haat.example/api/v1/shipping/webhooks/steadfast',
  webhookSecretSet: true,
};
const PATHAO: CourierAccount = {
  courier: 'pathao',
  configured: false,
  balance: null,
  balanceError: null,
  webhookUrl: 'https://haat.example/api/v1/shipping/webhooks/pathao',
  webhookSecretSet: false,
};

/** The shop's couriers as GET /admin/shipping/couriers answers; PUT /admin/shipping/defaults saves what it is sent. */
const couriersShop = (couriers: CourierAccount[], defaults: CourierDefaults) =>
  startShop(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/v1/admin/shipping/couriers')
      return { status: 200, body: { success: true, couriers, defaults } };
    if (method === 'PUT' && path === '/api/v1/admin/shipping/defaults')
      return {
        status: 200,
        body: { success: true, message: ADMIN_SHIPPING_MESSAGES.defaultsSaved, defaults: body },
      };
    return refusal(404, ERROR_MESSAGES.routeNotFound, 'routeNotFound');
  });

describe('the couriers’ settings', () => {
  test('show each courier set up or not, its balance, webhook address and secret', async () => {
    await couriersShop([STEADFAST, PATHAO], { dhakaInside: null, dhakaOutside: null });
    await renderInShop(<CouriersSettings />);
    const steadfast = (await screen.findByRole('heading', { name: 'Steadfast: Set up' })).closest('li');
    if (!steadfast) throw new Error('no Steadfast');
    expect(steadfast).toHaveTextContent('Balance with the courier: ৳15,230.50');
    expect(steadfast).toHaveTextContent(
      'Webhook address, to give the courier: https://haat.example/api/v1/shipping/webhooks/steadfast',
    );
    expect(steadfast).toHaveTextContent('Its webhook secret is set.');

    const pathao = screen.getByRole('heading', { name: 'Pathao: Not set up' }).closest('li');
    if (!pathao) throw new Error('no Pathao');
    expect(
      within(pathao)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'PATHAO_CLIENT_ID',
      'PATHAO_CLIENT_SECRET',
      'PATHAO_USERNAME',
      'PATHAO_PASSWORD',
      'PATHAO_STORE_ID',
      'PATHAO_BASE_URL',
    ]);
    expect(pathao).toHaveTextContent('Its webhook secret is not set. Set it with: PATHAO_WEBHOOK_SECRET');
    expect(pathao).not.toHaveTextContent('Balance');
  });

  test('say why a courier’s balance could not be read', async () => {
    await couriersShop(
      [{ ...STEADFAST, balance: null, balanceError: 'Steadfast did not answer within 15 seconds.' }, PATHAO],
      { dhakaInside: null, dhakaOutside: null },
    );
    await renderInShop(<CouriersSettings />);
    const steadfast = (await screen.findByRole('heading', { name: 'Steadfast: Set up' })).closest('li');
    expect(steadfast).toHaveTextContent(
      'Balance with the courier: The balance could not be read: Steadfast did not answer within 15 seconds.',
    );
  });

  test('save the default courier inside and outside Dhaka', async () => {
    const shop = await couriersShop([STEADFAST, PATHAO], { dhakaInside: null, dhakaOutside: 'pathao' });
    const { user } = await renderInShop(<CouriersSettings />);
    const outside = await screen.findByLabelText('Outside Dhaka');
    expect(outside).toHaveValue('pathao');
    await user.selectOptions(screen.getByLabelText('Inside Dhaka'), 'Steadfast');
    await user.selectOptions(outside, 'None');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(shop.calls('/api/v1/admin/shipping/defaults')).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/admin/shipping/defaults',
        body: { dhakaInside: 'steadfast', dhakaOutside: null },
      },
    ]);
  });

  test('read in Bengali, digits too', async () => {
    await couriersShop([STEADFAST, PATHAO], { dhakaInside: 'steadfast', dhakaOutside: null });
    await renderInShop(<CouriersSettings />, { language: 'bn' });
    const steadfast = (await screen.findByRole('heading', { name: 'স্টেডফাস্ট: চালু আছে' })).closest('li');
    expect(steadfast).toHaveTextContent('কুরিয়ারের কাছে জমা: ৳১৫,২৩০.৫০');
    expect(screen.getByRole('heading', { name: 'পাঠাও: চালু করা নেই' })).toBeVisible();
    expect(screen.getByLabelText('ঢাকার ভেতরে')).toHaveValue('steadfast');
  });
});
