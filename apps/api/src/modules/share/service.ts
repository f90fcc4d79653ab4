import {
  type Event,
  IMAGE_VARIANT_WIDTHS,
  imageAtWidth,
  imageSrcSet,
  type MessageKey,
  PAGE_PICTURE_IMAGE,
  PAGE_PICTURE_SECTION,
  PAGE_PICTURES,
  PRODUCT_NAME,
  permitLine,
} from '@tabang/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { t } from '../../i18n';
import { getOrganization } from '../charities/service';
import { formatPermitDate } from '../events/permits';
import { getEvent } from '../events/service';

/** The pages that carry their own link preview: a charity's and an event's. */
export type ShareKind = 'charity' | 'event';

/** What a page's link preview says (Open Graph and Twitter tags, title, description, canonical link). */
export type PageMeta = {
  title: string;
  description: string;
  /** The preview picture, a path on this server. */
  imagePath: string;
  imageAlt: string;
  /** The page's own path, for og:url and the canonical link; absent for the site-wide preview. */
  path?: string;
  /**
   * The page's first and largest picture (its LCP) as the page shows it: preloaded from the head, so the browser
   * fetches it with the scripts instead of after they have run, and drawn in the HTML (`withPicture`).
   */
  picture?: { kind: ShareKind; path: string; alt: string };
};

/** og:description is cut (at a word) to this many characters; previews show about this much. */
export const SHARE_DESCRIPTION_MAX = 200;
/** The preview picture's size: what Facebook, Messenger and X ask for (1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export const shareImagePath = (kind: ShareKind, id: number) => `/api/get/share/${kind}/${id}.jpg`;
export const SITE_IMAGE_ROUTE = '/get/share/tabang.jpg';
export const SITE_IMAGE_PATH = `/api${SITE_IMAGE_ROUTE}`;

/** One line (no runs of spaces or line breaks), at most `max` characters, cut at a word and ended with "…". */
export function truncateAtWord(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  // A single very long word is cut where it must be.
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** The preview of every page that is not a charity's or an event's. */
export const siteMeta = (): PageMeta => ({
  title: t('share.siteTitle'),
  description: t('share.siteDescription'),
  imagePath: SITE_IMAGE_PATH,
  imageAlt: t('share.siteImageAlt'),
});

/**
 * The preview of a charity's or an event's page, or null when the public cannot see it (unknown, suspended,
 * unpublished): the same rules, through the same services, as the API's own reads.
 */
export async function findPageMeta(db: Db, kind: ShareKind, id: number): Promise<PageMeta | null> {
  try {
    if (kind === 'charity') {
      const charity = await getOrganization(db, id);
      return {
        title: charity.organizationName,
        description: charity.organizationDescription,
        imagePath: shareImagePath(kind, id),
        imageAlt: t('share.charityImageAlt', { name: charity.organizationName }),
        path: `/charity/${id}`,
        ...(charity.organizationFeaturePicture && {
          picture: {
            kind,
            path: `/api${charity.organizationFeaturePicture}`,
            alt: t('charities.featureAlt', { name: charity.organizationName }),
          },
        }),
      };
    }
    const event = await getEvent(db, id);
    return {
      title: event.nameOfEvent,
      description: withPermit(event),
      imagePath: shareImagePath(kind, id),
      imageAlt: t('share.eventImageAlt', { name: event.nameOfEvent }),
      path: `/event/${id}`,
      ...(event.eventImage && {
        picture: {
          kind,
          path: `/api${event.eventImage}`,
          alt: t('events.imageAlt', { name: event.nameOfEvent }),
        },
      }),
    };
  } catch (error) {
    if (error instanceof AppError && error.kind === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * An event's description led by its permit line ("DSWD Permit No. … · valid until …", and "Not yet checked by
 * Tabang" until an admin has), so a shared link shows under what permit the drive asks for money.
 */
function withPermit(event: Event): string {
  const { permit } = event;
  if (!permit) return event.descriptionOfEvent;
  const line = permitLine(permit, t, formatPermitDate);
  const check = permit.checked ? '' : ` · ${t('permits.unchecked')}`;
  return `${line}${check} — ${event.descriptionOfEvent}`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Safe inside a double-quoted attribute and in text: whatever a charity calls itself stays text. */
const attr = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/**
 * The head tags of a page's link preview. og:type is "website" for events too: Open Graph's "article" is for
 * writing with an author and a publication date, and Facebook no longer reads its old "event" type.
 */
export function metaTags(meta: PageMeta, publicUrl: string): string {
  const description = truncateAtWord(meta.description, SHARE_DESCRIPTION_MAX);
  const title = meta.path ? t('share.pageTitle', { name: meta.title }) : meta.title;
  const image = `${publicUrl}${meta.imagePath}`;
  const url = meta.path && `${publicUrl}${meta.path}`;
  const property = (name: string, value: string | number) =>
    `<meta property="${name}" content="${attr(String(value))}">`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${attr(value)}">`;
  return [
    `<title>${attr(title)}</title>`,
    named('description', description),
    ...(url ? [`<link rel="canonical" href="${attr(url)}">`, property('og:url', url)] : []),
    property('og:type', 'website'),
    property('og:site_name', PRODUCT_NAME),
    property('og:locale', 'en_PH'),
    property('og:title', meta.title),
    property('og:description', description),
    property('og:image', image),
    property('og:image:width', SHARE_IMAGE.width),
    property('og:image:height', SHARE_IMAGE.height),
    property('og:image:alt', meta.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', description),
    named('twitter:image', image),
    named('twitter:image:alt', meta.imageAlt),
    // The same candidates and sizes as the page's <img> (components/responsive-image.tsx), so one fetch serves both.
    ...(meta.picture
      ? [
          `<link rel="preload" as="image" imagesrcset="${attr(imageSrcSet(meta.picture.path))}" imagesizes="${attr(PAGE_PICTURES[meta.picture.kind].sizes)}" fetchpriority="high">`,
        ]
      : []),
  ]
    .map((tag) => `    ${tag}\n`)
    .join('');
}

const BLOCK = /<!-- page meta -->\n[\s\S]*?<!-- \/page meta -->\n/;

/**
 * `html` with `tags` as its title, description and link preview. The first call takes index.html's own <title> and
 * description out; later calls replace the block the first one wrote.
 */
export function withMeta(html: string, tags: string): string {
  // Replacer functions, so a `$&` in a charity's name is not read as a replacement pattern.
  const block = () => `<!-- page meta -->\n${tags}    <!-- /page meta -->\n`;
  if (BLOCK.test(html)) return html.replace(BLOCK, block);
  return html
    .replace(/[ \t]*<title>[\s\S]*?<\/title>\n?/, '')
    .replace(/[ \t]*<meta name="description"[^>]*>\n?/, '')
    .replace('</head>', () => `${block()}  </head>`);
}

/** Where index.html takes a page's first screen from the server (under the navbar's frame). */
const FIRST_SCREEN_PLACE = '<!-- first screen -->';

/**
 * `html` with the page's first picture where the page draws it (under the navbar's frame, in index.html), so a slow
 * phone paints it with the HTML instead of after the scripts; React then draws the page with the same picture in the
 * same place. The same `<img>` as components/responsive-image.tsx's with `priority`: with data saver on, its smallest
 * copy only.
 */
export function withPicture(
  html: string,
  picture: NonNullable<PageMeta['picture']>,
  saveData: boolean,
): string {
  const look = PAGE_PICTURES[picture.kind];
  const width = saveData ? IMAGE_VARIANT_WIDTHS[0] : IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1]!;
  const candidates = saveData
    ? ''
    : ` srcset="${attr(imageSrcSet(picture.path))}" sizes="${attr(look.sizes)}"`;
  const image =
    `<img src="${attr(imageAtWidth(picture.path, width))}"${candidates} alt="${attr(picture.alt)}"` +
    ` width="${look.width}" height="${look.height}" fetchpriority="high" class="${PAGE_PICTURE_IMAGE}">`;
  const framed = `<div class="${look.frame}">${image}</div>`;
  const held = look.holder ? `<div class="${look.holder}">${framed}</div>` : framed;
  return html.replace(
    FIRST_SCREEN_PLACE,
    () => `<main class="min-h-svh flex-1"><section class="${PAGE_PICTURE_SECTION}">${held}</section></main>`,
  );
}

const TICK =
  '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor"' +
  ' stroke-width="2.5" class="shrink-0 text-brand-600"><path d="M5 12.5l4.5 4.5L19 7.5"></path></svg>';

/**
 * Home's first screen: its hero and its introduction, whose paragraph is the largest thing a phone paints there (its
 * LCP). The same elements and classes as the web app's features/home/home-page.tsx (`Hero` and `Intro`).
 */
function homeScreen(): string {
  const points = [t('home.introCharities'), t('home.introEvents'), t('home.introDonate')]
    .map(
      (point) =>
        `<li class="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm">${TICK}<span class="font-medium">${attr(point)}</span></li>`,
    )
    .join('');
  const hero =
    '<section class="bg-gradient-to-br from-brand-800 to-brand-600 text-white"><div class="container-page py-16 sm:py-24">' +
    `<h1 class="max-w-2xl text-4xl font-black tracking-tight sm:text-5xl">${attr(t('home.heroHeading'))}</h1>` +
    `<p class="mt-4 max-w-xl text-lg text-brand-50">${attr(t('home.heroText'))}</p>` +
    `<a href="/events" class="btn-accent mt-8 px-6 text-lg">${attr(t('events.donateNow'))}</a></div></section>`;
  const intro =
    '<section aria-labelledby="home-intro" class="container-page py-12">' +
    '<div class="mb-6 flex flex-wrap items-end justify-between gap-3">' +
    `<h2 id="home-intro" class="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">${attr(t('home.introHeading'))}</h2></div>` +
    `<div class="grid gap-8 md:grid-cols-2"><p class="text-lg text-stone-700">${attr(t('home.introText'))}</p>` +
    `<ul class="space-y-3">${points}</ul></div></section>`;
  return hero + intro;
}

/**
 * A list page's heading and introduction, its LCP (the paragraph): the same elements and classes as the web app's
 * features/charities/charities-page.tsx and features/leaderboard/leaderboard-page.tsx.
 */
const listHeading =
  (element: 'div' | 'section', heading: MessageKey, intro: MessageKey, introClass: string) => () =>
    `<${element} class="container-page py-10">` +
    `<h1 class="text-3xl font-extrabold tracking-tight text-brand-900">${attr(t(heading))}</h1>` +
    `<p class="${introClass}">${attr(t(intro))}</p></${element}>`;

/** The pages whose first screen is the same for everyone, by path. */
const FIRST_SCREENS: Record<string, () => string> = {
  '/': homeScreen,
  '/charities': listHeading('div', 'charities.heading', 'charities.intro', 'mt-2 max-w-2xl text-stone-600'),
  '/leaderboards': listHeading(
    'section',
    'leaderboard.heading',
    'leaderboard.intro',
    'mt-2 mb-8 text-stone-600',
  ),
};

/**
 * `html` with the first screen of the page at `path` in the reader's language, when it needs no database (Home's,
 * and the headings of Charities and the Leaderboard), so a phone paints the page's largest text with the HTML
 * instead of after the scripts; the web app then draws it again in the same place. Undefined for any other path.
 */
export function withFirstScreen(path: string, html: string): string | undefined {
  const screen = FIRST_SCREENS[path];
  return (
    screen && html.replace(FIRST_SCREEN_PLACE, () => `<main class="min-h-svh flex-1">${screen()}</main>`)
  );
}
