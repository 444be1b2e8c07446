import type { Order } from '@haat/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Modal } from '../../../ui/modal';
import { useCancelOrder } from '../api';
import { failureText } from '../failure';
import { orderMessages } from '../messages';
import { ReasonField } from './reason-field';

type Props = {
  userId: string;
  order: Order;
  open: boolean;
  onClose: () => void;
  /** The server took the cancellation. */
  onCancelled: () => void;
};

/** Asks why the shopper cancels, then cancels; the server words any refusal, an empty reason too. */
export function CancelDialog({ userId, order, open, onClose, onCancelled }: Props) {
  const t = useT(orderMessages);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('cancelTitle', { orderNumber: order.orderNumber })}
      closeLabel={t('close')}
      className="order-dialog"
    >
      <CancelForm userId={userId} order={order} onClose={onClose} onCancelled={onCancelled} />
    </Modal>
  );
}

function CancelForm({ userId, order, onClose, onCancelled }: Omit<Props, 'open'>) {
  const t = useT(orderMessages);
  const id = useId();
  const cancel = useCancelOrder(userId, order._id);
  const [reason, setReason] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(reason, { onSuccess: onCancelled });
  };

  return (
    <form className="order-dialog__form" noValidate onSubmit={submit}>
      <p className="order-dialog__hint">{t('cancelHint')}</p>
      <ReasonField
        id={id}
        label={t('cancelReason')}
        reason={reason}
        onReasonChange={setReason}
        failure={cancel.isError ? failureText(cancel.error, t('actionFailed')) : null}
        invalid={cancel.isError}
      />
      <div className="order-dialog__actions">
        <button type="submit" className="button button--primary" disabled={cancel.isPending}>
          {cancel.isPending ? t('cancelling') : t('confirmCancel')}
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          {t('keepOrder')}
        </button>
      </div>
    </form>
  );
}
