import { IMAGE_VARIANT_WIDTHS, imageAtWidth, imageSrcSet } from '@tabang/shared';
import type { CSSProperties } from 'react';
import { savesData } from '../pwa/data-saver';

/**
 * An API image with `srcset`/`sizes`, and its `width`/`height` reserved so nothing shifts when it arrives. It
 * loads lazily and decodes off the main thread, unless it is the page's largest first-screen picture
 * (`priority`): that one is fetched at once with `fetchpriority="high"`, the LCP element Lighthouse times.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  loading = priority ? 'eager' : 'lazy',
  className,
  style,
}: {
  /** The API image URL (as `imageUrl` gives it), without `w`. */
  src: string;
  alt: string;
  /** The picture's intrinsic size, or any of the same aspect ratio: the browser reserves the box from it. */
  width: number;
  height: number;
  /** How wide the image is shown, as the `sizes` attribute: "56px", "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  priority?: boolean;
  /** Eager for pictures on the first screen that are not the LCP; lazy by default. */
  loading?: 'lazy' | 'eager';
  className?: string;
  style?: CSSProperties;
}) {
  const widest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1]!;
  // Data saver: the smallest copy whatever the screen, and no srcset that would pick a wider one.
  const saving = savesData();
  return (
    <img
      src={imageAtWidth(src, saving ? IMAGE_VARIANT_WIDTHS[0] : widest)}
      srcSet={saving ? undefined : imageSrcSet(src)}
      sizes={saving ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={style}
    />
  );
}
