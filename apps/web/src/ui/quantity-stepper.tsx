import { MinusIcon, PlusIcon } from './icons';
import './quantity-stepper.css';
import { useFormat } from '../lib/format';

type Props = {
  value: number;
  min: number;
  max: number;
  /** The words around it, in the page's language: its name (a legend), and each button's. */
  labels: { quantity: string; decrease: string; increase: string };
  /** Shows the name above the buttons (the product page) or only to screen readers (a cart line). */
  showLegend?: boolean;
  /** Said once the quantity reaches `max`. */
  note?: string;
  disabled?: boolean;
  onChange: (value: number) => void;
};

/** − quantity +, held between `min` and `max`: a decrease at `min` is not offered. */
export function QuantityStepper({
  value,
  min,
  max,
  labels,
  showLegend = true,
  note,
  disabled,
  onChange,
}: Props) {
  const format = useFormat();
  return (
    <fieldset className="quantity-stepper" disabled={disabled}>
      <legend className={showLegend ? 'quantity-stepper__legend' : 'visually-hidden'}>
        {labels.quantity}
      </legend>
      <div className="quantity-stepper__controls">
        <button
          type="button"
          className="quantity-stepper__button"
          onClick={() => onChange(Math.max(min, value - 1))}
          disabled={value <= min}
          aria-label={labels.decrease}
        >
          <MinusIcon />
        </button>
        <output className="quantity-stepper__value" aria-live="polite" aria-label={labels.quantity}>
          {format.count(value)}
        </output>
        <button
          type="button"
          className="quantity-stepper__button"
          onClick={() => onChange(Math.min(max, value + 1))}
          disabled={value >= max}
          aria-label={labels.increase}
        >
          <PlusIcon />
        </button>
      </div>
      {note && value >= max ? <p className="quantity-stepper__note">{note}</p> : null}
    </fieldset>
  );
}
