import { type KeyboardEvent, useEffect } from 'react';
import { useT } from '../../../../lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../../ui/icons';
import { useModalDialog, wrapTab } from '../../../../ui/modal';
import { ProductImage } from '../../../../ui/product-image';
import { productMessages } from './messages';
import { useSwipe } from './use-swipe';

type Props = {
  open: boolean;
  name: string;
  /** Large pictures (720 px wide). */
  images: string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * The full-screen picture viewer. Arrow buttons, arrow keys and sideways swipes move through the
 * pictures and wrap around at both ends; Escape, the close button and a swipe down close it.
 */
export function ZoomViewer({ open, name, images, index, onIndexChange, onClose }: Props) {
  const t = useT(productMessages);
  const dialog = useModalDialog(open, onClose);
  const total = images.length;
  const go = (step: number) => onIndexChange((index + step + total) % total);
  const swipe = useSwipe({ onLeft: () => go(1), onRight: () => go(-1), onDown: onClose });

  // The page behind stays put while the viewer is open.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return wrapTab(event);
    event.preventDefault();
  };

  return (
    <dialog {...dialog} className="product-zoom" aria-label={t('zoomViewer', { name })} onKeyDown={onKeyDown}>
      {open ? (
        <div className="product-zoom__stage" {...swipe}>
          <div className="product-zoom__bar">
            <p className="product-zoom__counter" aria-live="polite">
              {t('pictureCounter', { number: index + 1, total })}
            </p>
            <button
              type="button"
              className="icon-button product-zoom__close"
              onClick={onClose}
              aria-label={t('closeViewer')}
            >
              <CloseIcon />
            </button>
          </div>
          <ProductImage
            key={images[index]}
            className="product-zoom__image"
            src={images[index] ?? ''}
            alt={t('pictureAlt', { name, number: index + 1, total })}
            width={720}
            height={900}
          />
          {total > 1 ? (
            <>
              <button
                type="button"
                className="icon-button product-zoom__arrow product-zoom__arrow--previous"
                onClick={() => go(-1)}
                aria-label={t('previousPicture')}
              >
                <ChevronLeftIcon />
              </button>
              <button
                type="button"
                className="icon-button product-zoom__arrow product-zoom__arrow--next"
                onClick={() => go(1)}
                aria-label={t('nextPicture')}
              >
                <ChevronRightIcon />
              </button>
            </>
          ) : null}
          <p className="product-zoom__hint">{t('swipeHint')}</p>
        </div>
      ) : null}
    </dialog>
  );
}
