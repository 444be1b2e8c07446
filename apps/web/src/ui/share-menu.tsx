import { addressIn } from '@haat/contracts/pages';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '../lib/hooks';
import { useT } from '../lib/i18n';
import { usePreferences } from '../lib/preferences';
import { copyLink, shareLink } from '../lib/share';
import { ShareIcon } from './icons';
import { shareMessages } from './share-messages';
import './share-menu.css';

type Props = {
  /** What the shared page is called. */
  title: string;
  /** The page's path without a language (`/product/{id}`): the link names the language it is read in. */
  path: string;
  className?: string;
  /** Which edge of the button the list lines up with: the end for a button at the right of a row. */
  align?: 'start' | 'end';
};

/**
 * Shares a page: the phone's share sheet where there is one; elsewhere a short list of WhatsApp,
 * Facebook, Messenger and Copy link. The link is the page's address in the language it is read in
 * (`/bn/…` for Bengali), so that it opens in that language for whoever it is sent to.
 */
export function ShareMenu({ title, path, className = '', align = 'start' }: Props) {
  const t = useT(shareMessages);
  const { language } = usePreferences();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLSpanElement>(null);
  const listId = useId();
  const url = `${window.location.origin}${addressIn(language, path)}`;
  const text = encodeURIComponent(`${title} ${url}`);
  const link = encodeURIComponent(url);
  const places = [
    { key: 'whatsapp', href: `https://wa.me/?text=${text}` },
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { key: 'messenger', href: `fb-messenger://share/?link=${link}` },
  ] as const;

  const share = async () => {
    setSaid(null);
    if (typeof navigator.share !== 'function') {
      setOpen((was) => !was);
      return;
    }
    const outcome = await shareLink({ title, url });
    if (outcome === 'failed') setSaid(t('copyThisLink', { url }));
  };
  const copy = async () => {
    setOpen(false);
    button.current?.focus();
    setSaid((await copyLink(url)) ? t('linkCopied') : t('copyThisLink', { url }));
  };
  // The list closes on a press elsewhere and on Escape (the focus back on Share); it scrolls with
  // the page, and a phone scrolls by itself when its address bar hides.
  const close = useCallback(() => setOpen(false), []);
  useDismiss(menu, open, close, { onScroll: false });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <span ref={menu} className="share-menu">
      <button
        ref={button}
        type="button"
        className={`button button--outline ${className}`}
        aria-expanded={typeof navigator.share === 'function' ? undefined : open}
        aria-controls={open ? listId : undefined}
        onClick={share}
      >
        <ShareIcon />
        <span>{t('share')}</span>
      </button>
      {open ? (
        <ul id={listId} className={`share-menu__list share-menu__list--${align}`} aria-label={t('shareTo')}>
          {places.map((place) => (
            <li key={place.key}>
              <a href={place.href} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
                {t(place.key)}
              </a>
            </li>
          ))}
          <li>
            <button type="button" onClick={copy}>
              {t('copyLink')}
            </button>
          </li>
        </ul>
      ) : null}
      <span role="status" className="share-menu__status">
        {said}
      </span>
    </span>
  );
}
