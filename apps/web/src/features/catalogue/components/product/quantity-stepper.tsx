import { useT } from '../../../../lib/i18n';
import { MinusIcon, PlusIcon } from '../../../../ui/icons';
import { productMessages } from './messages';

type Props = {
  value: number;
  min: number;
  max: number;
  /** Said once the quantity reaches `max`. */
  note?: string;
  onChange: (value: number) => void;
};

/** − quantity +, held between `min` and `max`. */
export function QuantityStepper({ value, min, max, note, onChange }: Props) {
  const t = useT(productMessages);
  return (
    <fieldset className="product-quantity">
      <legend className="product-info__label">{t('quantity')}</legend>
      <div className="product-quantity__controls">
        <button
          type="button"
          className="product-quantity__button"
          onClick={() => onChange(Math.max(min, value - 1))}
          disabled={value <= min}
          aria-label={t('decreaseQuantity')}
        >
          <MinusIcon />
        </button>
        <output className="product-quantity__value" aria-live="polite" aria-label={t('quantity')}>
          {value}
        </output>
        <button
          type="button"
          className="product-quantity__button"
          onClick={() => onChange(Math.min(max, value + 1))}
          disabled={value >= max}
          aria-label={t('increaseQuantity')}
        >
          <PlusIcon />
        </button>
      </div>
      {note && value >= max ? <p className="product-quantity__note">{note}</p> : null}
    </fieldset>
  );
}
