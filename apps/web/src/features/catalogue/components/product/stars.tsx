import { StarIcon } from '../../../../ui/icons';

const FIVE = [1, 2, 3, 4, 5] as const;

/** Five stars filled up to `value` (0 to 5); decorative, the figure is said in text beside it. */
export function Stars({ value }: { value: number }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span className="product-stars" aria-hidden="true">
      <span className="product-stars__row">
        {FIVE.map((star) => (
          <StarIcon key={star} />
        ))}
      </span>
      <span className="product-stars__row product-stars__row--filled" style={{ width: `${percent}%` }}>
        {FIVE.map((star) => (
          <StarIcon key={star} fill="currentColor" />
        ))}
      </span>
    </span>
  );
}
