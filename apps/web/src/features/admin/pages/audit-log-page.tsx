import { useSearchParams } from 'react-router';
import { useFormat } from '../../../lib/format';
import { dateAndTime } from '../../../lib/format-detail';
import { useT } from '../../../lib/i18n';
import { PageTitle } from '../../../ui/page-title';
import { useAuditLog } from '../api';
import { adminMessages } from '../messages';
import { PagedTable } from '../pager';

/** The fields an action changed, as `status: pending → confirmed`. */
function changeOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const shown = (value: unknown) => (value === undefined ? '—' : String(value));
  return names.map((name) => `${name}: ${shown(before?.[name])} → ${shown(after?.[name])}`);
}

/** /admin/audit-log: what every operator did, newest first. */
export default function AuditLogPage() {
  const format = useFormat();
  const t = useT(adminMessages);
  const when = (value: string | number | Date) =>
    dateAndTime(format, value, { dateStyle: 'medium', timeStyle: 'medium' });
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useAuditLog(page);
  return (
    <section aria-labelledby="admin-audit-title">
      <PageTitle page={t('auditTitle')} />
      <h1 id="admin-audit-title" className="admin__title">
        {t('auditTitle')}
      </h1>
      <PagedTable
        query={log}
        empty={t('noAudit')}
        columns={[t('colWhen'), t('colWho'), t('colWhat'), t('colChange')]}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        row={(entry) => (
          <tr key={entry._id}>
            <td>
              <time dateTime={entry.at}>{when(new Date(entry.at))}</time>
            </td>
            <td>{entry.actor.name}</td>
            <td>
              {entry.action}
              <span className="admin-table__sub">
                {entry.entity} {entry.entityId}
              </span>
            </td>
            <td>
              {changeOf(entry.before, entry.after).map((line) => (
                <span key={line} className="admin-table__line">
                  {line}
                </span>
              ))}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
