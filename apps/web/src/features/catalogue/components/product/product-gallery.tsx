import type { ProductDetail } from '@haat/contracts';
import { useState } from 'react';
import { useT } from '../../../../lib/i18n';
import { useProductText } from '../../../../lib/product-text';
import { Icon } from '../../../../ui/icons';
import { ProductImage } from '../../../../ui/product-image';
import { productMessages } from './messages';
import { useSwipe } from './use-swipe';
import { ZoomViewer } from './zoom-viewer';

/** A magnifier with a plus: the picture opens larger. */
const ZoomIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M11 8v6M8 11h6" />
  </Icon>
);

/** The large picture, the thumbnails beside it, and the full-screen viewer behind the large one. */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const t = useT(productMessages);
  const name = useProductText().name(product).text;
  const images = product.images.length > 0 ? product.images : [product.image];
  const thumbnails = images.map((image, at) => product.thumbnails[at] ?? image);
  const total = images.length;
  const [index, setIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const swipe = useSwipe({
    onLeft: () => setIndex((index + 1) % total),
    onRight: () => setIndex((index - 1 + total) % total),
  });

  return (
    <section
      className={`product-gallery${total > 1 ? '' : ' product-gallery--single'}`}
      aria-label={t('gallery', { name })}
    >
      <button
        type="button"
        className="product-gallery__main"
        onClick={() => setZoomOpen(true)}
        aria-label={t('openZoom', { number: index + 1, total })}
        {...swipe}
      >
        <ProductImage
          src={images[index] ?? ''}
          alt={t('pictureAlt', { name, number: index + 1, total })}
          width={720}
          height={900}
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding="async"
        />
        <span className="product-gallery__hint" aria-hidden="true">
          <ZoomIcon />
          {t('tapToZoom')}
        </span>
        {total > 1 ? (
          <span className="product-gallery__dots" aria-hidden="true">
            {images.map((image, at) => (
              <span key={image} className={at === index ? 'is-current' : undefined} />
            ))}
          </span>
        ) : null}
      </button>
      {total > 1 ? (
        <ul className="product-gallery__thumbs">
          {thumbnails.map((thumbnail, at) => (
            <li key={images[at]}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={t('showPicture', { number: at + 1, total })}
                aria-pressed={at === index}
                onClick={() => setIndex(at)}
              >
                <ProductImage
                  src={thumbnail}
                  alt=""
                  width={360}
                  height={450}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ZoomViewer
        open={zoomOpen}
        name={name}
        images={images}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setZoomOpen(false)}
      />
    </section>
  );
}
