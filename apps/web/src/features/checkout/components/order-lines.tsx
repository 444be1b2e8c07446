import type { CartItem } from '@haat/contracts';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useProductText } from '../../../lib/product-text';
import { ProductImage } from '../../../ui/product-image';
import { checkoutMessages } from '../messages';

/** The lines being ordered: picture, name, size (when it has one), quantity and the line's total. */
export function OrderLines({ lines }: { lines: readonly CartItem[] }) {
  const format = useFormat();
  const t = useT(checkoutMessages);
  const productName = useProductText().name;
  return (
    <ul className="checkout-lines">
      {lines.map((line) => {
        const name = productName(line);
        return (
          <li key={line._id} className="checkout-line">
            <ProductImage src={line.image} alt="" width={56} height={70} className="checkout-line__image" />
            <div className="checkout-line__text">
              <span className="checkout-line__name" lang={name.lang}>
                {name.text}
              </span>
              <span className="checkout__muted">
                {line.size ? `${t('size', { size: line.size })} · ` : null}
                {t('quantity', { quantity: line.quantity })}
              </span>
            </div>
            <span className="checkout-line__total">
              {format.taka(line.price * line.quantity, { decimals: true })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
