import type { ParcelLabel as Label } from '@haat/contracts/admin';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { shippingMessages } from '../messages';
import { COURIER_NAMES } from '../words';
import { Code128, QrCode } from './barcodes';

/**
 * The label's fonts: the taka sign's, then the shop's own Noto Sans Bengali (from @fontsource, as
 * styles.css declares it) for every Bengali letter, so that names and addresses are shaped by the
 * font the shop ships and never by whatever a printing computer has; Latin letters and digits in
 * the system's sans-serif. Set on the label itself: nothing of the page's theme reaches a label.
 */
export const LABEL_FONT = '"Haat Taka", "Haat Bengali", system-ui, "Segoe UI", Roboto, Arial, sans-serif';

/** Characters of name and address past which the recipient's block is set smaller (two address lines of an A4 label). */
const LONG_RECIPIENT = 100;

/** One parcel's label: sender and courier, recipient, the cash to collect, and the codes to scan. */
export function ParcelLabel({ label }: { label: Label }) {
  const t = useT(shippingMessages);
  const format = useFormat();
  const place = [label.area, label.district].filter(Boolean).join(', ');
  const long = label.recipientName.length + label.address.length > LONG_RECIPIENT;
  return (
    <article
      className={long ? 'parcel-label parcel-label--long' : 'parcel-label'}
      style={{ fontFamily: LABEL_FONT }}
      aria-label={`${t('labelOrder')} ${label.orderNumber}`}
    >
      <header className="parcel-label__head">
        <span>
          {t('labelFrom')}: <strong>{label.shopName}</strong>
        </span>
        <strong className="parcel-label__courier">{t(COURIER_NAMES[label.courier])}</strong>
      </header>
      <section className="parcel-label__to">
        <p className="parcel-label__tag">{t('labelTo')}</p>
        <p className="parcel-label__name">{label.recipientName}</p>
        <p className="parcel-label__phone">{label.phone}</p>
        <p className="parcel-label__address">{label.address}</p>
        {place ? <p className="parcel-label__place">{place}</p> : null}
      </section>
      <div className="parcel-label__middle">
        <p className="parcel-label__cod">
          {label.codAmount > 0 ? (
            <>
              <span>{t('labelCod')}</span>
              <strong>{format.taka(label.codAmount, { decimals: true })}</strong>
            </>
          ) : (
            <strong>{t('labelNothingToCollect')}</strong>
          )}
        </p>
        <figure className="parcel-label__track">
          <QrCode text={label.trackingAddress} label={t('labelQrCode', { orderNumber: label.orderNumber })} />
          <figcaption>{t('labelScanToTrack')}</figcaption>
        </figure>
      </div>
      <div className="parcel-label__codes">
        <Code128 text={label.orderNumber} label={t('labelBarcode', { orderNumber: label.orderNumber })} />
        <p className="parcel-label__number">
          {t('labelOrder')} <strong>{label.orderNumber}</strong>
        </p>
        <p className="parcel-label__ids">
          {t('labelConsignment')} {label.consignmentId ?? '—'} · {t('labelTracking')}{' '}
          {label.trackingCode ?? '—'}
        </p>
      </div>
    </article>
  );
}
