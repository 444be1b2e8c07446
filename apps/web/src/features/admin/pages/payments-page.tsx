import type { AdminPaymentProof } from '@haat/contracts/admin';
import type { PaymentProofStatus } from '@haat/contracts/constants';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { RefusalText } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { PageTitle } from '../../../ui/page-title';
import { Pager } from '../../../ui/pager';
import { QueryState } from '../../../ui/query-state';
import { useDecideProof, usePaymentProofs } from '../api';
import { adminMessages } from '../messages';
import { StateTabs } from '../state-tabs';
import { ProofFacts, ProofScreenshot } from './proof-card';

const TABS = [
  { state: 'submitted', label: 'tabWaiting' },
  { state: 'approved', label: 'tabVerified' },
  { state: 'rejected', label: 'tabRejected' },
] as const satisfies readonly { state: PaymentProofStatus; label: string }[];

const isStatus = (value: string | null): value is PaymentProofStatus =>
  TABS.some((tab) => tab.state === value);

/**
 * /admin/payments: the proofs waiting to be checked, one at a time with its screenshot large;
 * V verifies, R rejects (with a reason), J and K go to the next and previous proof.
 */
export default function PaymentsPage() {
  const t = useT(adminMessages);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('state');
  const status: PaymentProofStatus = isStatus(wanted) ? wanted : 'submitted';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const proofs = usePaymentProofs(status, page);
  const [outcome, setOutcome] = useState('');

  const go = (next: { state?: PaymentProofStatus; page?: number }) => {
    const updated = new URLSearchParams();
    const state = next.state ?? status;
    if (state !== 'submitted') updated.set('state', state);
    if ((next.page ?? 1) > 1) updated.set('page', String(next.page));
    setParams(updated);
  };

  return (
    <section aria-labelledby="admin-payments-title">
      <PageTitle page={t('paymentsTitle')} />
      <h1 id="admin-payments-title" className="admin__title">
        {t('paymentsTitle')}
      </h1>
      <StateTabs label="queueTabs" tabs={TABS} current={status} onPick={(state) => go({ state })} />
      <div role="status" className="admin-outcome">
        {outcome ? <p className="admin-done">{outcome}</p> : null}
      </div>
      <QueryState
        query={proofs}
        error={t('loadFailed')}
        isEmpty={(found) => found.rows.length === 0}
        empty={<p>{status === 'submitted' ? t('noWaiting') : t('noDecided')}</p>}
      >
        {(found) =>
          status === 'submitted' ? (
            <ProofQueue proofs={found.rows} onDecided={setOutcome} />
          ) : (
            <>
              {found.rows.map((proof) => (
                <div key={proof._id} className="admin-card admin-proof admin-proof--compact">
                  <ProofScreenshot proof={proof} />
                  <div>
                    <ProofFacts proof={proof} />
                  </div>
                </div>
              ))}
              <Pager
                page={found.page}
                pageSize={found.pageSize}
                total={found.total}
                onPage={(next) => go({ page: next })}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}

/** A refusal is shown from the mutation's own state. */
const ignore = () => undefined;

/** The waiting proofs, one in view; the keys work anywhere but in a text field. */
function ProofQueue({
  proofs,
  onDecided,
}: {
  proofs: AdminPaymentProof[];
  onDecided: (message: string) => void;
}) {
  const t = useT(adminMessages);
  const format = useFormat();
  const [index, setIndex] = useState(0);
  const [rejecting, setRejecting] = useState(false);
  const decide = useDecideProof();
  const proof = proofs[Math.min(index, proofs.length - 1)];
  const reasonId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');

  const verify = () => {
    if (!proof || decide.isPending) return;
    // Told through the promise: the proof leaves the queue, and this list may be gone by then.
    decide
      .mutateAsync({ proofId: proof._id, verify: true })
      .then(() => onDecided(t('proofVerified', { orderNumber: proof.order.orderNumber })), ignore);
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!proof || decide.isPending) return;
    decide.mutateAsync({ proofId: proof._id, verify: false, reason: reason.trim() }).then(() => {
      setRejecting(false);
      setReason('');
      onDecided(t('proofRejected'));
    }, ignore);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'v') verify();
      else if (key === 'r') setRejecting(true);
      else if (key === 'j') setIndex((at) => Math.min(at + 1, proofs.length - 1));
      else if (key === 'k') setIndex((at) => Math.max(at - 1, 0));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  useEffect(() => {
    if (rejecting) reasonRef.current?.focus();
  }, [rejecting]);

  if (!proof) return null;
  return (
    <div className="admin-card admin-proof">
      <ProofScreenshot proof={proof} />
      <div>
        <p className="admin-proof__position">
          {format.count(index + 1)} / {format.count(proofs.length)}
        </p>
        <ProofFacts proof={proof} />
        {rejecting ? (
          <form className="admin-reject" onSubmit={reject}>
            <label htmlFor={reasonId}>{t('rejectReason')}</label>
            <textarea
              id={reasonId}
              ref={reasonRef}
              value={reason}
              maxLength={500}
              rows={3}
              required
              onChange={(event) => setReason(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setRejecting(false);
              }}
            />
            <div className="admin-move__buttons">
              <button type="submit" className="button button--danger" disabled={decide.isPending}>
                {t('confirmReject')}
              </button>
              <button type="button" className="button button--outline" onClick={() => setRejecting(false)}>
                {t('cancel')}
              </button>
            </div>
          </form>
        ) : (
          <div className="admin-move__buttons">
            <button
              type="button"
              className="button button--primary"
              aria-keyshortcuts="V"
              disabled={decide.isPending}
              onClick={verify}
            >
              {t('verify')}
            </button>
            <button
              type="button"
              className="button button--outline"
              aria-keyshortcuts="R"
              onClick={() => setRejecting(true)}
            >
              {t('reject')}
            </button>
          </div>
        )}
        {decide.isError ? (
          <ErrorBanner>
            <RefusalText error={decide.error} />
          </ErrorBanner>
        ) : null}
        <p className="admin-proof__keys">{t('shortcuts')}</p>
      </div>
    </div>
  );
}
