import { type Order, RETURN_WINDOW_DAYS } from '@haat/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useProductText } from '../../../lib/product-text';
import { Modal } from '../../../ui/modal';
import { ProductImage } from '../../../ui/product-image';
import { useRequestReturn } from '../api';
import { failureText } from '../failure';
import { orderMessages } from '../messages';
import { ReasonField } from './reason-field';

type Props = {
  userId: string;
  order: Order;
  open: boolean;
  onClose: () => void;
  /** The server took the request; `message` is its own word on what happens next. */
  onRequested: (message: string) => void;
};

/** Which lines go back, all of them unless the shopper unticks some, and why. */
export function ReturnDialog({ userId, order, open, onClose, onRequested }: Props) {
  const t = useT(orderMessages);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('returnTitle', { orderNumber: order.orderNumber })}
      closeLabel={t('close')}
      className="order-dialog"
    >
      <ReturnForm userId={userId} order={order} onClose={onClose} onRequested={onRequested} />
    </Modal>
  );
}

function ReturnForm({ userId, order, onClose, onRequested }: Omit<Props, 'open'>) {
  const t = useT(orderMessages);
  const productName = useProductText().name;
  const id = useId();
  const request = useRequestReturn(userId, order._id);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(order.items.map((item) => item._id)),
  );
  const [reason, setReason] = useState('');
  const [noneChosen, setNoneChosen] = useState(false);

  const toggle = (itemId: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(itemId);
    else next.delete(itemId);
    setChosen(next);
    if (next.size > 0) setNoneChosen(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) {
      setNoneChosen(true);
      return;
    }
    request.mutate(
      // In the order's own line order, whatever order they were ticked in.
      { itemIds: order.items.filter((item) => chosen.has(item._id)).map((item) => item._id), reason },
      { onSuccess: onRequested },
    );
  };

  const failure = noneChosen
    ? t('chooseItems')
    : request.isError
      ? failureText(request.error, t('actionFailed'))
      : null;

  return (
    <form className="order-dialog__form" noValidate onSubmit={submit}>
      <p className="order-dialog__hint">{t('returnHint', { days: RETURN_WINDOW_DAYS })}</p>
      <fieldset className="order-dialog__lines">
        <legend className="field__label">{t('returnWhich')}</legend>
        {order.items.map((item) => (
          <label key={item._id} className="order-dialog__line">
            <input
              type="checkbox"
              checked={chosen.has(item._id)}
              onChange={(event) => toggle(item._id, event.target.checked)}
            />
            <ProductImage src={item.image} alt="" width={40} height={50} className="order-dialog__image" />
            <span>
              {item.size
                ? t('returnLine', { name: productName(item).text, size: item.size, quantity: item.quantity })
                : t('returnLineOneSize', { name: productName(item).text, quantity: item.quantity })}
            </span>
          </label>
        ))}
      </fieldset>
      <ReasonField
        id={id}
        label={t('returnReason')}
        reason={reason}
        onReasonChange={setReason}
        failure={failure}
      />
      <div className="order-dialog__actions">
        <button type="submit" className="button button--primary" disabled={request.isPending}>
          {request.isPending ? t('sendingReturn') : t('sendReturn')}
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </form>
  );
}
