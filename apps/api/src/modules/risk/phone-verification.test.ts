import {
  PHONE_CODE_NUMBERS_PER_DAY,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TRIES,
  PHONE_CODE_VALID_SECONDS,
  type Profile,
  type SavedAddress,
} from '@haat/contracts';
import { latinDigits } from '@haat/contracts/digits';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { refusal, type TestApp } from '../../../test/app';
import { describe, expect, it, sendingSmsTo, test } from '../../../test/shop-test';
import type { SslWirelessStandIn } from '../../../test/sms/ssl-wireless-stand-in';
import { outboxMessages, phoneCodes } from '../../db/schema';
import { csmsIdOf } from '../messages/sms/ssl-wireless';
import {
  PHONE_CODE_ACCOUNTS_PER_NUMBER,
  PHONE_CODES_PER_ACCOUNT_NUMBER,
  PHONE_CODES_PER_ACCOUNT_NUMBER_PER_DAY,
  PHONE_CODES_PER_ADDRESS,
} from './phone-verification';
import { isPhoneVerified } from './verified-phones';

// Each test asks from addresses of its own (X-Forwarded-For), so their hourly counts stay apart.
// The codes go out through SSL Wireless's API, to a stand-in that keeps what each phone received.
test.override('shopOptions', ({ sslWireless }) => ({
  env: { TRUST_PROXY: 'true', ...sendingSmsTo(sslWireless) },
}));

let shop: TestApp;
let sslWireless: SslWirelessStandIn;
test.beforeAll(({ shop: built, sslWireless: standIn }) => {
  shop = built;
  sslWireless = standIn;
});

type Shopper = Awaited<ReturnType<TestApp['signUp']>>;

/** Numbers nobody else in the file uses: a number's own limit counts every account's codes. */
let lastNumber = 13_000_000;
const newNumber = () => {
  lastNumber += 1;
  return `017${String(lastNumber).padStart(8, '0')}`;
};

let lastAddress = 0;
const newAddress = () => {
  lastAddress += 1;
  return `198.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

const ask = (shopper: Shopper, phone: string, from = '203.0.113.1') =>
  shopper.post('/api/v1/phone-verification', { phone }, { 'x-forwarded-for': from });
const confirm = (shopper: Shopper, phone: string, code: string) =>
  shopper.post('/api/v1/phone-verification/confirm', { phone, code });

/** The SMS codes sent to `phone`, newest first, as its owner would read them. */
async function smsTo(phone: string) {
  const rows = await shop.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.recipient, phone)))
    .orderBy(desc(outboxMessages.createdAt));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      // A message is emptied once sent: its words are then what the provider took, under its id.
      text:
        row.bodyText ??
        sslWireless.calls.find((call) => call.fields.csms_id === csmsIdOf(row.id))?.fields.sms ??
        '',
    })),
  );
}

/** The code in the newest SMS to `phone`, in Latin digits. */
async function codeSentTo(phone: string): Promise<string> {
  const [newest] = await smsTo(phone);
  const code = latinDigits(newest?.text ?? '').match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/**
 * Waits until the provider took `count` SMS for `phone`: a code in the outbox is not yet one on the
 * phone (the sender might hold it back, over the number's limits).
 */
const deliveredTo = (phone: string, count: number) =>
  expect.poll(() => sslWireless.receivedBy(phone).length, { timeout: 10_000 }).toBe(count);

/**
 * Asks codes for `count` new numbers from address `from`, as new shoppers each asking for as many
 * numbers as one account may in a day; answers their answers.
 */
async function askForNewNumbers(count: number, from: string) {
  const answers = [];
  for (let i = 0; i < count; i += PHONE_CODE_NUMBERS_PER_DAY) {
    const shopper = await shop.signUp();
    const numbers = Array.from({ length: Math.min(PHONE_CODE_NUMBERS_PER_DAY, count - i) }, newNumber);
    answers.push(...(await Promise.all(numbers.map((phone) => ask(shopper, phone, from)))));
  }
  return answers;
}

/** As if a minute had passed since every code sent to `phone`: its cooldown is over. */
const aMinuteLater = (phone: string) =>
  shop.db
    .update(phoneCodes)
    .set({ sentAt: sql`${phoneCodes.sentAt} - interval '61 seconds'` })
    .where(eq(phoneCodes.phone, phone));

const profileOf = async (shopper: Shopper) =>
  ((await shopper.get('/api/v1/user/profile')).body as { user: Profile }).user;

const statusesOf = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('asking for a phone code', () => {
  it('answers 401 without a token', async () => {
    expect(await shop.post('/api/v1/phone-verification', { phone: newNumber() })).toMatchObject({
      status: 401,
      body: refusal('signInRequired'),
    });
    const res = await shop.post('/api/v1/phone-verification/confirm', { phone: newNumber(), code: '123456' });
    expect(res.status).toBe(401);
  });

  it('sends six digits by SMS, in English, and keeps only an HMAC of them', async () => {
    const shopper = await shop.signUp();
    const phone = newNumber();
    const res = await ask(shopper, `+880 ${phone.slice(1, 5)}-${phone.slice(5)}`, newAddress());
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      success: true,
      phone,
      expiresInSeconds: PHONE_CODE_VALID_SECONDS,
      resendAfterSeconds: PHONE_CODE_RESEND_SECONDS,
    });
    const [sms, ...others] = await smsTo(phone);
    expect(others).toEqual([]);
    expect(sms).toMatchObject({ topic: 'phone_code', recipient: phone });
    const code = await codeSentTo(phone);
    expect(sms?.text).toBe(`${code} is your Haat code. It works for 5 minutes. Do not share it with anyone.`);
    expect(sms?.text.length).toBeLessThanOrEqual(160);

    const [kept] = await shop.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(kept?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(kept)).not.toContain(code);
    const lifetime = (kept?.expiresAt.getTime() ?? 0) - (kept?.sentAt.getTime() ?? 0);
    expect(lifetime).toBe(PHONE_CODE_VALID_SECONDS * 1000);
  });

  it('writes the SMS in Bengali, with Bengali digits, to a shopper who reads the shop in Bengali; Bengali digits confirm it', async () => {
    const shopper = await shop.signUp();
    expect((await shopper.put('/api/v1/user/language', { language: 'bn' })).status).toBe(200);
    const phone = newNumber();
    expect((await ask(shopper, phone, newAddress())).status).toBe(200);
    const [sms] = await smsTo(phone);
    const code = await codeSentTo(phone);
    const bengaliCode = code.replace(/\d/g, (digit) => String.fromCodePoint(0x09e6 + Number(digit)));
    expect(sms?.text).toBe(`${bengaliCode} আপনার হাট কোড। ৫ মিনিট কাজ করবে। কাউকে দেবেন না।`);
    // One Unicode SMS part.
    expect(sms?.text.length).toBeLessThanOrEqual(70);
    const res = await confirm(shopper, phone, ` ${bengaliCode.slice(0, 3)} ${bengaliCode.slice(3)} `);
    expect(res.status, res.text).toBe(200);
  });

  it('sends no second code within a minute, and says how long to wait; a minute later it does', async () => {
    const shopper = await shop.signUp();
    const phone = newNumber();
    const from = newAddress();
    expect((await ask(shopper, phone, from)).status).toBe(200);
    const again = await ask(shopper, phone, from);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      ...refusal('phoneCodeResendTooSoon'),
      params: { seconds: expect.any(Number) },
    });
    const { seconds } = (again.body as { params: { seconds: number } }).params;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(PHONE_CODE_RESEND_SECONDS);
    expect(again.headers.get('retry-after')).toBe(String(seconds));
    expect(await smsTo(phone)).toHaveLength(1);

    await aMinuteLater(phone);
    expect((await ask(shopper, phone, from)).status).toBe(200);
    expect(await smsTo(phone)).toHaveLength(2);
  });

  it('sends exactly one SMS for 50 parallel requests for one number', async () => {
    const shopper = await shop.signUp();
    const phone = newNumber();
    const from = newAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, () => ask(shopper, phone, from)));
    expect(statusesOf(answers)).toEqual({ 200: 1, 429: 49 });
    for (const answer of answers.filter((res) => res.status === 429))
      expect(answer.body).toMatchObject(refusal('phoneCodeResendTooSoon'));
    expect(await smsTo(phone)).toHaveLength(1);
    // The refused ones cost the address nothing: it may still have its whole hour's codes sent.
    const more = await askForNewNumbers(PHONE_CODES_PER_ADDRESS - 1, from);
    expect(statusesOf(more)).toEqual({ 200: PHONE_CODES_PER_ADDRESS - 1 });
  });

  it(`sends another account's ${PHONE_CODES_PER_ACCOUNT_NUMBER} codes for my number, and mine too, at once`, async () => {
    const phone = newNumber();
    const intruder = await shop.signUp();
    for (let i = 0; i < PHONE_CODES_PER_ACCOUNT_NUMBER; i++) {
      expect((await ask(intruder, phone, newAddress())).status).toBe(200);
      await aMinuteLater(phone);
    }
    // Their last was a moment ago, and they may have no more this hour…
    expect((await ask(intruder, phone, newAddress())).body).toMatchObject({ code: 'tooManyAttempts' });
    // …which neither keeps the owner waiting nor spends the owner's codes.
    const owner = await shop.signUp();
    const mine = await ask(owner, phone, newAddress());
    expect(mine.status, mine.text).toBe(200);
    // It reaches the phone: the SMS limits per number do not hold a code back.
    await deliveredTo(phone, PHONE_CODES_PER_ACCOUNT_NUMBER + 1);
    expect((await confirm(owner, phone, await codeSentTo(phone))).status).toBe(200);
    expect(await isPhoneVerified(shop.db, owner.user.id, phone)).toBe(true);
  });

  it(`sends one shopper at most ${PHONE_CODES_PER_ACCOUNT_NUMBER} codes an hour for one number, from wherever`, async () => {
    const shopper = await shop.signUp();
    const phone = newNumber();
    for (let i = 0; i < PHONE_CODES_PER_ACCOUNT_NUMBER; i++) {
      expect((await ask(shopper, phone, newAddress())).status).toBe(200);
      await aMinuteLater(phone);
    }
    const late = await ask(shopper, phone, newAddress());
    expect(late.status).toBe(429);
    expect(late.body).toMatchObject({ success: false, code: 'tooManyAttempts' });
    // The hour is counted from the first of them, sent five minutes ago.
    expect(Number(late.headers.get('retry-after'))).toBeGreaterThan(50 * 60);
    await deliveredTo(phone, PHONE_CODES_PER_ACCOUNT_NUMBER);
    expect(await smsTo(phone)).toHaveLength(PHONE_CODES_PER_ACCOUNT_NUMBER);
  });

  it(`sends one shopper at most ${PHONE_CODES_PER_ACCOUNT_NUMBER_PER_DAY} codes a day for one number`, async () => {
    const shopper = await shop.signUp();
    const phone = newNumber();
    for (let i = 0; i < PHONE_CODES_PER_ACCOUNT_NUMBER_PER_DAY; i++) {
      expect((await ask(shopper, phone, newAddress())).status).toBe(200);
      // Past the minute and the hour: only the day's limit is left to stop it.
      await shop.db
        .update(phoneCodes)
        .set({ sentAt: sql`${phoneCodes.sentAt} - interval '61 minutes'` })
        .where(eq(phoneCodes.phone, phone));
    }
    const late = await ask(shopper, phone, newAddress());
    expect(late.status).toBe(429);
    expect(late.body).toMatchObject({ success: false, code: 'tooManyAttempts' });
    expect(Number(late.headers.get('retry-after'))).toBeGreaterThan(10 * 60 * 60);
  });

  it(`sends one number codes for at most ${PHONE_CODE_ACCOUNTS_PER_NUMBER} accounts a day; those among them go on`, async () => {
    const phone = newNumber();
    const accounts = [];
    for (let i = 0; i < PHONE_CODE_ACCOUNTS_PER_NUMBER; i++) {
      const shopper = await shop.signUp();
      expect((await ask(shopper, phone, newAddress())).status).toBe(200);
      accounts.push(shopper);
    }
    const late = await ask(await shop.signUp(), phone, newAddress());
    expect(late.status).toBe(429);
    expect(late.body).toMatchObject({ success: false, code: 'tooManyAttempts' });
    expect(Number(late.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
    await aMinuteLater(phone);
    expect((await ask(accounts[0] as Shopper, phone, newAddress())).status).toBe(200);
    await deliveredTo(phone, PHONE_CODE_ACCOUNTS_PER_NUMBER + 1);
    expect(await smsTo(phone)).toHaveLength(PHONE_CODE_ACCOUNTS_PER_NUMBER + 1);
  });

  it(`sends one account codes for at most ${PHONE_CODE_NUMBERS_PER_DAY} different numbers in 24 hours, however fast it asks`, async () => {
    const shopper = await shop.signUp();
    const from = newAddress();
    const numbers = Array.from({ length: 50 }, newNumber);
    const answers = await Promise.all(numbers.map((phone) => ask(shopper, phone, from)));
    expect(statusesOf(answers)).toEqual({
      200: PHONE_CODE_NUMBERS_PER_DAY,
      429: 50 - PHONE_CODE_NUMBERS_PER_DAY,
    });
    for (const answer of answers.filter((res) => res.status === 429)) {
      expect(answer.body).toEqual(refusal('phoneCodeTooManyNumbers'));
      // The day is counted from the first number asked for, a moment ago.
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(23 * 60 * 60);
    }
    const texted = await shop.db
      .selectDistinct({ phone: phoneCodes.phone })
      .from(phoneCodes)
      .where(eq(phoneCodes.userId, shopper.user.id));
    expect(texted).toHaveLength(PHONE_CODE_NUMBERS_PER_DAY);

    // A number it already asked for may be sent another code; another account is not held back.
    const [again] = texted;
    await aMinuteLater(again?.phone ?? '');
    expect((await ask(shopper, again?.phone ?? '', from)).status).toBe(200);
    const refused = numbers.find((phone) => !texted.some((row) => row.phone === phone)) ?? '';
    expect((await ask(await shop.signUp(), refused, newAddress())).status).toBe(200);

    // Once its first number was asked for more than a day ago, a new one may take its place.
    const [oldest] = await shop.db
      .select({ phone: phoneCodes.phone })
      .from(phoneCodes)
      .where(eq(phoneCodes.userId, shopper.user.id))
      .orderBy(phoneCodes.sentAt)
      .limit(1);
    await shop.db
      .update(phoneCodes)
      .set({ sentAt: sql`${phoneCodes.sentAt} - interval '1 day'` })
      .where(and(eq(phoneCodes.userId, shopper.user.id), eq(phoneCodes.phone, oldest?.phone ?? '')));
    expect((await ask(shopper, newNumber(), from)).status).toBe(200);
    expect((await ask(shopper, newNumber(), from)).body).toEqual(refusal('phoneCodeTooManyNumbers'));
  });

  it(`sends codes to at most ${PHONE_CODES_PER_ADDRESS} numbers an hour from one address`, async () => {
    const from = newAddress();
    const shoppers = await Promise.all(
      Array.from({ length: Math.ceil((PHONE_CODES_PER_ADDRESS + 10) / PHONE_CODE_NUMBERS_PER_DAY) }, () =>
        shop.signUp(),
      ),
    );
    // Each shopper asks for as many numbers as an account may: only the address's limit is met.
    const numbers = Array.from({ length: PHONE_CODES_PER_ADDRESS + 10 }, newNumber);
    const answers = await Promise.all(
      numbers.map((phone, i) => {
        const shopper = shoppers[Math.floor(i / PHONE_CODE_NUMBERS_PER_DAY)];
        if (!shopper) throw new Error('a shopper short');
        return ask(shopper, phone, from);
      }),
    );
    expect(statusesOf(answers)).toEqual({ 200: PHONE_CODES_PER_ADDRESS, 429: 10 });
    for (const answer of answers.filter((res) => res.status === 429)) {
      expect(answer.body).toMatchObject({ success: false, code: 'tooManyAttempts', params: { minutes: 60 } });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    }
    const texted = await shop.db
      .select({ phone: phoneCodes.phone })
      .from(phoneCodes)
      .where(inArray(phoneCodes.phone, numbers));
    expect(texted).toHaveLength(PHONE_CODES_PER_ADDRESS);
    // Another address is not held back by this one.
    expect((await ask(await shop.signUp(), newNumber(), newAddress())).status).toBe(200);
  });

  it('answers the same for a number of another account, one nobody has, and the asker’s own', async () => {
    const owner = await shop.signUp();
    const taken = newNumber();
    const saved = await owner.put('/api/v1/user/profile', {
      name: owner.name,
      email: owner.email,
      phone: taken,
    });
    expect(saved.status, saved.text).toBe(200);
    const asker = await shop.signUp();
    const own = newNumber();
    expect(
      (await asker.put('/api/v1/user/profile', { name: asker.name, email: asker.email, phone: own })).status,
    ).toBe(200);
    const from = newAddress();
    const answers = await Promise.all([taken, newNumber(), own].map((phone) => ask(asker, phone, from)));
    const [first, ...rest] = answers.map(({ status, body, headers }) => ({
      status,
      body: { ...(body as object), phone: 'the number' },
      type: headers.get('content-type'),
      length: Number(headers.get('content-length')),
    }));
    expect(first?.status).toBe(200);
    for (const answer of rest) expect(answer).toEqual(first);
    // And each was texted, as any number is.
    for (const phone of [taken, own]) expect(await smsTo(phone)).toHaveLength(1);
  });

  it('refuses a number it cannot text, NUL bytes and a megabyte, with a code, and sends nothing', async () => {
    const shopper = await shop.signUp();
    const from = newAddress();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'phoneCodePhoneRequired'],
      [{ phone: '' }, 'phoneCodePhoneRequired'],
      [{ phone: '12345' }, 'phoneInvalid'],
      [{ phone: '0171\u00002345678' }, 'textInvalidCharacters'],
      [{ phone: '1'.repeat(1_000_000) }, 'phoneInvalid'],
      [{ phone: 1712345678 }, 'phoneCodePhoneRequired'],
    ];
    for (const [body, code] of cases) {
      const res = await shopper.post('/api/v1/phone-verification', body, {
        'x-forwarded-for': from,
      });
      expect(res.status, res.text.slice(0, 200)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code });
    }
    const [sent] = await shop.db
      .select({ n: sql<number>`count(*)::int` })
      .from(phoneCodes)
      .where(eq(phoneCodes.userId, shopper.user.id));
    expect(sent?.n).toBe(0);
  });
});

describe('confirming a phone code', () => {
  it('remembers the number as verified, on the profile and on each address with it; the code is used once', async () => {
    const shopper = await shop.signUp();
    const phone = newNumber();
    const other = newNumber();
    await shopper.put('/api/v1/user/profile', { name: shopper.name, email: shopper.email, phone });
    const address = {
      fullName: 'Nusrat Jahan',
      province: 'Dhaka',
      city: 'Dhaka',
      zone: 'Dhanmondi',
      address: 'House 12, Road 5',
    };
    const home = await shopper.post('/api/v1/user/addresses', { ...address, phone });
    const office = await shopper.post('/api/v1/user/addresses', { ...address, phone: other, type: 'work' });
    expect(home.body).toMatchObject({ address: { phone, phoneVerified: false } });
    expect(office.body).toMatchObject({ address: { phone: other, phoneVerified: false } });
    expect(await profileOf(shopper)).toMatchObject({ phone, phone_verified: false });

    expect((await ask(shopper, phone, newAddress())).status).toBe(200);
    const code = await codeSentTo(phone);
    const res = await confirm(shopper, phone, code);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, phone });

    expect(await profileOf(shopper)).toMatchObject({ phone, phone_verified: true });
    const { addresses } = (await shopper.get('/api/v1/user/addresses')).body as { addresses: SavedAddress[] };
    expect(addresses.map((saved) => [saved.phone, saved.phoneVerified])).toEqual([
      [phone, true],
      [other, false],
    ]);
    expect(await isPhoneVerified(shop.db, shopper.user.id, phone)).toBe(true);
    // A new address with the number is verified from the start.
    const again = await shopper.post('/api/v1/user/addresses', { ...address, phone, type: 'other' });
    expect(again.body).toMatchObject({ address: { phoneVerified: true } });

    const twice = await confirm(shopper, phone, code);
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual(refusal('phoneCodeExpired'));
  });

  it('refuses an expired code, and counts no try', async () => {
    const shopper = await shop.signUp();
    const phone = newNumber();
    await ask(shopper, phone, newAddress());
    const code = await codeSentTo(phone);
    await shop.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.phone, phone));
    const res = await confirm(shopper, phone, code);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal('phoneCodeExpired'));
    const [kept] = await shop.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(kept?.tries).toBe(0);
    expect(await isPhoneVerified(shop.db, shopper.user.id, phone)).toBe(false);
  });

  it(`takes ${PHONE_CODE_TRIES} tries, then the code is dead, the right one too`, async () => {
    const shopper = await shop.signUp();
    const phone = newNumber();
    await ask(shopper, phone, newAddress());
    const code = await codeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = PHONE_CODE_TRIES - 1; left > 0; left--) {
      const res = await confirm(shopper, phone, wrong);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ...refusal('phoneCodeWrong'), params: { triesLeft: left } });
      expect(res.body).toMatchObject({ issues: [{ path: 'body.code', code: 'phoneCodeWrong' }] });
    }
    const last = await confirm(shopper, phone, wrong);
    expect(last.status).toBe(429);
    expect(last.body).toEqual(refusal('phoneCodeTriesUsed'));
    const right = await confirm(shopper, phone, code);
    expect(right.status).toBe(429);
    expect(right.body).toEqual(refusal('phoneCodeTriesUsed'));
    expect(await isPhoneVerified(shop.db, shopper.user.id, phone)).toBe(false);

    // A new code, a minute later, gets tries of its own.
    await aMinuteLater(phone);
    await ask(shopper, phone, newAddress());
    expect((await confirm(shopper, phone, await codeSentTo(phone))).status).toBe(200);
  });

  it(`counts 50 parallel tries at one code as ${PHONE_CODE_TRIES} at most`, async () => {
    const shopper = await shop.signUp();
    const phone = newNumber();
    await ask(shopper, phone, newAddress());
    const code = await codeSentTo(phone);
    const guesses = Array.from({ length: 50 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(guesses.map((guess) => confirm(shopper, phone, guess)));
    expect(statusesOf(answers)).toEqual({ 400: PHONE_CODE_TRIES - 1, 429: 50 - PHONE_CODE_TRIES + 1 });
    const [kept] = await shop.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(kept?.tries).toBe(PHONE_CODE_TRIES);
    expect((await confirm(shopper, phone, code)).body).toEqual(refusal('phoneCodeTriesUsed'));
  });

  it('checks only the newest code: one sent earlier no longer works', async () => {
    const shopper = await shop.signUp();
    const phone = newNumber();
    await ask(shopper, phone, newAddress());
    const first = await codeSentTo(phone);
    await aMinuteLater(phone);
    await ask(shopper, phone, newAddress());
    const second = await codeSentTo(phone);
    if (first !== second)
      expect((await confirm(shopper, phone, first)).body).toMatchObject(refusal('phoneCodeWrong'));
    expect((await confirm(shopper, phone, second)).status).toBe(200);
  });

  it('does not let another shopper use your code, for your number or theirs', async () => {
    const owner = await shop.signUp();
    const intruder = await shop.signUp();
    const phone = newNumber();
    await ask(owner, phone, newAddress());
    const code = await codeSentTo(phone);

    // The intruder was sent no code for the number: there is nothing to confirm.
    const stolen = await confirm(intruder, phone, code);
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual(refusal('phoneCodeExpired'));
    // With a code of their own for it, the owner's is a wrong one.
    await aMinuteLater(phone);
    await ask(intruder, phone, newAddress());
    const intruderCode = await codeSentTo(phone);
    if (intruderCode !== code) {
      expect((await confirm(intruder, phone, code)).body).toMatchObject(refusal('phoneCodeWrong'));
      expect(await isPhoneVerified(shop.db, intruder.user.id, phone)).toBe(false);
    }
    // The owner's code still proves the number theirs.
    expect((await confirm(owner, phone, code)).status).toBe(200);
    expect(await isPhoneVerified(shop.db, owner.user.id, phone)).toBe(true);
  });

  it('refuses a missing or malformed code, NUL bytes and a megabyte, with a code, and counts no try', async () => {
    const shopper = await shop.signUp();
    const phone = newNumber();
    await ask(shopper, phone, newAddress());
    const cases: [Record<string, unknown>, string][] = [
      [{ phone }, 'phoneCodeRequired'],
      [{ phone, code: '' }, 'phoneCodeRequired'],
      [{ phone, code: '12345' }, 'phoneCodeWrong'],
      [{ phone, code: '12a456' }, 'phoneCodeWrong'],
      [{ phone, code: '123\u0000456' }, 'textInvalidCharacters'],
      [{ phone, code: '1'.repeat(1_000_000) }, 'phoneCodeWrong'],
      [{ code: '123456' }, 'phoneCodePhoneRequired'],
    ];
    for (const [body, code] of cases) {
      const res = await shopper.post('/api/v1/phone-verification/confirm', body);
      expect(res.status, res.text.slice(0, 200)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code });
    }
    const [kept] = await shop.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(kept?.tries).toBe(0);
  });
});
