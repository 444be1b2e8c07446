import type { CartItem } from '@haat/contracts';
import { MIN_QUANTITY } from '@haat/contracts/constants';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useProductText } from '../../../lib/product-text';
import { ProductImage } from '../../../ui/product-image';
import { QuantityStepper } from '../../../ui/quantity-stepper';
import { cartMessages } from '../messages';

type Props = {
  item: CartItem;
  /** The cart page's checkbox; the dropdown and drawer have none. */
  selection?: { selected: boolean; onToggle: () => void };
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** A change of this line is on its way. */
  busy?: boolean;
};

/**
 * One line of the cart: picture, name, size (none for a one-size product), price (the earlier one struck through), quantity
 * steps within what can be bought, the line's total and Remove. A line that can no longer be
 * bought as it is says why, and cannot be selected.
 */
export function CartLine({ item, selection, onQuantity, onRemove, busy = false }: Props) {
  const format = useFormat();
  const t = useT(cartMessages);
  const { size } = item;
  const note =
    item.unavailableReason === 'productGone'
      ? t('noLongerSold')
      : item.unavailableReason === 'sizeNeeded'
        ? t('sizeNeeded')
        : item.unavailableReason === 'sizeSoldOut'
          ? size
            ? t('soldOutInSize', { size })
            : t('soldOut')
          : item.unavailableReason === 'notEnoughStock'
            ? size
              ? t('onlyLeft', { left: item.stock, size })
              : t('onlyLeftOneSize', { left: item.stock })
            : null;
  const name = useProductText().name(item);
  // A line of a one-size product is named by its product alone.
  const selectLabel = size
    ? t('selectLine', { name: name.text, size })
    : t('selectLineOneSize', { name: name.text });
  const removeLabel = size
    ? t('removeLabel', { name: name.text, size })
    : t('removeLabelOneSize', { name: name.text });
  return (
    <li className={`cart-line${item.available ? '' : ' cart-line--unavailable'}`} data-line-id={item._id}>
      {selection ? (
        <input
          type="checkbox"
          className="cart-line__select"
          checked={selection.selected}
          disabled={!item.available}
          onChange={selection.onToggle}
          aria-label={selectLabel}
        />
      ) : null}
      <Link
        to={PATHS.product(item.product_id)}
        className="cart-line__picture"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage src={item.image} alt="" width={90} height={112} loading="lazy" />
      </Link>
      <div className="cart-line__about">
        <Link to={PATHS.product(item.product_id)} className="cart-line__name" lang={name.lang}>
          {name.text}
        </Link>
        {size ? <span className="cart-line__size">{t('size', { size })}</span> : null}
        <span className="cart-line__price">
          {format.taka(item.price, { decimals: true })}
          {item.originalPrice > item.price ? (
            <>
              <span className="visually-hidden">
                {t('was', { price: format.taka(item.originalPrice, { decimals: true }) })}
              </span>
              <s className="cart-line__old-price" aria-hidden="true">
                {format.taka(item.originalPrice, { decimals: true })}
              </s>
            </>
          ) : null}
        </span>
        {note ? (
          <span className="cart-line__note" role="note">
            {note}
          </span>
        ) : null}
      </div>
      <div className="cart-line__actions">
        <QuantityStepper
          value={item.quantity}
          min={MIN_QUANTITY}
          // A line over what is left may still come down to it.
          max={Math.max(item.maxQuantity, MIN_QUANTITY)}
          labels={{
            quantity: t('quantity'),
            decrease: t('decrease', { name: name.text }),
            increase: t('increase', { name: name.text }),
          }}
          showLegend={false}
          disabled={busy || item.maxQuantity === 0}
          onChange={onQuantity}
        />
        <span className="cart-line__total">
          <span className="visually-hidden">{t('lineTotal')}: </span>
          {format.taka(item.price * item.quantity, { decimals: true })}
        </span>
        <button type="button" className="cart-line__remove" onClick={onRemove} aria-label={removeLabel}>
          {t('remove')}
        </button>
      </div>
    </li>
  );
}
