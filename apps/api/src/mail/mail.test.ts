import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../test/app';
import { describe, expect, it, test } from '../../test/shop-test';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { escapeHtml, type MailContent, type MailLanguage } from './layout';
import { createMailer } from './mailer';
import {
  confirmEmailChangeMail,
  emailChangeRequestedMail,
  orderMovedMail,
  orderPlacedMail,
  orderRefundedMail,
  type PlacedOrderDetails,
  passwordChangedMail,
  passwordResetMail,
  paymentCheckedMail,
  paymentSwitchedMail,
  returnDecidedMail,
  verifyEmailMail,
} from './messages';

const FROM = 'Haat <no-reply@haat.test>';
// An ampersand in the link shows it is escaped in the HTML part and left as it is in the text part.
const LINK = 'https://haat.test/verify-email?token=abc123&next=%2Faccount';

/** The addresses of a parsed To or From header. */
function addresses(field: AddressObject | AddressObject[] | undefined): (string | undefined)[] {
  return [field ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address));
}

let tempRoot: string;
beforeAll(async () => {
  tempRoot = await mkdtemp(path.join(os.tmpdir(), 'haat-mail-'));
});
afterAll(async () => {
  await rm(tempRoot, { recursive: true, force: true });
});

let folders = 0;
const newOutbox = () => path.join(tempRoot, `outbox-${++folders}`, 'nested');

describe('createMailer with an SMTP server', () => {
  let smtp: TestSmtpServer;
  test.beforeAll(({ smtp: started }) => {
    smtp = started;
  });

  it('sends From, To and Subject, with a text and an HTML part that both carry the link', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: newOutbox() });
    const content = verifyEmailMail({ language: 'en', name: 'Rahim Uddin', link: LINK });

    const sent = await mailer.send({ to: 'rahim@example.com', ...content });
    const mail = await smtp.waitForMail('rahim@example.com');
    await mailer.close();

    expect(sent).toEqual({ messageId: expect.any(String) });
    expect(mail.from?.value).toEqual([{ address: 'no-reply@haat.test', name: 'Haat' }]);
    expect(addresses(mail.to)).toEqual(['rahim@example.com']);
    expect(mail.subject).toBe(content.subject);
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
  });

  it('delivers a Bengali message readable: UTF-8 subject and body', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: newOutbox() });
    const content = passwordResetMail({ language: 'bn', name: 'সুমাইয়া আক্তার', link: LINK });

    await mailer.send({ to: 'sumaiya@example.com', ...content });
    const mail = await smtp.waitForMail('sumaiya@example.com');
    await mailer.close();

    expect(mail.subject).toBe('আপনার হাট পাসওয়ার্ড রিসেট করুন');
    expect(mail.text).toContain('প্রিয় সুমাইয়া আক্তার,');
    expect(mail.text).toContain('লিংকটি ৩০ মিনিট পর্যন্ত কার্যকর থাকবে');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain('<html lang="bn">');
    expect(mail.html).toContain('প্রিয় সুমাইয়া আক্তার,');
    expect(mail.html).toContain(escapeHtml(LINK));
  });

  it('waitForMail hands out each message for an address once, oldest first', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, outboxDir: newOutbox() });
    await mailer.send({
      to: 'twice@example.com',
      ...verifyEmailMail({ language: 'en', name: 'T', link: LINK }),
    });
    await mailer.send({
      to: 'twice@example.com',
      ...passwordResetMail({ language: 'en', name: 'T', link: LINK }),
    });
    await mailer.close();

    expect((await smtp.waitForMail('TWICE@example.com')).subject).toBe('Confirm your email address for Haat');
    expect((await smtp.waitForMail('twice@example.com')).subject).toBe('Reset your Haat password');
    await expect(smtp.waitForMail('twice@example.com', 50)).rejects.toThrow(/No mail for twice@example.com/);
  });
});

describe('createMailer without an SMTP server (the outbox folder)', () => {
  it('send writes exactly one .eml with the same fields, and answers its file', async () => {
    const outboxDir = newOutbox();
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir });
    const content = confirmEmailChangeMail({
      language: 'en',
      name: 'Karim',
      newEmail: 'karim.new@example.com',
      link: LINK,
    });

    const sent = await mailer.send({ to: 'karim.new@example.com', ...content });
    await mailer.close();

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    const [file = ''] = files;
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(sent).toEqual({ file: path.join(outboxDir, file) });

    const mail: ParsedMail = await simpleParser(await readFile(path.join(outboxDir, file)));
    expect(mail.from?.value).toEqual([{ address: 'no-reply@haat.test', name: 'Haat' }]);
    expect(addresses(mail.to)).toEqual(['karim.new@example.com']);
    expect(mail.subject).toBe(content.subject);
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(escapeHtml(LINK));
  });

  it('refuses mail once closed', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir: newOutbox() });
    await mailer.close();
    const mail = { to: 'late@example.com', ...passwordChangedMail({ language: 'en', name: 'L' }) };
    await expect(mailer.send(mail)).rejects.toThrow(/closed/);
  });
});

describe('createMailer when the SMTP server fails', () => {
  const mail = { to: 'shopper@example.com', ...passwordResetMail({ language: 'en', name: 'S', link: LINK }) };

  it('rejects when nobody listens at the address, and when the server refuses the recipient', async () => {
    const port = await freePort();
    const nobody = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, outboxDir: newOutbox() });
    await expect(nobody.send(mail)).rejects.toThrow();
    await nobody.close();

    const refusing = await startSmtpServer({
      rejectRecipient: (address) => address === 'shopper@example.com',
    });
    const mailer = createMailer({ smtpUrl: refusing.url, from: FROM, outboxDir: newOutbox() });
    try {
      await expect(mailer.send(mail)).rejects.toThrow();
      // The failure of one message does not stop the next.
      await mailer.send({ ...mail, to: 'other@example.com' });
      expect((await refusing.waitForMail('other@example.com', 0)).subject).toBe(mail.subject);
      expect(refusing.messages).toHaveLength(1);
    } finally {
      await mailer.close();
      await refusing.close();
    }
  });
});

describe('the shop’s messages', () => {
  const HOSTILE_NAME = '<script>alert("x")</script> & Sons';
  const NEW_EMAIL = 'new.address@example.com';
  const ORDER_NUMBER = 'HT-2611-000123';
  const panjabi = { name: 'Cotton Panjabi', nameBn: 'সুতির পাঞ্জাবি', size: 'L', quantity: 2 } as const;
  const order: PlacedOrderDetails = {
    orderNumber: ORDER_NUMBER,
    placedAt: new Date('2026-11-28T04:30:00Z'),
    lines: [
      { ...panjabi, unitPrice: 1300, lineTotal: 2600 },
      // A one-size product: no size anywhere.
      {
        name: 'Steel Watch',
        nameBn: 'স্টিলের ঘড়ি',
        size: null,
        quantity: 1,
        unitPrice: 12500,
        lineTotal: 12500,
      },
    ],
    subtotal: 15100,
    discount: 1510,
    promoCode: 'WELCOME10',
    tax: 0,
    shippingCost: 60,
    total: 13650,
    pickupPoint: 'Rahim Uddin, House 12, Road 5, Dhaka',
    payOnDelivery: true,
  };
  const returned = { orderNumber: ORDER_NUMBER, line: panjabi, note: '' };

  const messages: {
    label: string;
    make: (language: MailLanguage, name: string) => MailContent;
    link: boolean;
  }[] = [
    {
      label: 'verifyEmailMail',
      make: (language, name) => verifyEmailMail({ language, name, link: LINK }),
      link: true,
    },
    {
      label: 'confirmEmailChangeMail',
      make: (language, name) => confirmEmailChangeMail({ language, name, newEmail: NEW_EMAIL, link: LINK }),
      link: true,
    },
    {
      label: 'emailChangeRequestedMail',
      make: (language, name) => emailChangeRequestedMail({ language, name, newEmail: NEW_EMAIL }),
      link: false,
    },
    {
      label: 'passwordResetMail',
      make: (language, name) => passwordResetMail({ language, name, link: LINK }),
      link: true,
    },
    {
      label: 'orderPlacedMail',
      make: (language, name) => orderPlacedMail({ language, name, link: LINK, order }),
      link: true,
    },
    {
      label: 'orderMovedMail',
      make: (language, name) =>
        orderMovedMail({
          language,
          name,
          link: LINK,
          order: { orderNumber: ORDER_NUMBER, status: 'shipped', note: '' },
        }),
      link: true,
    },
    {
      label: 'paymentSwitchedMail',
      make: (language, name) =>
        paymentSwitchedMail({
          language,
          name,
          link: LINK,
          order: { orderNumber: ORDER_NUMBER, total: 13650, note: '' },
        }),
      link: true,
    },
    {
      label: 'paymentCheckedMail',
      make: (language, name) =>
        paymentCheckedMail({
          language,
          name,
          link: LINK,
          decision: { verified: true, orderNumber: ORDER_NUMBER, amount: 13650 },
        }),
      link: true,
    },
    {
      label: 'returnDecidedMail',
      make: (language, name) =>
        returnDecidedMail({
          language,
          name,
          link: LINK,
          decision: { kind: 'refunded', amount: 2340, ...returned },
        }),
      link: true,
    },
    {
      label: 'orderRefundedMail',
      make: (language, name) =>
        orderRefundedMail({
          language,
          name,
          link: LINK,
          refund: { orderNumber: ORDER_NUMBER, amount: 13650, note: '' },
        }),
      link: true,
    },
    {
      label: 'passwordChangedMail',
      make: (language, name) => passwordChangedMail({ language, name }),
      link: false,
    },
  ];

  describe.each(messages)('$label', ({ make, link }) => {
    const en = make('en', 'Rahim');
    const bn = make('bn', 'রহিম');

    it('is written in English and in Bengali', () => {
      expect(en.subject).not.toBe(bn.subject);
      expect(en.text).not.toBe(bn.text);
      expect(en.html).not.toBe(bn.html);
      // Bengali letters and digits; the taka sign (U+09F3) is written in both languages.
      const bengali = /[\u0980-\u09f2\u09f4-\u09ff]/;
      expect(en.subject + en.text).not.toMatch(bengali);
      expect(bn.subject).toMatch(bengali);
      expect(bn.text).toMatch(bengali);
      expect(en.html).toContain('<html lang="en">');
      expect(bn.html).toContain('<html lang="bn">');
      expect(en.text).toContain('Hello Rahim,');
      expect(bn.text).toContain('প্রিয় রহিম,');
    });

    it(link ? 'carries the link in the text, as a button and as plain text' : 'carries no link', () => {
      for (const content of [en, bn]) {
        if (link) {
          expect(content.text).toContain(LINK);
          // Once as the button, once as the address to copy.
          expect(content.html.split(`href="${escapeHtml(LINK)}"`)).toHaveLength(3);
          expect(content.html).toContain(`>${escapeHtml(LINK)}</a>`);
        } else {
          expect(content.html).not.toContain('href=');
        }
      }
    });

    it('escapes the name in HTML and keeps it as written in text', () => {
      for (const language of ['en', 'bn'] as const) {
        const content = make(language, HOSTILE_NAME);
        expect(content.html).not.toContain('<script');
        expect(content.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons');
        expect(content.text).toContain(HOSTILE_NAME);
      }
    });

    it('writes every number in the reader’s digits: Bengali ones in Bengali (order numbers and links aside)', () => {
      // What the shop writes: not the link, the order number or the shopper's own words (an address, a code).
      const numbersIn = (content: MailContent) =>
        [LINK, ORDER_NUMBER, order.pickupPoint, 'WELCOME10'].reduce(
          (text, theirs) => text.replaceAll(theirs, ''),
          `${content.subject}\n${content.text}`,
        );
      expect(numbersIn(bn)).not.toMatch(/[0-9]/);
      expect(numbersIn(en)).not.toMatch(/[০-৯]/);
    });

    it('loads nothing from elsewhere: no images, style sheets or scripts', () => {
      for (const content of [en, bn]) {
        expect(content.html).not.toMatch(/<img|<link|<script|src=|url\(/i);
      }
    });
  });

  it('names the new address in both email-change messages', () => {
    for (const language of ['en', 'bn'] as const) {
      expect(confirmEmailChangeMail({ language, name: 'R', newEmail: NEW_EMAIL, link: LINK }).text).toContain(
        NEW_EMAIL,
      );
      expect(emailChangeRequestedMail({ language, name: 'R', newEmail: NEW_EMAIL }).html).toContain(
        NEW_EMAIL,
      );
    }
  });

  it('lists an order’s lines in the reader’s language, a one-size line without a size', () => {
    const en = orderPlacedMail({ language: 'en', name: 'Rahim', link: LINK, order });
    expect(en.text).toContain('placed on 28 Nov 2026: 3 items, ৳13,650.00 in all');
    expect(en.text).toContain(
      'Cotton Panjabi (size L, 2 × ৳1,300.00): ৳2,600.00\nSteel Watch (1 × ৳12,500.00): ৳12,500.00',
    );
    expect(en.text).toContain(
      'Items: ৳15,100.00\nDiscount (WELCOME10): −৳1,510.00\nDelivery: ৳60.00\nTotal: ৳13,650.00',
    );
    expect(en.text).toContain('You pay in cash when it arrives.');
    const bn = orderPlacedMail({ language: 'bn', name: 'রহিম', link: LINK, order });
    expect(bn.text).toContain('২৮ নভে, ২০২৬ তারিখে');
    expect(bn.text).toContain(
      'সুতির পাঞ্জাবি (সাইজ L, ২ × ৳১,৩০০.০০): ৳২,৬০০.০০\nস্টিলের ঘড়ি (১ × ৳১২,৫০০.০০): ৳১২,৫০০.০০',
    );
    expect(bn.text).toContain('মোট: ৳১৩,৬৫০.০০');
  });

  it('names a returned line with its size, and a one-size one without', () => {
    const mail = (line: typeof panjabi | { name: string; nameBn: null; size: null; quantity: number }) =>
      returnDecidedMail({
        language: 'bn',
        name: 'রহিম',
        link: LINK,
        decision: { kind: 'approved', orderNumber: ORDER_NUMBER, line, note: '' },
      }).text;
    expect(mail(panjabi)).toContain('সুতির পাঞ্জাবি (সাইজ L) × ২ ফেরতের');
    expect(mail({ name: 'Hand Towel', nameBn: null, size: null, quantity: 1 })).toContain(
      'Hand Towel × ১ ফেরতের',
    );
  });

  it('greets a shopper without a name too', () => {
    expect(passwordChangedMail({ language: 'en', name: ' ' }).text.startsWith('Hello,\n')).toBe(true);
    expect(passwordChangedMail({ language: 'bn', name: '' }).text.startsWith('প্রিয় গ্রাহক,\n')).toBe(true);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml('হাট')).toBe('হাট');
  });
});
