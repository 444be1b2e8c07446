import { MESSAGE_LISTS, type MessageList } from '@haat/contracts/admin';
import type { OrderSmsTopic } from '@haat/contracts/constants';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../../lib/format';
import { dateAndTime } from '../../../lib/format-detail';
import { useT } from '../../../lib/i18n';
import { RefusalText } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { PageTitle } from '../../../ui/page-title';
import { useOutbox, useResendMessage } from '../api';
import { adminMessages } from '../messages';
import { PagedTable } from '../pager';
import { StateTabs } from '../state-tabs';

const TABS = [
  { state: 'waiting', label: 'outboxWaiting' },
  { state: 'failed', label: 'outboxFailed' },
  { state: 'held', label: 'outboxHeld' },
  { state: 'sent', label: 'outboxSent' },
] as const;
const EMPTY = {
  waiting: 'noOutboxWaiting',
  failed: 'noOutboxFailed',
  held: 'noOutboxHeld',
  sent: 'noOutboxSent',
} as const;

/**
 * What an SMS is about, in words: an SMS has no subject, and its topic is the shop's code for it.
 * `phone_code` is the phone verification's (the API's PHONE_CODE_TOPIC).
 */
const SMS_ABOUT = {
  order_placed: 'smsAboutOrderPlaced',
  payment_verified: 'smsAboutPaymentVerified',
  order_shipped: 'smsAboutOrderShipped',
  out_for_delivery: 'smsAboutOutForDelivery',
  delivered: 'smsAboutDelivered',
  return_approved: 'smsAboutReturnApproved',
  refund_sent: 'smsAboutRefundSent',
  phone_code: 'smsAboutPhoneCode',
} as const satisfies Record<OrderSmsTopic | 'phone_code', string>;

const isSmsTopic = (topic: string): topic is keyof typeof SMS_ABOUT => Object.hasOwn(SMS_ABOUT, topic);

const isList = (value: string | null): value is MessageList =>
  (MESSAGE_LISTS as readonly (string | null)[]).includes(value);

/**
 * /admin/outbox: the mail and SMS waiting to be sent, what failed or was held back by a number's
 * SMS limits (sent again from here), and what went.
 */
export default function OutboxPage() {
  const format = useFormat();
  const t = useT(adminMessages);
  const when = (value: string) =>
    dateAndTime(format, new Date(value), { dateStyle: 'medium', timeStyle: 'short' });
  const [params, setParams] = useSearchParams();
  const listParam = params.get('list');
  const list: MessageList = isList(listParam) ? listParam : 'waiting';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const messages = useOutbox(list, page);
  const resend = useResendMessage();
  const show = (next: { list?: MessageList; page?: number }) => {
    const shown = { list: next.list ?? list, page: next.page ?? 1 };
    setParams({
      ...(shown.list !== 'waiting' ? { list: shown.list } : {}),
      ...(shown.page > 1 ? { page: String(shown.page) } : {}),
    });
  };
  return (
    <section aria-labelledby="admin-outbox-title">
      <PageTitle page={t('outboxTitle')} />
      <h1 id="admin-outbox-title" className="admin__title">
        {t('outboxTitle')}
      </h1>
      <p>{t('outboxIntro')}</p>
      <StateTabs label="outboxLists" tabs={TABS} current={list} onPick={(picked) => show({ list: picked })} />
      {resend.isError ? (
        <ErrorBanner>
          <RefusalText error={resend.error} />
        </ErrorBanner>
      ) : null}
      <PagedTable
        query={messages}
        empty={t(EMPTY[list])}
        columns={[
          t('colWhen'),
          t('colTo'),
          t('colMessage'),
          t('colAttempts'),
          list === 'sent' ? t('colWhen') : t('colNext'),
          t('colProblem'),
          '',
        ]}
        onPage={(next) => show({ page: next })}
        row={(message) => (
          <tr key={message._id}>
            <td>
              <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
            </td>
            <td>{message.recipient}</td>
            <td>
              {message.subject ||
                (message.channel === 'sms' && isSmsTopic(message.topic)
                  ? t(SMS_ABOUT[message.topic])
                  : message.topic)}
              <span className="admin-table__sub">
                {message.channel === 'sms' ? t('channelSms') : t('channelMail')}
                {message.subject ? ` · ${message.topic}` : ''}
                {message.parts !== null
                  ? ` · ${t.plural({ one: 'smsPartsOne', other: 'smsParts' }, message.parts)}`
                  : ''}
              </span>
            </td>
            <td>{format.number(message.attempts)}</td>
            <td>
              {message.sentAt ? (
                <time dateTime={message.sentAt}>{when(message.sentAt)}</time>
              ) : message.nextAttemptAt ? (
                <time dateTime={message.nextAttemptAt}>{when(message.nextAttemptAt)}</time>
              ) : (
                '—'
              )}
            </td>
            <td>
              {message.heldBecause
                ? t(message.heldBecause.limit === 'hour' ? 'heldHour' : 'heldDay', {
                    count: message.heldBecause.count,
                  })
                : (message.lastError ?? '—')}
            </td>
            <td>
              {message.status === 'failed' || message.status === 'waiting' || message.status === 'held' ? (
                <button
                  type="button"
                  className="button button--outline"
                  disabled={resend.isPending && resend.variables === message._id}
                  onClick={() => resend.mutate(message._id)}
                >
                  {resend.isPending && resend.variables === message._id ? t('sendingAgain') : t('sendAgain')}
                </button>
              ) : null}
            </td>
          </tr>
        )}
      />
    </section>
  );
}
