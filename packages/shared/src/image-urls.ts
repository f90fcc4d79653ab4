import { IMAGE_VARIANT_WIDTHS } from './constants';

/** An image URL asking the API for its copy `width` px wide (docs/api.md, Images). */
export const imageAtWidth = (src: string, width: number) =>
  `${src}${src.includes('?') ? '&' : '?'}w=${width}`;

/** `srcset` for an API image: one candidate per stored width, so the browser fetches the smallest that fits. */
export const imageSrcSet = (src: string) =>
  IMAGE_VARIANT_WIDTHS.map((width) => `${imageAtWidth(src, width)} ${width}w`).join(', ');

/**
 * The first picture of a charity's and an event's page, the one Lighthouse times (LCP): how wide it is shown
 * (`sizes`), the box it reserves, and the classes of what holds it. The web page draws it with these, and the server
 * sends the same frame and `<img>` in the page's HTML (apps/api modules/share), so the picture shows before the
 * scripts have run and the page then draws it again in the same place; the server's `<link rel="preload">` and the
 * `<img>` must agree on `sizes`, or the browser fetches the picture twice. apps/web/src/styles.css has Tailwind read
 * this file for the classes.
 */
export const PAGE_PICTURES = {
  charity: {
    sizes: '100vw',
    width: 1600,
    height: 600,
    /** The banner's height is fixed, so the page does not jump when the picture arrives. */
    frame: 'h-44 w-full overflow-hidden bg-brand-100 sm:h-72',
    /** What holds the frame inside the page's first section, if anything. */
    holder: undefined,
  },
  event: {
    sizes: '(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw',
    width: 1280,
    height: 720,
    frame: 'aspect-video w-full overflow-hidden rounded-2xl bg-brand-100',
    /** Beside the text on wider screens, at its top, not centred: the text comes later and must not move it. */
    holder: 'container-page grid gap-6 py-8 md:grid-cols-2 md:items-start',
  },
} as const;

/** The classes of the first section of a charity's and an event's page, and of the picture in its frame. */
export const PAGE_PICTURE_SECTION = 'bg-white shadow-sm';
export const PAGE_PICTURE_IMAGE = 'size-full object-cover';
