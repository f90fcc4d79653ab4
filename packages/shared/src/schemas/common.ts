import { z } from 'zod';

/** A numeric id in a path: digits only, within PostgreSQL's integer range. Anything else is a 404, not a 500. */
export const ZIdParam = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

export const ZIdParams = z.object({ id: ZIdParam });

export const ZErrorResponse = z.object({ message: z.string() });

/** A user-entered link: only http(s) is accepted, so no javascript: link ever reaches a page. */
export function httpUrl(message: string) {
  return z
    .string()
    .trim()
    .max(2048, { error: message })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
        } catch {
          return false;
        }
      },
      { error: message },
    );
}
