import {
  formatPeso,
  type Language,
  type Translation,
  type Tribute,
  type TributeShown,
  toPesos,
} from '@tabang/shared';
import { tributeEmails as ceb } from '@tabang/shared/messages/ceb/tribute-emails';
import { tributeEmails as en } from '@tabang/shared/messages/en/tribute-emails';
import { tributeEmails as fil } from '@tabang/shared/messages/fil/tribute-emails';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations, events, organizations, users } from '../../db/schema';
import { currentLanguage, inLanguage, t } from '../../i18n';
import type { MailMessage } from '../mail/mailer';

/*
 * Tributes (decision 031): a gift given in memory or in honour of someone. The name goes on the receipt; the
 * family's address serves one email, sent when the gift completes.
 */

// The server's own texts of a tribute, outside the catalogue every web page loads.
const TEXTS: Record<Language, Translation<typeof en>> = { en, fil, ceb };

/** One of those texts in the current language, its {{placeholders}} filled. */
export function tributeText(
  pick: (texts: Translation<typeof en>) => string,
  values: Record<string, string> = {},
): string {
  return pick(TEXTS[currentLanguage()]).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** The donation's tribute columns for a request's tribute (all null without one). */
export const tributeColumns = (tribute: Tribute | undefined) => ({
  tributeKind: tribute?.kind ?? null,
  tributeName: tribute?.name ?? null,
  tributeNotifyEmail: tribute?.notifyEmail ?? null,
  tributeShowAmount: tribute ? tribute.showAmount : null,
});

/** A stored tribute as lists show it (never the family's address), or null. */
export const shownTribute = (row: {
  tributeKind: TributeShown['kind'] | null;
  tributeName: string | null;
}): TributeShown | null =>
  row.tributeKind && row.tributeName ? { kind: row.tributeKind, name: row.tributeName } : null;

/** "In memory of NAME" / "In honour of NAME" in the current language, or null without a tribute. */
export const tributeLine = (tribute: TributeShown | null): string | null =>
  tribute && t(`tributes.line.${tribute.kind}`, { name: tribute.name });

/**
 * The family's email of a completed gift, in its donor's language: who gave (the donor's name, or "Someone" for an
 * anonymous gift), to which charity or event, in whose memory or honour, and the amount only when the donor chose.
 * Made when its job runs, from the donation as it is then, so a donor who deleted their account since (the tribute
 * is cleared with it) has nothing sent. Undefined when there is nothing to send.
 */
export async function tributeEmail(
  db: Db,
  donationId: number,
): Promise<(MailMessage & { language: Language }) | undefined> {
  const [row] = await db
    .select({
      status: donations.status,
      amountCentavos: donations.amountCentavos,
      anonymous: donations.anonymous,
      tributeKind: donations.tributeKind,
      tributeName: donations.tributeName,
      tributeNotifyEmail: donations.tributeNotifyEmail,
      tributeShowAmount: donations.tributeShowAmount,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      deletedAt: users.deletedAt,
      charityName: organizations.name,
      eventName: events.name,
    })
    .from(donations)
    .innerJoin(users, eq(users.id, donations.userId))
    .innerJoin(organizations, eq(organizations.id, donations.organizationId))
    .leftJoin(events, eq(events.id, donations.eventId))
    .where(eq(donations.id, donationId));
  const tribute = row && shownTribute(row);
  if (!row || !tribute || !row.tributeNotifyEmail || row.status !== 'completed' || row.deletedAt)
    return undefined;
  const language = row.language ?? 'en';
  return inLanguage(language, () => {
    const donor = row.anonymous ? tributeText((x) => x.someone) : `${row.firstName} ${row.lastName}`.trim();
    const recipient = row.eventName
      ? tributeText((x) => x.forEvent, { event: row.eventName, charity: row.charityName })
      : row.charityName;
    const paragraphs = [
      tributeText((x) => x.emailBody[tribute.kind], { donor, recipient, name: tribute.name }),
      ...(row.tributeShowAmount
        ? [tributeText((x) => x.emailAmount, { amount: formatPeso(toPesos(row.amountCentavos), 2) })]
        : []),
      tributeText((x) => x.emailClosing),
    ];
    return {
      to: row.tributeNotifyEmail!,
      subject: tributeText((x) => x.emailSubject[tribute.kind], { name: tribute.name }),
      text: paragraphs.join('\n\n'),
      language,
    };
  });
}
