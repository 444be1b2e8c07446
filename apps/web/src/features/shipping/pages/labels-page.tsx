import type { ParcelLabel as Label } from '@haat/contracts/admin';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n';
import { PageTitle } from '../../../ui/page-title';
import { QueryState } from '../../../ui/query-state';
import { useParcelLabels } from '../api';
import { LABEL_FONT, ParcelLabel } from '../labels/parcel-label';
import { shippingMessages } from '../messages';
import { orderIdsOf } from '../paths';
import '../labels/labels.css';

/** The sizes a label prints at: six to an A4 sheet, or one to a 100 × 150 mm thermal label. */
const SIZES = {
  a4: { message: 'labelSizeA4', page: '@page { size: A4 portrait; margin: 8mm; }' },
  thermal: { message: 'labelSizeThermal', page: '@page { size: 100mm 150mm; margin: 0; }' },
} as const;
type Size = keyof typeof SIZES;
const isSize = (value: string): value is Size => Object.hasOwn(SIZES, value);

/**
 * /admin/labels?orders=…: the labels of the chosen orders' booked parcels, to print from the
 * browser. Only the labels print (labels.css); the page size follows the operator's choice, and
 * Print waits until the Bengali font is there, so that no label is printed in a fallback font.
 */
export default function LabelsPage() {
  const t = useT(shippingMessages);
  const [search] = useSearchParams();
  const orderIds = useMemo(() => orderIdsOf(search), [search]);
  const labels = useParcelLabels(orderIds);
  return (
    <section className="labels-page" aria-labelledby="labels-title">
      <PageTitle page={t('labelsTitle')} />
      <div className="labels-page__controls">
        <Link to="/admin/orders" className="admin__back">
          {t('labelsBack')}
        </Link>
        <h1 id="labels-title" className="admin__title">
          {t('labelsTitle')}
        </h1>
      </div>
      {orderIds.length === 0 ? (
        <p className="labels-page__controls">{t('labelsNoOrders')}</p>
      ) : (
        <QueryState
          query={labels}
          error={t('labelsLoadFailed')}
          loading={
            <p className="state" role="status">
              {t('loading')}
            </p>
          }
        >
          {(found) => <Sheet labels={found} asked={orderIds.length} />}
        </QueryState>
      )}
    </section>
  );
}

function Sheet({ labels, asked }: { labels: Label[]; asked: number }) {
  const t = useT(shippingMessages);
  const sizeId = useId();
  const [size, setSize] = useState<Size>('a4');
  const ready = useFontsFor(labels);
  const leftOut = asked - labels.length;
  return (
    <>
      <div className="labels-page__controls">
        {leftOut > 0 ? (
          <p role="status">
            {labels.length === 0
              ? t('labelsNoneBooked')
              : t.plural({ one: 'labelsLeftOutOne', other: 'labelsLeftOut' }, leftOut)}
          </p>
        ) : null}
        {labels.length > 0 ? (
          <div className="labels-page__print">
            <p>{t.plural({ one: 'labelCountOne', other: 'labelCount' }, labels.length)}</p>
            <label htmlFor={sizeId}>{t('labelSize')}</label>
            <select
              id={sizeId}
              value={size}
              onChange={(event) => {
                if (isSize(event.target.value)) setSize(event.target.value);
              }}
            >
              {Object.entries(SIZES).map(([name, { message }]) => (
                <option key={name} value={name}>
                  {t(message)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--primary"
              disabled={!ready}
              onClick={() => window.print()}
            >
              {ready ? t('labelsPrint') : t('labelsPreparing')}
            </button>
          </div>
        ) : null}
      </div>
      {/* The printed page's size: one rule, for the size chosen. */}
      <style>{SIZES[size].page}</style>
      <div className={`parcel-sheet parcel-sheet--${size}`}>
        {labels.map((label) => (
          <ParcelLabel key={label.orderId} label={label} />
        ))}
      </div>
    </>
  );
}

/**
 * Whether the fonts the labels' words need have arrived: the browser loads a font only once a
 * text needs it, and a print started before would shape Bengali in a fallback font. Where the
 * page has no font loading (an old browser, a test's simulated page) it is ready at once.
 */
function useFontsFor(labels: Label[]): boolean {
  const text = labels
    .map((label) =>
      [label.shopName, label.recipientName, label.address, label.area, label.district].join(' '),
    )
    .join(' ');
  const [readyFor, setReadyFor] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const fonts = 'fonts' in document ? document.fonts : undefined;
    const loaded = fonts
      ? Promise.all([
          fonts.load(`16px ${LABEL_FONT}`, `${text} ৳0`),
          fonts.load(`bold 16px ${LABEL_FONT}`, `${text} ৳0`),
        ]).then(() => fonts.ready)
      : Promise.resolve();
    loaded
      .catch(() => undefined)
      .then(() => {
        if (current) setReadyFor(text);
      });
    return () => {
      current = false;
    };
  }, [text]);
  return readyFor === text;
}
