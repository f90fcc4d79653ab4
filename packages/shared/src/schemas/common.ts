import { z } from 'zod';
import { ZApiError } from './api-error';

/** A numeric id in a path: digits only, within PostgreSQL's integer range. Anything else is a 404, not a 500. */
export const ZIdParam = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

export const ZIdParams = z.object({ id: ZIdParam });

/**
 * A whole number in a JSON body, as a number or its digits as text, from 1 to `max` (by default an id: within
 * PostgreSQL's integer range); anything else is a 400 with `message`.
 */
export const bodyInteger = (message: string, max = 2_147_483_647) =>
  z
    .union(
      [
        z.number({ error: message }),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, { error: message }),
      ],
      {
        error: message,
      },
    )
    .transform(Number)
    .pipe(z.number().int({ error: message }).min(1, { error: message }).max(max, { error: message }));

/** A calendar date, YYYY-MM-DD, that exists (no 30 February); anything else is a 400 with `message`. */
export const calendarDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
      },
      { error: message },
    );

/** The error answer a route declares (plugins/errors.ts sends it): `{ message, code }`. */
export const ZErrorResponse = ZApiError;

const URL_MAX = 2048;

/**
 * A user-entered link, stored as the address a browser would follow (`new URL(value).href`), so what a page shows
 * is where the link goes: `https:evil.com` becomes `https://evil.com/`, and `https://evil.com\@good.com` shows
 * evil.com. Only http(s) to a named host passes (no javascript: link ever reaches a page), without a user name or
 * password (`https://good.com@evil.com`) and without control characters, which the parser would drop unseen.
 */
export function httpUrl(message: string) {
  return z
    .string()
    .trim()
    .max(URL_MAX, { error: message })
    .refine((value) => followedHref(value) !== null, { error: message })
    .overwrite((value) => followedHref(value) ?? value);
}

function followedHref(value: string): string | null {
  if (/\p{Cc}/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const fine =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname.includes('.') &&
    !url.username &&
    !url.password &&
    url.href.length <= URL_MAX;
  return fine ? url.href : null;
}
