import { ERROR_MESSAGES } from '@haat/contracts';
import { everyRoute, type TextField, textFieldsOf } from '@haat/contracts/testing';
import { beforeAll } from 'vitest';
import type { TestApp } from '../../test/app';
import { describe, expect, it, test } from '../../test/shop-test';

const NUL = 'a\u0000b';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Sets `value` at `path` inside `target`, making objects (or arrays, for numeric steps) on the way. */
function setAt(target: Record<string, unknown>, path: string[], value: unknown) {
  let node: Record<string, unknown> = target;
  path.forEach((step, index) => {
    if (index === path.length - 1) {
      node[step] = value;
      return;
    }
    node[step] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
    node = node[step] as Record<string, unknown>;
  });
}

/** A request of `route` with `value` in each of `fields`, everything else left out. */
function requestWith(route: (typeof calls)[number]['route'], fields: TextField[], value: string) {
  const body: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const params: Record<string, unknown> = {};
  for (const field of fields) {
    setAt({ body, query, params }[field.where], field.path, value);
  }
  const url =
    route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? SOME_ID))) +
    (Object.keys(query).length
      ? `?${new URLSearchParams(Object.entries(query).map(([key, text]): [string, string] => [key, String(text)]))}`
      : '');
  return { method: route.method, url, body: route.method === 'GET' ? undefined : body };
}

const calls = everyRoute();
const cases = calls.flatMap(({ name, route }) =>
  textFieldsOf(route).map(
    (field) => [`${name} ${field.where}.${field.path.join('.')}`, route, field] as const,
  ),
);

let shop: TestApp;
test.beforeAll(({ shop: built }) => {
  shop = built;
});

describe('a NUL byte in any text field or parameter of any call', () => {
  let token: string;
  beforeAll(async () => {
    // Signed in, so calls that need a session get as far as reading their input.
    token = (await shop.signUp()).token;
  });

  it('covers every call that takes text', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases)('%s gives a 400 that names the field', async (_label, route, field) => {
    const { method, url, body } = requestWith(route, [field], NUL);
    const res = await shop.request(method, url, {
      ...(body ? { body } : {}),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      issues: expect.arrayContaining([
        {
          path: `${field.where}.${field.path.join('.')}`,
          message: ERROR_MESSAGES.textInvalidCharacters,
          code: 'textInvalidCharacters',
        },
      ]),
    });
  });

  it.each(
    calls
      .filter(({ route }) => textFieldsOf(route).length > 0)
      .map(({ name, route }) => [name, route] as const),
  )('%s with NUL in every text field at once never gives a 5xx', async (_name, route) => {
    const { method, url, body } = requestWith(route, textFieldsOf(route), NUL);
    const res = await shop.request(method, url, {
      ...(body ? { body } : {}),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status, res.text).toBe(400);
  });
});

describe('the cases found by fuzzing', () => {
  it.each([
    '/api/v1/products?search=a%00b',
    '/api/v1/products?brand=a%00b',
    '/api/v1/products?colour=Red,a%00b',
    '/api/v1/products/a%00b',
    '/api/v1/products/a%00b/related',
  ])('%s is refused with 400, not 500', async (url) => {
    const res = await shop.get(url);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'textInvalidCharacters' });
  });

  it('refuses a name with NUL at sign-up, and a name or phone with it in the profile', async () => {
    const signUp = await shop.post('/api/v1/auth/register', {
      name: 'Ka\u0000rim',
      email: 'karim.nul@example.com',
      password: 'a long enough password',
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body).toMatchObject({ code: 'textInvalidCharacters' });
    const shopper = await shop.signUp();
    for (const change of [{ name: 'A\u0000' }, { name: 'A', phone: '017\u000000' }]) {
      const res = await shopper.put('/api/v1/user/profile', { email: shopper.email, ...change });
      expect(res.status).toBe(400);
    }
  });

  it('takes the Bengali script, emoji and other languages as they are', async () => {
    const shopper = await shop.signUp({ name: 'রহিম উদ্দিন 🌾' });
    const res = await shopper.put('/api/v1/user/profile', { name: 'Zoë Ørsted 李', email: shopper.email });
    expect(res.status).toBe(200);
    expect((await shop.get(`/api/v1/products?search=${encodeURIComponent('পাঞ্জাবি')}`)).status).toBe(200);
  });
});
