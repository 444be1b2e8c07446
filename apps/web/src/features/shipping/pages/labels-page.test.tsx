import { ERROR_MESSAGES } from '@haat/contracts';
import type { ParcelLabel } from '@haat/contracts/admin';
import { screen, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, test } from 'vitest';
import { renderInShop } from '../../../testing/render';
import { LABEL } from '../../../testing/shipments';
import { refusal, startShop } from '../../../testing/shop-server';
import { CODE128_PATTERNS, QUIET_ZONE, START_B, STOP } from '../labels/code128';
import LabelsPage from './labels-page';

const BENGALI: ParcelLabel = {
  ...LABEL,
  orderId: 'order-2',
  orderNumber: 'HT-2611-000124',
  recipientName: 'নুসরাত জাহান',
  address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি',
  area: 'ধানমন্ডি',
  district: 'ঢাকা',
  codAmount: 0,
  trackingAddress: 'http://127.0.0.1/track?order=HT-2611-000124',
};

/** The shop answers POST /admin/shipments/labels with these labels, whatever orders it is asked. */
const labelsShop = (labels: ParcelLabel[]) =>
  startShop(({ method, path }) =>
    method === 'POST' && path === '/api/v1/admin/shipments/labels'
      ? { status: 200, body: { success: true, labels } }
      : refusal(404, ERROR_MESSAGES.routeNotFound, 'routeNotFound'),
  );

const openLabels = (orderIds: string[], language: 'en' | 'bn' = 'en') =>
  renderInShop(<LabelsPage />, {
    path: `/admin/labels?orders=${orderIds.join(',')}`,
    route: '/admin/labels',
    language,
  });

/**
 * Reads a Code 128 symbol back from its SVG, as a scanner reads the bars: the widths of the bars
 * and of the spaces between them, in modules, six to a symbol (seven for stop); each symbol's
 * value from the standard's table; start B, the check symbol and stop checked; the text of the rest.
 */
function readCode128(svg: Element): string {
  const [, , width] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const bars = [...svg.querySelectorAll('rect[fill="#000"]')]
    .map((rect) => ({ x: Number(rect.getAttribute('x')), width: Number(rect.getAttribute('width')) }))
    .sort((a, b) => a.x - b.x);
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last || width === undefined) throw new Error('no bars');
  expect(first.x).toBeGreaterThanOrEqual(QUIET_ZONE);
  expect(width - (last.x + last.width)).toBeGreaterThanOrEqual(QUIET_ZONE);
  const runs = bars.flatMap((bar, index) => {
    const next = bars[index + 1];
    return next ? [bar.width, next.x - bar.x - bar.width] : [bar.width];
  });
  const values: number[] = [];
  for (let at = 0; at < runs.length; ) {
    const size = runs.length - at === 7 ? 7 : 6;
    const symbol = runs.slice(at, at + size).join('');
    const value = CODE128_PATTERNS.indexOf(symbol);
    if (value < 0) throw new Error(`no symbol ${symbol}`);
    values.push(value);
    at += size;
  }
  const [start, ...rest] = values;
  const stop = rest.pop();
  const check = rest.pop();
  expect(start).toBe(START_B);
  expect(stop).toBe(STOP);
  expect(check).toBe(rest.reduce((sum, value, index) => sum + value * (index + 1), START_B) % 103);
  return String.fromCharCode(...rest.map((value) => value + 32));
}

/** Reads a QR code back from its SVG: its modules drawn four pixels each, given to a QR reader. */
function readQr(svg: Element): string | undefined {
  const [, , size = 0] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const scale = 4;
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of (svg.querySelector('path')?.getAttribute('d') ?? '').matchAll(/M(\d+) (\d+)/g))
    for (let dy = 0; dy < scale; dy += 1)
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
  return jsQR(pixels, side, side)?.data;
}

describe('the parcel labels’ print page', () => {
  test('the standard’s table: 107 distinct symbols of 11 modules (stop 13), the bars of each even', () => {
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.forEach((pattern, value) => {
      const widths = [...pattern].map(Number);
      expect(widths.reduce((sum, w) => sum + w, 0)).toBe(value === STOP ? 13 : 11);
      expect(widths.filter((_, index) => index % 2 === 0).reduce((sum, w) => sum + w, 0) % 2).toBe(0);
    });
  });

  test('draws each booked parcel’s label with its order number in Code 128 and its tracking page as a QR code', async () => {
    const shop = await labelsShop([LABEL, BENGALI]);
    await openLabels(['order-1', 'order-2', 'order-unbooked']);
    const label = await screen.findByRole('article', { name: 'Order HT-2611-000123' });
    expect(shop.asked.map((call) => call.body)).toEqual([
      { orderIds: ['order-1', 'order-2', 'order-unbooked'] },
    ]);
    expect(screen.getByText('1 of the chosen orders has no booked parcel and is left out.')).toBeVisible();
    expect(screen.getByText('2 labels')).toBeVisible();

    expect(label).toHaveTextContent('From: Haat');
    expect(label).toHaveTextContent('Steadfast');
    expect(label).toHaveTextContent('Nusrat Jahan');
    expect(label).toHaveTextContent('01712345678');
    expect(label).toHaveTextContent('House 4, Road 2, Mirpur');
    expect(label).toHaveTextContent('Mirpur, Dhaka');
    expect(label).toHaveTextContent('Collect৳1,260.00');
    expect(label).toHaveTextContent('Consignment 1424107 · Tracking 15BAEB8A');

    const barcode = within(label).getByRole('img', { name: 'Barcode of order number HT-2611-000123' });
    expect(readCode128(barcode)).toBe('HT-2611-000123');
    const qr = within(label).getByRole('img', {
      name: 'QR code of the tracking page of order HT-2611-000123',
    });
    expect(readQr(qr)).toBe('http://127.0.0.1/track?order=HT-2611-000123');

    const bengali = screen.getByRole('article', { name: 'Order HT-2611-000124' });
    expect(readCode128(within(bengali).getByRole('img', { name: /Barcode/ }))).toBe('HT-2611-000124');
    expect(bengali).toHaveTextContent('Paid: collect nothing');
  });

  test('sets Bengali names and addresses in the shop’s own Bengali font', async () => {
    await labelsShop([BENGALI]);
    await openLabels(['order-2']);
    const address = await screen.findByText('বাড়ি ১২, রোড ৫, ধানমন্ডি');
    expect(screen.getByText('নুসরাত জাহান')).toBeVisible();
    expect(screen.getByText('ধানমন্ডি, ঢাকা')).toBeVisible();
    const label = address.closest('article');
    expect(label?.style.fontFamily).toMatch(/^"Haat Taka", "Haat Bengali",/);
    // The Print button waits for the fonts; this simulated page has no font loading, so it is ready.
    expect(await screen.findByRole('button', { name: 'Print' })).toBeEnabled();
  });

  test('prints on A4 sheets or on 100 × 150 mm thermal labels, as chosen', async () => {
    await labelsShop([LABEL]);
    const { user, container } = await openLabels(['order-1']);
    const size = await screen.findByLabelText('Label size');
    expect(container.querySelector('style')?.textContent).toBe('@page { size: A4 portrait; margin: 8mm; }');
    expect(container.querySelector('.parcel-sheet--a4')).not.toBeNull();
    await user.selectOptions(size, 'Thermal label, 100 × 150 mm');
    expect(container.querySelector('style')?.textContent).toBe('@page { size: 100mm 150mm; margin: 0; }');
    expect(container.querySelector('.parcel-sheet--thermal')).not.toBeNull();
  });

  test('reads in Bengali, digits too', async () => {
    await labelsShop([LABEL]);
    await openLabels(['order-1'], 'bn');
    const label = await screen.findByRole('article', { name: 'অর্ডার HT-2611-000123' });
    expect(label).toHaveTextContent('প্রেরক: Haat');
    expect(label).toHaveTextContent('তুলতে হবে৳১,২৬০.০০');
    expect(await screen.findByRole('button', { name: 'প্রিন্ট করুন' })).toBeEnabled();
  });

  test('says when none of the chosen orders has a booked parcel', async () => {
    await labelsShop([]);
    await openLabels(['order-3']);
    expect(await screen.findByText('None of the chosen orders has a booked parcel.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
