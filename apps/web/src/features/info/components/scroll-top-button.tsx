import { SCROLL_THRESHOLDS_PX } from '@haat/contracts/constants';
import { useScrolledPast } from '../../../lib/hooks';
import { useT } from '../../../lib/i18n';
import { ArrowUpIcon } from '../../../ui/icons';
import { infoMessages } from '../messages';

/** Appears once the page is scrolled past 300 px, and takes the shopper back to the top. */
export function ScrollTopButton() {
  const t = useT(infoMessages);
  const shown = useScrolledPast(SCROLL_THRESHOLDS_PX.backToTop);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="info-scroll-top"
      onClick={() => {
        const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
      }}
    >
      <ArrowUpIcon />
      {t('scrollToTop')}
    </button>
  );
}
