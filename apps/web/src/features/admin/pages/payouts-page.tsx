import {
  type CourierPayout,
  PAYOUT_COLUMN_NAMES,
  type PayoutColumn,
  type PayoutImported,
  type PayoutLineProblem,
  type ReportedPayoutLine,
  type SettledPayoutLine,
} from '@haat/contracts/admin';
import { COURIERS, type Courier } from '@haat/contracts/constants';
import { Link, useSearchParams } from 'react-router';
import { type Format, useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { PageTitle } from '../../../ui/page-title';
import { formatOrderDate } from '../../orders';
import { useImportPayout, usePayouts } from '../api';
import { COURIER_NAMES, courierMessages } from '../courier-messages';
import { CsvImportForm } from '../csv-import-form';
import { PagedTable } from '../pager';
import { ADMIN_PATHS } from '../paths';

const PROBLEMS = {
  quotesUnreadable: 'problemQuotesUnreadable',
  consignmentUnreadable: 'problemConsignmentUnreadable',
  amountUnreadable: 'problemAmountUnreadable',
  payoutIdUnreadable: 'problemPayoutIdUnreadable',
  unknownConsignment: 'problemUnknownConsignment',
  otherCourier: 'problemOtherCourier',
  notCollected: 'problemNotCollected',
  amountDiffers: 'problemAmountDiffers',
  parcelNotEnded: 'problemParcelNotEnded',
  settledOtherwise: 'problemSettledOtherwise',
} as const satisfies Record<PayoutLineProblem, keyof typeof courierMessages.en>;

const COLUMN_LABELS = {
  payoutId: 'columnPayoutId',
  consignmentId: 'columnConsignmentId',
  trackingCode: 'columnTrackingCode',
  invoice: 'columnInvoice',
  collected: 'columnCollected',
  deliveryCharge: 'columnDeliveryCharge',
  codCharge: 'columnCodCharge',
  returnCharge: 'columnReturnCharge',
  net: 'columnNet',
} as const satisfies Record<PayoutColumn, keyof typeof courierMessages.en>;

/** Taka with paisa; an amount the shop owes the courier (a return's charge) with a minus sign. */
const signedTaka = (format: Format, amount: number) =>
  amount < 0 ? `−${format.taka(-amount, { decimals: true })}` : format.taka(amount, { decimals: true });

/** /admin/payouts: a courier's payout statement imported, what it did, and the payouts imported so far. */
export default function PayoutsPage() {
  const t = useT(courierMessages);
  const importing = useImportPayout();
  return (
    <section aria-labelledby="admin-payouts-title">
      <PageTitle page={t('payoutsTitle')} />
      <h1 id="admin-payouts-title" className="admin__title">
        {t('payoutsTitle')}
      </h1>
      <p>{t('payoutsIntro')}</p>
      <ImportForm importing={importing} />
      <div role="status" className="admin-outcome">
        {importing.data ? <PayoutResult result={importing.data} /> : null}
      </div>
      <PayoutList />
    </section>
  );
}

function ImportForm({ importing }: { importing: ReturnType<typeof useImportPayout> }) {
  const t = useT(courierMessages);
  return (
    <CsvImportForm
      texts={{
        title: t('importTitle'),
        choice: t('courier'),
        file: t('payoutFile'),
        columnsTitle: t('columnsTitle'),
        columnsHelp: t('columnsHelp'),
        submit: t('importPayout'),
        pending: t('importing'),
        chooseFile: t('chooseFile'),
      }}
      choices={COURIERS.map((courier) => ({ value: courier, label: t(COURIER_NAMES[courier]) }))}
      columns={PAYOUT_COLUMN_NAMES.map((name) => ({ name, label: t(COLUMN_LABELS[name]) }))}
      pending={importing.isPending}
      error={importing.error}
      onImport={({ choice, csv, columns }) =>
        importing.mutate({ courier: choice, csv, ...(columns ? { columns } : {}) })
      }
    />
  );
}

/** What an import did: its counts, the lines settled now and before, and each line reported with why. */
export function PayoutResult({ result }: { result: Omit<PayoutImported, 'success'> }) {
  const t = useT(courierMessages);
  const count = (outcome: SettledPayoutLine['outcome']) =>
    result.settled.filter((line) => line.outcome === outcome).length;
  const now = result.settled.filter((line) => line.outcome !== 'alreadySettled');
  const before = result.settled.filter((line) => line.outcome === 'alreadySettled');
  const nothingNew =
    result.payouts.length > 0 && result.payouts.every((payout) => payout.importedBefore) && now.length === 0;
  return (
    <section className="admin-card admin-done" aria-labelledby="admin-payout-result-title">
      <h2 id="admin-payout-result-title">{t('resultTitle')}</h2>
      {nothingNew ? <p>{t('nothingNew')}</p> : null}
      <p>
        {t('resultCounts', {
          paid: count('paid'),
          charged: count('charged'),
          alreadySettled: before.length,
          reported: result.reported.length,
        })}
      </p>
      <SettledLines title={t('settledTitle')} lines={now} />
      <SettledLines title={t('alreadyTitle')} lines={before} />
      {result.reported.length ? (
        <>
          <h3>{t('reportedTitle')}</h3>
          <ul className="admin-lines">
            {result.reported.map((line) => (
              <li key={line.line}>
                <ReportedLine line={line} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function SettledLines({ title, lines }: { title: string; lines: SettledPayoutLine[] }) {
  const format = useFormat();
  const t = useT(courierMessages);
  if (lines.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="admin-lines">
        {lines.map((line) => (
          <li key={line.line}>
            <Link className="admin-link" to={ADMIN_PATHS.order(line.orderId)}>
              {t('settledLine', {
                line: line.line,
                orderNumber: line.orderNumber,
                collected: format.taka(line.collected, { decimals: true }),
                charges: format.taka(line.charges, { decimals: true }),
                net: signedTaka(format, line.net),
              })}
            </Link>{' '}
            {line.outcome === 'alreadySettled'
              ? null
              : t(line.outcome === 'paid' ? 'outcomePaid' : 'outcomeCharged')}
          </li>
        ))}
      </ul>
    </>
  );
}

function ReportedLine({ line }: { line: ReportedPayoutLine }) {
  const t = useT(courierMessages);
  const problem = t(PROBLEMS[line.problem]);
  if (!line.parcel) return <>{t('reportedLineUnread', { line: line.line, problem })}</>;
  return (
    <>
      {line.orderNumber
        ? t('reportedLineOfOrder', {
            line: line.line,
            parcel: line.parcel,
            orderNumber: line.orderNumber,
            problem,
          })
        : t('reportedLine', { line: line.line, parcel: line.parcel, problem })}
    </>
  );
}

/** The payouts imported, newest first, of one courier or all; the courier is kept in the address. */
function PayoutList() {
  const t = useT(courierMessages);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('courier');
  const courier: Courier | '' = COURIERS.find((name) => name === wanted) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const payouts = usePayouts({ courier, page });
  const go = (next: { courier?: Courier | ''; page?: number }) => {
    const updated = new URLSearchParams();
    const chosen = next.courier ?? courier;
    if (chosen) updated.set('courier', chosen);
    if ((next.page ?? 1) > 1) updated.set('page', String(next.page));
    setParams(updated);
  };
  return (
    <section className="admin-card" aria-labelledby="admin-payout-list-title">
      <h2 id="admin-payout-list-title">{t('listTitle')}</h2>
      <label>
        {t('courier')}{' '}
        <select
          value={courier}
          onChange={(event) => go({ courier: COURIERS.find((name) => name === event.target.value) ?? '' })}
        >
          <option value="">—</option>
          {COURIERS.map((name) => (
            <option key={name} value={name}>
              {t(COURIER_NAMES[name])}
            </option>
          ))}
        </select>
      </label>
      <PagedTable
        query={payouts}
        empty={t('noPayouts')}
        columns={[
          t('colPayout'),
          t('colCourier'),
          t('colImported'),
          t('colParcels'),
          t('colCollected'),
          t('colCharges'),
          t('colNet'),
        ]}
        row={(payout) => <PayoutRow key={payout._id} payout={payout} />}
        onPage={(next) => go({ page: next })}
      />
    </section>
  );
}

function PayoutRow({ payout }: { payout: CourierPayout }) {
  const format = useFormat();
  const t = useT(courierMessages);
  const taka = (amount: number) => format.taka(amount, { decimals: true });
  return (
    <tr>
      <th scope="row">{payout.reference}</th>
      <td>{t(COURIER_NAMES[payout.courier])}</td>
      <td>{formatOrderDate(payout.importedAt, format)}</td>
      <td>{t('parcels', { paid: payout.paidOrders, charged: payout.chargedParcels })}</td>
      <td>{taka(payout.collected)}</td>
      <td>
        {taka(payout.deliveryCharges + payout.codCharges + payout.returnCharges)}
        <span className="admin-table__sub">
          {t('chargesDetail', {
            delivery: taka(payout.deliveryCharges),
            cod: taka(payout.codCharges),
            returned: taka(payout.returnCharges),
          })}
        </span>
      </td>
      <td>{signedTaka(format, payout.net)}</td>
    </tr>
  );
}
