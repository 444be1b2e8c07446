import { SCROLL_THRESHOLDS_PX } from '@haat/contracts/constants';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useMatch } from 'react-router';
import { PATHS } from '../../config/paths';
import { FloatingCartButton } from '../../features/cart/first-page';
import { useScrolledPast } from '../../lib/hooks';
import { useT } from '../../lib/i18n';
import { ArrowUpIcon, ChatIcon, CloseIcon } from '../../ui/icons';
import { headerMessages } from './messages';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The floating cart once the page is scrolled past 100 px, and back to top and a chat button past
 * 300 px: in a bar along the bottom edge of a phone, floating at the bottom corner of wider
 * screens (header.css). The catalogue shows its chat bubble from the start: the storefront spec
 * counts it among the catalogue's parts. Live chat is not there yet: its panel says so and points
 * at the Help Center's live help. The panel stays open while the shopper scrolls; its close
 * button, the chat button or Escape close it.
 */
export default function FloatingActions() {
  const t = useT(headerMessages);
  const cartShown = useScrolledPast(SCROLL_THRESHOLDS_PX.floatingCart);
  const shown = useScrolledPast(SCROLL_THRESHOLDS_PX.backToTop);
  const onCatalogue = useMatch(PATHS.products) !== null;
  const [chatOpen, setChatOpen] = useState(false);
  const chatButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const closeChat = useCallback(() => setChatOpen(false), []);
  useEffect(() => {
    if (!chatOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setChatOpen(false);
      chatButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [chatOpen]);

  const chatShown = shown || chatOpen || onCatalogue;
  if (!cartShown && !chatShown) return null;
  return (
    <div className="floating">
      {chatOpen ? (
        <section id={panelId} className="floating__chat" aria-labelledby={`${panelId}-title`}>
          <div className="floating__chat-header">
            <h2 id={`${panelId}-title`}>{t('chatTitle')}</h2>
            <button type="button" className="icon-button" onClick={closeChat} aria-label={t('closeChat')}>
              <CloseIcon />
            </button>
          </div>
          <p>
            <strong>{t('chatComing')}</strong> {t('chatMeanwhile')}
          </p>
          <Link to={PATHS.helpSection('live')} className="button button--primary" onClick={closeChat}>
            {t('chatLink')}
          </Link>
        </section>
      ) : null}
      <div className="floating__buttons">
        <FloatingCartButton className="floating__button" labelClassName="floating__label" />
        {chatShown ? (
          <button
            ref={chatButton}
            type="button"
            className="floating__button floating__button--chat"
            aria-label={t('chat')}
            aria-expanded={chatOpen}
            aria-controls={chatOpen ? panelId : undefined}
            onClick={() => setChatOpen((was) => !was)}
          >
            <ChatIcon />
            {/* Shown in the phone's bar; the button's name is its aria-label either way. */}
            <span className="floating__label" aria-hidden="true">
              {t('chatShort')}
            </span>
          </button>
        ) : null}
        {shown || chatOpen ? (
          <button
            type="button"
            className="floating__button floating__button--top"
            aria-label={t('backToTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
          >
            <ArrowUpIcon />
            <span className="floating__label" aria-hidden="true">
              {t('backToTopShort')}
            </span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
