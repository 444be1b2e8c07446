import type { StatementLine, StatementLineProblem, StatementMethod } from '@haat/contracts/admin';
import { useState } from 'react';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { RefusalText } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { PageTitle } from '../../../ui/page-title';
import { QueryState } from '../../../ui/query-state';
import { useImportStatement, useStatementMatches, useVerifyMatches } from '../api';
import { CsvImportForm } from '../csv-import-form';
import { adminMessages } from '../messages';
import { ProofFacts } from './proof-card';

const WALLETS: { method: StatementMethod; name: string }[] = [
  { method: 'bkash', name: 'bKash' },
  { method: 'nagad', name: 'Nagad' },
];
const PROBLEMS = {
  noTransactionId: 'problemNoTransactionId',
  amountUnreadable: 'problemAmountUnreadable',
  quotesUnreadable: 'problemQuotesUnreadable',
  repeatedOtherAmount: 'problemRepeatedOtherAmount',
} as const satisfies Record<StatementLineProblem, string>;
const COLUMNS = [
  ['transactionId', 'columnTransaction'],
  ['amount', 'columnAmount'],
  ['senderNumber', 'columnSender'],
  ['time', 'columnTime'],
] as const;

/** /admin/statements: a merchant statement imported, matched with the proofs, verified in one action. */
export default function StatementsPage() {
  const t = useT(adminMessages);
  const matches = useStatementMatches();
  return (
    <section aria-labelledby="admin-statements-title">
      <PageTitle page={t('statementsTitle')} />
      <h1 id="admin-statements-title" className="admin__title">
        {t('statementsTitle')}
      </h1>
      <p>{t('statementsIntro')}</p>
      <ImportForm />
      <QueryState query={matches} error={t('loadFailed')}>
        {(found) => (
          <>
            <ExactMatches exact={found.exact} />
            <section className="admin-card" aria-labelledby="admin-differs">
              <h2 id="admin-differs">{t('amountDiffersTitle')}</h2>
              {found.amountDiffers.length === 0 ? <p>{t('noneHere')}</p> : null}
              {found.amountDiffers.map(({ proof, line }) => (
                <div key={proof._id} className="admin-match">
                  <ProofFacts proof={proof} />
                  <LineFacts line={line} />
                </div>
              ))}
            </section>
            <section className="admin-card" aria-labelledby="admin-no-line">
              <h2 id="admin-no-line">{t('proofsWithoutLineTitle')}</h2>
              {found.proofsWithoutLine.length === 0 ? <p>{t('noneHere')}</p> : null}
              {found.proofsWithoutLine.map((proof) => (
                <div key={proof._id} className="admin-match">
                  <ProofFacts proof={proof} />
                </div>
              ))}
            </section>
            <section className="admin-card" aria-labelledby="admin-no-proof">
              <h2 id="admin-no-proof">{t('linesWithoutProofTitle')}</h2>
              {found.linesWithoutProof.length === 0 ? (
                <p>{t('noneHere')}</p>
              ) : (
                <ul className="admin-lines">
                  {found.linesWithoutProof.map((line) => (
                    <li key={line._id}>
                      <span className="admin-proof__transaction">{line.transactionId}</span>
                      <LineFacts line={line} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryState>
    </section>
  );
}

function LineFacts({ line }: { line: StatementLine }) {
  const format = useFormat();
  const t = useT(adminMessages);
  return (
    <p className="admin-match__line">
      {t('inStatement', {
        amount: format.taka(line.amount, { decimals: true }),
        sender: line.senderNumber || '—',
        time: line.time || '—',
      })}
    </p>
  );
}

function ImportForm() {
  const t = useT(adminMessages);
  const importing = useImportStatement();
  return (
    <CsvImportForm
      texts={{
        title: t('importTitle'),
        choice: t('wallet'),
        file: t('statementFile'),
        columnsTitle: t('columnsTitle'),
        columnsHelp: t('columnsHelp'),
        submit: t('importStatement'),
        pending: t('importing'),
        chooseFile: t('chooseFile'),
      }}
      choices={WALLETS.map((wallet) => ({ value: wallet.method, label: wallet.name }))}
      columns={COLUMNS.map(([name, label]) => ({ name, label: t(label) }))}
      pending={importing.isPending}
      error={importing.error}
      onImport={({ choice, csv, columns }) =>
        importing.mutate({ method: choice, csv, ...(columns ? { columns } : {}) })
      }
    >
      <div role="status" className="admin-outcome">
        {importing.data ? (
          <div className="admin-done">
            <p>{importing.data.message}</p>
            {importing.data.refused.length ? (
              <ul>
                {importing.data.refused.map((refused) => (
                  <li key={refused.line}>
                    {t('refusedLine', { line: refused.line, problem: t(PROBLEMS[refused.problem]) })}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </CsvImportForm>
  );
}

/** The exact matches, each chosen at first; one button verifies those chosen. */
function ExactMatches({
  exact,
}: {
  exact: { proof: Parameters<typeof ProofFacts>[0]['proof']; line: StatementLine }[];
}) {
  const t = useT(adminMessages);
  const verify = useVerifyMatches();
  const [left, setLeft] = useState<Set<string>>(new Set());
  const chosen = exact.filter(({ proof }) => !left.has(proof._id)).map(({ proof }) => proof._id);
  const toggle = (proofId: string) =>
    setLeft((current) => {
      const next = new Set(current);
      if (next.has(proofId)) next.delete(proofId);
      else next.add(proofId);
      return next;
    });
  return (
    <section className="admin-card" aria-labelledby="admin-exact">
      <h2 id="admin-exact">{t('exactTitle')}</h2>
      {exact.length === 0 ? <p>{t('exactNone')}</p> : null}
      {exact.map(({ proof, line }) => (
        <div key={proof._id} className="admin-match">
          <label className="admin-match__choose">
            <input type="checkbox" checked={!left.has(proof._id)} onChange={() => toggle(proof._id)} />
            {t('choose', { orderNumber: proof.order.orderNumber })}
          </label>
          <ProofFacts proof={proof} />
          <LineFacts line={line} />
        </div>
      ))}
      {exact.length > 0 ? (
        <button
          type="button"
          className="button button--primary"
          disabled={chosen.length === 0 || verify.isPending}
          onClick={() => verify.mutate(chosen)}
        >
          {t('verifyMatches', { count: chosen.length })}
        </button>
      ) : null}
      <div role="status" className="admin-outcome">
        {verify.data ? <p className="admin-done">{verify.data.message}</p> : null}
      </div>
      {verify.isError ? (
        <ErrorBanner>
          <RefusalText error={verify.error} />
        </ErrorBanner>
      ) : null}
    </section>
  );
}
