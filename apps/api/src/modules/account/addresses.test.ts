import {
  ADDRESS_MESSAGES,
  type AddressInput,
  ERROR_MESSAGES,
  MAX_ADDRESSES_PER_SHOPPER,
  type SavedAddress,
} from '@haat/contracts';
import { refusal, type TestApp } from '../../../test/app';
import { describe, expect, it, test } from '../../../test/shop-test';

let shop: TestApp;
test.beforeAll(({ shop: built }) => {
  shop = built;
});

type Shopper = Awaited<ReturnType<TestApp['signUp']>>;

const home: AddressInput = {
  type: 'home',
  fullName: 'Nusrat Jahan',
  phone: '01712345678',
  province: 'Dhaka',
  city: 'Dhaka',
  zone: 'Dhanmondi',
  address: 'House 12, Road 5',
  landmark: 'Near the lake',
};

const addressesOf = async (shopper: Shopper) =>
  ((await shopper.get('/api/v1/user/addresses')).body as { addresses: SavedAddress[] }).addresses;

const save = async (shopper: Shopper, input: Partial<AddressInput> = {}) => {
  const res = await shopper.post('/api/v1/user/addresses', { ...home, ...input });
  expect(res.status, res.text).toBe(201);
  return (res.body as { address: SavedAddress }).address;
};

describe('the address book', () => {
  it('answers 401 without a token', async () => {
    for (const res of await Promise.all([
      shop.get('/api/v1/user/addresses'),
      shop.post('/api/v1/user/addresses', home),
      shop.put('/api/v1/user/addresses/00000000-0000-0000-0000-000000000000', home),
      shop.delete('/api/v1/user/addresses/00000000-0000-0000-0000-000000000000'),
    ]))
      expect(res.status).toBe(401);
  });

  it('saves an address in the spec shape: postcode built from province, city and zone, in Bangladesh', async () => {
    const shopper = await shop.signUp();
    expect(await addressesOf(shopper)).toEqual([]);
    const res = await shopper.post('/api/v1/user/addresses', {
      ...home,
      postalCode: 'whatever the client says',
      country: 'Atlantis',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: ADDRESS_MESSAGES.saved,
      address: {
        _id: expect.any(String),
        ...home,
        // Nobody proved the number theirs by a code yet.
        phoneVerified: false,
        postalCode: 'Dhaka - Dhaka - Dhanmondi',
        country: 'Bangladesh',
        // The first address is the default.
        isDefault: true,
      },
    });
    expect(await addressesOf(shopper)).toHaveLength(1);
  });

  it.each(['fullName', 'phone', 'province', 'city', 'zone', 'address'] as const)(
    'refuses an address without %s with the spec text, and saves nothing',
    async (field) => {
      const shopper = await shop.signUp();
      for (const value of [undefined, '', '   ']) {
        const res = await shopper.post('/api/v1/user/addresses', { ...home, [field]: value });
        expect(res.status).toBe(400);
        expect((res.body as { message: string }).message).toBe(ERROR_MESSAGES.addressFieldsRequired);
      }
      expect(await addressesOf(shopper)).toEqual([]);
    },
  );

  it('takes a landmark as optional, and refuses a city that is not in the province', async () => {
    const shopper = await shop.signUp();
    const { landmark: _, ...withoutLandmark } = home;
    expect((await shopper.post('/api/v1/user/addresses', withoutLandmark)).status).toBe(201);
    for (const place of [
      { province: 'Chattogram', city: 'Dhaka' },
      { province: 'Atlantis', city: 'Dhaka' },
      { province: 'Dhaka', city: 'Gotham' },
    ]) {
      const res = await shopper.post('/api/v1/user/addresses', { ...home, ...place });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'addressPlaceUnknown' });
    }
    expect(await addressesOf(shopper)).toHaveLength(1);
  });

  it('keeps one default: a new default takes it over, and the default is listed first', async () => {
    const shopper = await shop.signUp();
    const first = await save(shopper);
    const second = await save(shopper, { type: 'work', city: 'Gazipur', zone: 'Tongi' });
    expect(second.isDefault).toBe(false);
    const third = await save(shopper, {
      province: 'Chattogram',
      city: 'Chattogram',
      zone: 'Agrabad',
      isDefault: true,
    });
    const listed = await addressesOf(shopper);
    expect(listed.map((address) => [address._id, address.isDefault])).toEqual([
      [third._id, true],
      [first._id, false],
      [second._id, false],
    ]);
  });

  it('makes exactly one default of 20 parallel saves that each ask to be it', async () => {
    const shopper = await shop.signUp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        shopper.post('/api/v1/user/addresses', { ...home, zone: `Zone ${i}`, isDefault: true }),
      ),
    );
    expect(answers.every((res) => res.status === 201)).toBe(true);
    const listed = await addressesOf(shopper);
    expect(listed).toHaveLength(20);
    expect(listed.filter((address) => address.isDefault)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_SHOPPER} addresses, even when more are saved at once`, async () => {
    const shopper = await shop.signUp();
    const answers = await Promise.all(
      Array.from({ length: MAX_ADDRESSES_PER_SHOPPER + 5 }, (_, i) =>
        shopper.post('/api/v1/user/addresses', { ...home, zone: `Zone ${i}` }),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(MAX_ADDRESSES_PER_SHOPPER);
    const refused = answers.filter((res) => res.status !== 201);
    expect(refused.map((res) => res.status)).toEqual([409, 409, 409, 409, 409]);
    expect(refused[0]?.body).toEqual(refusal('addressLimitReached'));
    expect(await addressesOf(shopper)).toHaveLength(MAX_ADDRESSES_PER_SHOPPER);
  });

  it('changes an address, and a default moved by a change leaves the others', async () => {
    const shopper = await shop.signUp();
    const first = await save(shopper);
    const second = await save(shopper, { zone: 'Mirpur' });
    const res = await shopper.put(`/api/v1/user/addresses/${second._id}`, {
      ...home,
      zone: 'Uttara',
      type: 'work',
      isDefault: true,
    });
    expect(res.status).toBe(200);
    expect((res.body as { address: SavedAddress }).address).toMatchObject({
      _id: second._id,
      zone: 'Uttara',
      type: 'work',
      postalCode: 'Dhaka - Dhaka - Uttara',
      isDefault: true,
    });
    const listed = await addressesOf(shopper);
    expect(listed.map((address) => [address._id, address.isDefault])).toEqual([
      [second._id, true],
      [first._id, false],
    ]);
    const refused = await shopper.put(`/api/v1/user/addresses/${first._id}`, { ...home, phone: '' });
    expect(refused.status).toBe(400);
    expect(await addressesOf(shopper)).toEqual(listed);
  });

  it('deletes an address; when the default goes, the oldest left becomes the default', async () => {
    const shopper = await shop.signUp();
    const first = await save(shopper);
    const second = await save(shopper, { zone: 'Mirpur' });
    const res = await shopper.delete(`/api/v1/user/addresses/${first._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: ADDRESS_MESSAGES.deleted });
    expect((await addressesOf(shopper)).map((address) => [address._id, address.isDefault])).toEqual([
      [second._id, true],
    ]);
    expect((await shopper.delete(`/api/v1/user/addresses/${first._id}`)).status).toBe(404);
  });

  it("never reads, changes or deletes another shopper's address", async () => {
    const owner = await shop.signUp();
    const other = await shop.signUp();
    const address = await save(owner);
    for (const res of [
      await other.put(`/api/v1/user/addresses/${address._id}`, { ...home, zone: 'Stolen' }),
      await other.delete(`/api/v1/user/addresses/${address._id}`),
      await other.delete('/api/v1/user/addresses/not-a-uuid'),
    ])
      expect(res.body).toEqual(refusal('addressNotFound'));
    expect(await addressesOf(other)).toEqual([]);
    expect(await addressesOf(owner)).toEqual([address]);
  });
});

describe('the delivery costs', () => {
  it('answer the spec defaults, 60 inside Dhaka and 120 outside, and no tax, at both paths', async () => {
    const expected = {
      success: true,
      deliveryCosts: { dhakaInside: 60, dhakaOutside: 120 },
      taxRate: { percent: 0 },
    };
    const open = await shop.get('/api/v1/delivery-costs');
    expect(open.status).toBe(200);
    expect(open.body).toEqual(expected);
    // The spec's admin path is read by shoppers: signed in, not an operator.
    expect((await shop.get('/api/v1/admin/delivery-costs')).status).toBe(401);
    const shopper = await shop.signUp();
    expect((await shopper.get('/api/v1/admin/delivery-costs')).body).toEqual(expected);
  });
});
