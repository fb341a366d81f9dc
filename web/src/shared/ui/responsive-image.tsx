import type { ImgHTMLAttributes } from 'react';
import type { StrapiImage } from '@/shared/api/types';
import { PRIORITY_IMAGE_TIMING } from '@/shared/ssr/document-ids';
import { imageSrcSet, imageUrlFor, type ImageSource } from '@/shared/lib/media';

export interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt' | 'loading'> {
  image: ImageSource & Pick<StrapiImage, 'height'>;
  alt: string;
  /** How wide the image is shown, as the `sizes` attribute: lets the browser pick a format from `srcset`. */
  sizes: string;
  /** The largest image above the fold (the first slide): loaded first, never lazily. */
  priority?: boolean;
  /** `src` for browsers without `srcset`: the smallest format at least this wide. */
  fallbackWidth?: number;
}

/**
 * An uploaded image in Strapi's responsive formats (thumbnail, small, medium, large), with its
 * intrinsic width and height so the page does not shift while it loads.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  fallbackWidth = 500,
  ...rest
}: ResponsiveImageProps) {
  // React 18 does not know `fetchPriority` yet and would warn; the lowercase attribute passes through.
  // `elementtiming` reports when the image is shown (src/boot.ts starts the app after that).
  const fetchPriority = priority
    ? ({ fetchpriority: 'high', elementtiming: PRIORITY_IMAGE_TIMING } as Record<string, string>)
    : {};
  return (
    <img
      src={imageUrlFor(image, fallbackWidth)}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      alt={alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...fetchPriority}
      {...rest}
    />
  );
}
