import { IMAGE_VARIANT_WIDTHS } from './constants';

/** An image URL asking the API for its copy `width` px wide (docs/api.md, Images). */
export const imageAtWidth = (src: string, width: number) =>
  `${src}${src.includes('?') ? '&' : '?'}w=${width}`;

/** `srcset` for an API image: one candidate per stored width, so the browser fetches the smallest that fits. */
export const imageSrcSet = (src: string) =>
  IMAGE_VARIANT_WIDTHS.map((width) => `${imageAtWidth(src, width)} ${width}w`).join(', ');

/**
 * How wide the first picture of a charity's and an event's page is shown (`sizes`). The page's `<img>` and the
 * server's `<link rel="preload">` of it must agree, or the browser fetches the picture twice.
 */
export const PAGE_PICTURE_SIZES = {
  charity: '100vw',
  event: '(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw',
} as const;
