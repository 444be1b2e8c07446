import { ERROR_MESSAGES } from '@haat/contracts';
import { refusal, type TestApp } from '../../../test/app';
import { describe, expect, it, test } from '../../../test/shop-test';

let shop: TestApp;
test.beforeAll(({ shop: built }) => {
  shop = built;
});

describe('GET /api/v1/user/profile', () => {
  it("answers the shopper's profile, with phone, birthday and gender empty at first", async () => {
    const shopper = await shop.signUp({ name: 'Farhana Akter', email: 'farhana@example.com' });
    const res = await shopper.get('/api/v1/user/profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      user: {
        id: shopper.user.id,
        _id: shopper.user.id,
        name: 'Farhana Akter',
        email: 'farhana@example.com',
        role: 'user',
        picture: null,
        verified_email: false,
        phone: '',
        phone_verified: false,
        birthday: '',
        gender: '',
        has_password: true,
        pending_email: null,
        sms_updates: true,
      },
    });
  });

  it('answers 401 without a token', async () => {
    const res = await shop.get('/api/v1/user/profile');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refusal('signInRequired'));
    expect((await shop.put('/api/v1/user/profile', { name: 'X', email: 'x@example.com' })).status).toBe(401);
  });
});

describe('PUT /api/v1/user/profile', () => {
  it('changes name, phone, birthday and gender, and answers the new profile, uncached', async () => {
    const shopper = await shop.signUp({ email: 'tanvir@example.com' });
    const res = await shopper.put('/api/v1/user/profile', {
      name: 'Tanvir Hasan',
      email: 'tanvir@example.com',
      phone: '01711000000',
      birthday: '1995-04-14',
      gender: 'male',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      success: true,
      message: 'Your profile is saved.',
      user: {
        name: 'Tanvir Hasan',
        email: 'tanvir@example.com',
        phone: '01711000000',
        birthday: '1995-04-14',
        gender: 'male',
      },
    });
    expect((await shopper.get('/api/v1/user/profile')).body).toMatchObject({
      user: { birthday: '1995-04-14' },
    });
  });

  it('clears a field sent empty and keeps a field left out', async () => {
    const shopper = await shop.signUp();
    await shopper.put('/api/v1/user/profile', {
      name: 'A',
      email: shopper.email,
      phone: '01811111111',
      gender: 'female',
    });
    const res = await shopper.put('/api/v1/user/profile', { name: 'A', email: shopper.email, phone: '' });
    expect(res.body).toMatchObject({ user: { phone: '', gender: 'female' } });
  });

  it.each([
    [{ email: 'a@example.com' }, ERROR_MESSAGES.fullNameRequired],
    [{ name: '  ', email: 'a@example.com' }, ERROR_MESSAGES.fullNameRequired],
    [{ name: 'A' }, ERROR_MESSAGES.emailRequired],
    [{ name: 'A', email: '' }, ERROR_MESSAGES.emailRequired],
    [{ name: 'A', email: 'a@example.com', birthday: '1995-02-30' }, ERROR_MESSAGES.birthdayInvalid],
    [{ name: 'A', email: 'a@example.com', birthday: '14/04/1995' }, ERROR_MESSAGES.birthdayInvalid],
    // PostgreSQL has no year 0: the contract refuses it rather than the database answering 500.
    [{ name: 'A', email: 'a@example.com', birthday: '0000-01-01' }, ERROR_MESSAGES.birthdayInvalid],
    [{ name: 'A', email: 'a@example.com', birthday: '1899-12-31' }, ERROR_MESSAGES.birthdayInvalid],
  ])('refuses %j with "%s" and changes nothing', async (body, message) => {
    const shopper = await shop.signUp({ name: 'Unchanged' });
    const res = await shopper.put('/api/v1/user/profile', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect((await shopper.get('/api/v1/user/profile')).body).toMatchObject({ user: { name: 'Unchanged' } });
  });

  it("refuses another shopper's email with 409", async () => {
    await shop.signUp({ email: 'first@example.com' });
    const second = await shop.signUp();
    const res = await second.put('/api/v1/user/profile', {
      name: 'Second',
      email: 'First@example.com',
      currentPassword: second.password,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusal('emailTaken'));
  });

  it("only ever touches the token holder's own row", async () => {
    const one = await shop.signUp({ name: 'One' });
    const two = await shop.signUp({ name: 'Two' });
    await one.put('/api/v1/user/profile', { name: 'One Changed', email: one.email });
    expect((await two.get('/api/v1/user/profile')).body).toMatchObject({ user: { name: 'Two' } });
  });
});
