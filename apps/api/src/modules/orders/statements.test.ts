import type { Order } from '@haat/contracts';
import type { StatementMatches } from '@haat/contracts/admin';
import sharp from 'sharp';
import { refusal, type TestApp } from '../../../test/app';
import { createCategory, createProduct } from '../../../test/factories';
import { describe, expect, it, test } from '../../../test/shop-test';
import { orderOne, type Shopper } from '../../../test/shopping';

let shop: TestApp;
let categoryId: string;
let operator: Shopper;
let screenshot: string;
test.beforeAll(async ({ shop: built }) => {
  shop = built;
  categoryId = (await createCategory(shop.db)).id;
  operator = await shop.signUpOperator();
  const bytes = await sharp({ create: { width: 64, height: 128, channels: 3, background: '#e2136e' } })
    .png()
    .toBuffer();
  screenshot = `data:image/png;base64,${bytes.toString('base64')}`;
});

/** A shopper's bKash (or Nagad) order of ৳1,060 with a proof of `amount` under `transactionId`. */
async function proofSent(transactionId: string, amount = 1060, method = 'bkash') {
  const shopper = await shop.signUp();
  const product = await createProduct(shop.db, { categoryId, price: 1000 });
  const order = await orderOne(shopper, product.id, {
    paymentMethod: method === 'nagad' ? 'nagad' : 'bkash',
  });
  const res = await shopper.post(`/api/v1/orders/${order._id}/payment-proof`, {
    transaction_id: transactionId,
    payment_method: method,
    amount,
    screenshot,
    sender_number: '01812345678',
    sender_name: 'Nusrat Jahan',
    payment_date: '2026-11-20',
  });
  if (res.status !== 201) throw new Error(`proof refused: ${res.text}`);
  return { shopper, order };
}

const importStatement = (body: Record<string, unknown>) => operator.post('/api/v1/admin/statements', body);
const matches = async () => (await operator.get('/api/v1/admin/statements/matches')).body as StatementMatches;
const ids = (found: { proof: { order: { _id: string } } }[]) => found.map((match) => match.proof.order._id);

describe('bKash statement matching', () => {
  it('matches proofs by transaction id and amount, verifies the exact ones in one action, and takes a statement twice without change', async () => {
    const exact = await proofSent('8N7A6D5EE7');
    const short = await proofSent('9K2B7C1AA0', 1000);
    const noLine = await proofSent('7Q1W2E3R4T');
    const csv = [
      'TrxID,Sender,Amount,Date Time',
      '8n7a6d5ee7,01812345678,"1,060.00",2026-11-20 10:15',
      '9K2B7C1AA0,01812345678,1060.00,2026-11-20 11:02',
      'ZZ99XX88YY,01700000000,৳ 500,2026-11-21 09:00',
      ',01700000000,200,2026-11-21 09:30',
      'AB12CD34EF,01700000000,lots,2026-11-21 09:45',
    ].join('\r\n');
    const imported = await importStatement({ method: 'bkash', csv });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({
      added: 3,
      known: 0,
      refused: [
        { line: 5, problem: 'noTransactionId' },
        { line: 6, problem: 'amountUnreadable' },
      ],
      message: 'Statement imported: 3 new lines, 0 already known, 2 refused.',
    });

    const found = await matches();
    expect(ids(found.exact)).toContain(exact.order._id);
    expect(found.exact.find((match) => match.proof.order._id === exact.order._id)?.line).toMatchObject({
      transactionId: '8N7A6D5EE7',
      amount: 1060,
      senderNumber: '01812345678',
      time: '2026-11-20 10:15',
    });
    expect(ids(found.amountDiffers)).toEqual([short.order._id]);
    expect(found.proofsWithoutLine.map((proof) => proof.order._id)).toContain(noLine.order._id);
    expect(found.linesWithoutProof.map((line) => line.transactionId)).toContain('ZZ99XX88YY');

    // The same statement again: nothing new, nothing moved.
    const again = await importStatement({ method: 'bkash', csv });
    expect(again.body).toMatchObject({ added: 0, known: 3 });
    expect(await matches()).toEqual(found);

    // Verifying the exact match only: a proof whose amount differs is not verified, even when asked.
    const exactProof =
      found.exact.find((match) => match.proof.order._id === exact.order._id)?.proof._id ?? '';
    const shortProof = found.amountDiffers[0]?.proof._id ?? '';
    const verified = await operator.post('/api/v1/admin/statements/verify-matches', {
      proofIds: [exactProof, shortProof],
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ verified: [exactProof], message: 'Payments verified: 1.' });
    const seen = (await exact.shopper.get(`/api/v1/orders/user/${exact.order._id}`)).body as { order: Order };
    expect(seen.order.paymentStatus).toBe('paid');
    const other = (await short.shopper.get(`/api/v1/orders/user/${short.order._id}`)).body as {
      order: Order;
    };
    expect(other.order.paymentStatus).toBe('submitted');
    expect(ids((await matches()).exact)).not.toContain(exact.order._id);
  });

  it('reads another layout by the columns the operator names, and a Nagad statement matches Nagad proofs only', async () => {
    const nagad = await proofSent('NG55TT66UU', 1060, 'nagad');
    const bkash = await proofSent('NG77TT88UU', 1060, 'bkash');
    const csv =
      'Ref;Customer;Taka;When\nNG55TT66UU;01911111111;1060;20/11/2026\nNG77TT88UU;01911111111;1060;20/11/2026\n';
    const unnamed = await importStatement({ method: 'nagad', csv });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toEqual(refusal('statementNoTransactionColumn'));
    const named = await importStatement({
      method: 'nagad',
      csv,
      columns: { transactionId: 'ref', amount: 'TAKA', senderNumber: 'Customer', time: 'When' },
    });
    expect(named.body).toMatchObject({ added: 2, known: 0, refused: [] });
    const found = await matches();
    expect(ids(found.exact)).toContain(nagad.order._id);
    expect(ids(found.exact)).not.toContain(bkash.order._id);
    expect(found.proofsWithoutLine.map((proof) => proof.order._id)).toContain(bkash.order._id);
  });

  it('refuses what is not a statement, and changes nothing', async () => {
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ method: 'bkash', csv: '' }, 400],
      [{ method: 'bkash', csv: 'TrxID,Amount\n' }, 400, 'statementEmpty'],
      [{ method: 'bkash', csv: 'Name,Phone\nRahim,0171\n' }, 400, 'statementNoTransactionColumn'],
      [{ method: 'bkash', csv: 'TrxID,Phone\nAB12CD34,0171\n' }, 400, 'statementNoAmountColumn'],
      [{ method: 'rocket', csv: 'TrxID,Amount\nAB12CD34,10\n' }, 400],
      [{ method: 'bkash', csv: 'TrxID,Amount\nAB12\u0000CD34,10\n' }, 400],
      [{ method: 'bkash', csv: `TrxID,Amount\n${'A'.repeat(2_100_000)}` }, 400],
      [{ method: 'bkash', csv: `TrxID,Amount\n${'AB12CD34,10\n'.repeat(20_001)}` }, 400, 'statementTooLong'],
    ];
    for (const [body, status, code] of cases) {
      const res = await importStatement(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      if (code) expect(res.body).toMatchObject({ code });
    }
    const listed = await matches();
    expect(listed.linesWithoutProof.map((line) => line.transactionId)).not.toContain('AB12CD34');
  });

  it('refuses a line of more than any order comes to as unreadable, and keeps the others (found by fuzzing)', async () => {
    const res = await importStatement({
      method: 'bkash',
      csv: 'TrxID,Amount\nHUGE1,999999999.99\nHUGE2,"21,474,836.48"\nLIMIT1,10000000\n',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      added: 1,
      refused: [
        { line: 2, problem: 'amountUnreadable' },
        { line: 3, problem: 'amountUnreadable' },
      ],
    });
  });

  it('reports every line it does not import, with its number: an open quote loses nothing after it', async () => {
    const csv = [
      'TrxID,Amount',
      'QT11AA22BB,100',
      'QT33CC44DD,"200',
      'QT55EE66FF,300',
      'QT77GG88HH,400',
      'QT99II00JJ,500',
    ].join('\n');
    const res = await importStatement({ method: 'bkash', csv });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      added: 4,
      known: 0,
      refused: [{ line: 3, problem: 'quotesUnreadable' }],
    });
  });

  it('reads amounts strictly: grouped digits only where they group, Bengali digits as well', async () => {
    const csv = [
      'TrxID,Amount',
      'ST11AA22BB,"1,2,3,4"',
      'ST33CC44DD,"1,234"',
      'ST55EE66FF,"1,00,000.50"',
      'ST77GG88HH,১,০৬০.০০',
      'ST99II00JJ,৳ ৯৫০',
      'ST00KK11LL,950 Tk',
      'ST22MM33NN,"12,34"',
      'ST44OO55PP,9.999',
      'ST66QQ77RR,1.060.00',
    ].join('\n');
    const res = await importStatement({ method: 'bkash', csv: csv.replace('১,০৬০.০০', '"১,০৬০.০০"') });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      added: 5,
      refused: [
        { line: 2, problem: 'amountUnreadable' },
        { line: 8, problem: 'amountUnreadable' },
        { line: 9, problem: 'amountUnreadable' },
        { line: 10, problem: 'amountUnreadable' },
      ],
    });
    const amounts = Object.fromEntries(
      (await matches()).linesWithoutProof.map((line) => [line.transactionId, line.amount]),
    );
    expect(amounts).toMatchObject({
      ST33CC44DD: 1234,
      ST55EE66FF: 100000.5,
      ST77GG88HH: 1060,
      ST99II00JJ: 950,
      ST00KK11LL: 950,
    });
  });

  it('refuses a transaction id the file repeats with another amount, and keeps one it repeats as it was', async () => {
    const csv = 'TrxID,Amount\nRP11AA22BB,100\nRP11AA22BB,100\nRP11AA22BB,900\n';
    const res = await importStatement({ method: 'bkash', csv });
    expect(res.body).toMatchObject({
      added: 1,
      known: 1,
      refused: [{ line: 4, problem: 'repeatedOtherAmount' }],
    });
  });

  it('refuses a header it cannot read, and changes nothing', async () => {
    const res = await importStatement({ method: 'bkash', csv: 'TrxID,"Amount\nHD11AA22BB,100\n' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal('statementHeaderUnreadable'));
  });

  it('is for operators only', async () => {
    const shopper = await shop.signUp();
    const res = await shopper.post('/api/v1/admin/statements', {
      method: 'bkash',
      csv: 'TrxID,Amount\nAB12CD34,10',
    });
    expect(res.status).toBe(403);
  });
});
