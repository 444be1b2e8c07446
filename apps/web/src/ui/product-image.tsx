import type { ImgHTMLAttributes, SyntheticEvent } from 'react';

/** The picture shown when a product picture cannot load. */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src.endsWith(PLACEHOLDER_IMAGE)) return;
  image.srcset = '';
  image.src = PLACEHOLDER_IMAGE;
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & { src: string; alt: string };

/** A product picture that falls back to the placeholder when it fails to load, or has no address. */
export function ProductImage({ src, alt, ...rest }: Props) {
  return <img {...rest} src={src || PLACEHOLDER_IMAGE} alt={alt} onError={showPlaceholder} />;
}
