import type { AdminPaymentProof } from '@haat/contracts/admin';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { dateAndTime } from '../../../lib/format-detail';
import { useT } from '../../../lib/i18n';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { useProofScreenshot } from '../api';
import { adminMessages } from '../messages';
import { ADMIN_PATHS } from '../paths';

const METHOD_NAMES = { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket', bank: 'Bank' } as const;

/** The screenshot of a proof, as large as the space allows. */
export function ProofScreenshot({ proof }: { proof: AdminPaymentProof }) {
  const t = useT(adminMessages);
  const screenshot = useProofScreenshot(proof._id);
  const alt = t('screenshotOf', { orderNumber: proof.order.orderNumber });
  if (screenshot.isError) return <ErrorBanner announce={false}>{t('screenshotFailed')}</ErrorBanner>;
  return (
    <a
      className="admin-proof__shot"
      href={screenshot.data}
      target="_blank"
      rel="noreferrer"
      aria-label={alt}
      aria-busy={!screenshot.data}
    >
      {screenshot.data ? <img src={screenshot.data} alt={alt} /> : null}
    </a>
  );
}

/** What the shopper claims, beside what the order asks, with the warnings an operator must see. */
export function ProofFacts({ proof }: { proof: AdminPaymentProof }) {
  const format = useFormat();
  const t = useT(adminMessages);
  const when = (value: string | number | Date) =>
    dateAndTime(format, value, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (amount: number) => format.taka(amount, { decimals: true });
  return (
    <>
      <dl className="admin-proof__facts">
        <dt>{t('proofOrder')}</dt>
        <dd>
          <Link to={ADMIN_PATHS.order(proof.order._id)}>{proof.order.orderNumber}</Link> ·{' '}
          {proof.order.customerName}
        </dd>
        <dt>{t('proofMethod')}</dt>
        <dd>{METHOD_NAMES[proof.method]}</dd>
        <dt>{t('proofTransaction')}</dt>
        <dd className="admin-proof__transaction">{proof.transactionId}</dd>
        <dt>{t('proofAmount')}</dt>
        <dd className={proof.amountMatches ? undefined : 'admin-proof__mismatch'}>{money(proof.amount)}</dd>
        <dt>{t('proofOrderTotal')}</dt>
        <dd>{money(proof.order.total)}</dd>
        <dt>{t('proofSender')}</dt>
        <dd>
          {proof.senderName} · {proof.senderNumber}
        </dd>
        <dt>{t('proofDate')}</dt>
        <dd>
          {/* A day of the calendar, as the shopper gave it: no time zone moves it. */}
          <time dateTime={proof.paymentDate}>
            {format.date(`${proof.paymentDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}
          </time>
        </dd>
        <dt>{t('proofSubmitted')}</dt>
        <dd>{when(new Date(proof.submittedAt))}</dd>
      </dl>
      {!proof.amountMatches || proof.alsoOn.length > 0 ? (
        <ul className="admin-warnings">
          {proof.amountMatches ? null : <li>{t('amountMismatch')}</li>}
          {proof.alsoOn.map((other) => (
            <li key={`${other.orderId}-${other.same}`}>
              {t(other.same === 'transactionId' ? 'sameTransaction' : 'sameScreenshot', {
                orderNumber: other.orderNumber,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {proof.status !== 'submitted' && proof.reviewedAt ? (
        <p className="admin-proof__decided">
          {t('decidedBy', {
            decision: t(proof.status === 'approved' ? 'verifiedWord' : 'rejectedWord'),
            name: proof.reviewedBy ?? '',
            date: when(new Date(proof.reviewedAt)),
          })}
          {proof.rejectionReason ? ` ${t('rejectedBecause', { reason: proof.rejectionReason })}` : ''}
        </p>
      ) : null}
    </>
  );
}

/** A proof as the order's page lists it. */
export function ProofCard({ proof }: { proof: AdminPaymentProof }) {
  return (
    <div className="admin-proof admin-proof--compact">
      <ProofScreenshot proof={proof} />
      <div>
        <ProofFacts proof={proof} />
      </div>
    </div>
  );
}
