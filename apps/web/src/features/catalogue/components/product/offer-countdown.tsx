import { TIMINGS_MS } from '@haat/contracts/constants';
import { useEffect, useState } from 'react';
import { type Format, useFormat } from '../../../../lib/format';
import { fixedFigure } from '../../../../lib/format-detail';
import { useT } from '../../../../lib/i18n';
import { productMessages } from './messages';

/** hh:mm:ss of a duration in milliseconds, in the language's digits. */
export function formatCountdown(ms: number, format: Format): string {
  const two = (value: number) => fixedFigure(format, value, { integer: 2 });
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

/**
 * The limited-time offer: two hours from the moment the page opens, ticking down each second to
 * 0. It re-renders only itself, and its digits have a fixed width so nothing around it moves.
 */
export function OfferCountdown() {
  const t = useT(productMessages);
  const format = useFormat();
  const [endsAt] = useState(() => Date.now() + TIMINGS_MS.offerCountdown);
  const [left, setLeft] = useState(TIMINGS_MS.offerCountdown);

  useEffect(() => {
    const timer = setInterval(() => {
      const remaining = Math.max(0, endsAt - Date.now());
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  return (
    <p className="product-offer">
      <span className="product-offer__label">{left > 0 ? t('offerEndsIn') : t('offerOver')}</span>
      <time className="product-offer__clock" role="timer" dateTime={`PT${Math.ceil(left / 1000)}S`}>
        {formatCountdown(left, format)}
      </time>
    </p>
  );
}
