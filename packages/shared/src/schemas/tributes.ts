import { z } from 'zod';
import { msg } from './message-key';

/** Whom a gift honours: in memory of someone who died, or in honour of someone living. */
export const TRIBUTE_KINDS = ['memory', 'honour'] as const;
export type TributeKind = (typeof TRIBUTE_KINDS)[number];
export const TRIBUTE_NAME_MAX = 100;
const EMAIL_MAX_LENGTH = 254;

/** Control characters (NUL above all, which PostgreSQL text cannot hold) never belong in a name or an address. */
const printable = (value: string) => {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
};

/**
 * A gift's dedication, as the donation request carries it: the name is printed on the receipt; with `notifyEmail`
 * the family is told when the gift completes, the amount only with `showAmount`.
 */
export const ZTribute = z.object({
  kind: z.enum(TRIBUTE_KINDS, { error: msg('tributes.validation.kind') }),
  name: z
    .string({ error: msg('tributes.validation.nameRequired') })
    .trim()
    .min(1, { error: msg('tributes.validation.nameRequired') })
    .max(TRIBUTE_NAME_MAX, { error: msg('tributes.validation.nameTooLong', { max: TRIBUTE_NAME_MAX }) })
    .refine(printable, { error: msg('tributes.validation.nameRequired') }),
  notifyEmail: z
    .string({ error: msg('tributes.validation.email') })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email({ error: msg('tributes.validation.email') })
        .max(EMAIL_MAX_LENGTH, { error: msg('tributes.validation.email') }),
    )
    .optional(),
  showAmount: z.boolean({ error: msg('tributes.validation.showAmount') }).default(false),
});
export type TributeInput = z.input<typeof ZTribute>;
export type Tribute = z.infer<typeof ZTribute>;

/** A dedication as lists show it: never the family's address, which is only for the one email. */
export const ZTributeShown = z.object({ kind: z.enum(TRIBUTE_KINDS), name: z.string() });
export type TributeShown = z.infer<typeof ZTributeShown>;
