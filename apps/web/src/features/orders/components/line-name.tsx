import { useProductText } from '../../../lib/product-text';

/**
 * The name an order line was sold under, as the shopper reads it: the Bengali one when they read
 * Bengali and the product had one when it was ordered, else the English (marked as such).
 */
export function LineName({
  line,
  className,
}: {
  line: { name: string; nameBn: string | null };
  className: string;
}) {
  const name = useProductText().name(line);
  return (
    <span className={className} lang={name.lang}>
      {name.text}
    </span>
  );
}
