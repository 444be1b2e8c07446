import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { linkInMail } from './outbox';

export type Shopper = {
  name: string;
  email: string;
  password: string;
  token: string;
  user: { id: string; name: string; email: string };
};

/** The header that signs a call to the API in as `person`. */
export const bearer = (person: Pick<Shopper, 'token'>) => ({ authorization: `Bearer ${person.token}` });

/**
 * A new shopper of their own for one test, registered and signed in through the API; `verified`
 * follows the link the shop mailed, as the shopper would.
 */
export async function newShopper(
  request: APIRequestContext,
  name = 'Nusrat Jahan',
  { verified = false }: { verified?: boolean } = {},
): Promise<Shopper> {
  const email = `shopper-${randomUUID()}@haat.test`;
  const password = 'haat-e2e-password';
  const registered = await request.post('/api/v1/auth/register', { data: { name, email, password } });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = (await login.json()) as Pick<Shopper, 'token' | 'user'>;
  if (verified) {
    const token = new URL(await linkInMail(email, '/verify-email')).searchParams.get('token');
    const followed = await request.post('/api/v1/auth/verify-email', { data: { token } });
    expect(followed.status(), await followed.text()).toBe(200);
  }
  return { name, email, password, token, user };
}

/** One of the demo shop's logins, signed in through the API. */
async function demoLogin(request: APIRequestContext, email: string, password: string): Promise<Shopper> {
  const login = await request.post('/api/v1/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = (await login.json()) as Pick<Shopper, 'token' | 'user'>;
  return { name: user.name, email, password, token, user };
}

/** The demo shop's operator, signed in through the API. */
export const demoOperator = (request: APIRequestContext) =>
  demoLogin(request, 'admin@haat.test', 'haat-admin');

/** The demo shopper (seven orders, one in every state), signed in through the API. */
export const demoShopper = (request: APIRequestContext) =>
  demoLogin(request, 'shopper@haat.test', 'haat-shopper');

/** What the page's local storage holds under `key` (the session's token, user, redirect). */
export const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** Opens the shop already signed in as `shopper`, the way a returning visitor's browser has it. */
export async function signInAs(page: Page, shopper: Shopper) {
  await page.addInitScript(
    ({ token, user }) => {
      // Only on the first load of the test: a sign-out later in the test must stay signed out.
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: shopper.token, user: shopper.user },
  );
}
