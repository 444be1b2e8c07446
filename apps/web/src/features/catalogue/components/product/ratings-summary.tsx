import { useT } from '../../../../lib/i18n';
import { productMessages } from './messages';
import { RATING_SUMMARY } from './placeholders';
import { Stars } from './stars';

/** The average, the count and a bar per star: placeholder figures the spec gives. */
export function RatingsSummary() {
  const t = useT(productMessages);
  const { average, count, distribution } = RATING_SUMMARY;
  return (
    <section id="product-ratings" className="product-ratings" aria-labelledby="product-ratings-title">
      <h2 id="product-ratings-title" className="product-section__title">
        {t('ratings')}
      </h2>
      <div className="product-ratings__body">
        <div className="product-ratings__average">
          <p className="product-ratings__figure">
            {average}
            <span className="product-ratings__out-of"> {t('ratingsOutOf')}</span>
          </p>
          <Stars value={average} />
          <p className="product-ratings__count">{t('basedOn', { count })}</p>
        </div>
        <ul className="product-ratings__bars">
          {distribution.map((row) => (
            <li key={row.stars} className="product-ratings__row">
              <span className="visually-hidden">
                {t('starsShare', { stars: row.stars, count: row.count })}
              </span>
              <span aria-hidden="true" className="product-ratings__label">
                {t('starsRow', { stars: row.stars })}
              </span>
              <span aria-hidden="true" className="product-ratings__track">
                <span className="product-ratings__fill" style={{ width: `${(row.count / count) * 100}%` }} />
              </span>
              <span aria-hidden="true" className="product-ratings__row-count">
                {row.count}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
