import {
  type EmailTopic,
  type Language,
  type NotificationSettings,
  type NotificationUpdate,
  philippineMobile,
} from '@tabang/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notificationPreferences, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { inLanguage, t } from '../../i18n';
import { readUnsubscribeToken, signingKey, unsubscribeToken } from './tokens';

/*
 * What reaches a person (the Notifications page): the emails they may turn off, by topic, and the text-message
 * opt-in that lives on the account beside its number. No preferences row means every email topic is on.
 */

/** The column of each topic. */
const COLUMN = {
  charityUpdates: notificationPreferences.charityUpdates,
  volunteerReminders: notificationPreferences.volunteerReminders,
  monthlyGiving: notificationPreferences.monthlyGiving,
} as const;

/** Whether `topic` is on for the user of the query's row (a left join of notification_preferences): on without one. */
export const wantsTopic = (topic: EmailTopic) => sql<boolean>`coalesce(${COLUMN[topic]}, true)`;

/** The Notifications page's settings of a live account (404 for a deleted one). */
export async function getNotificationSettings(db: Db | Tx, userId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select({
      charityUpdates: wantsTopic('charityUpdates'),
      volunteerReminders: wantsTopic('volunteerReminders'),
      monthlyGiving: wantsTopic('monthlyGiving'),
      texts: users.smsOptIn,
      contactNumber: users.contactNumber,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw notFound();
  return { ...row, textsPossible: philippineMobile(row.contactNumber) !== null };
}

/** Writes the email topics given (the others keep their value, on when never set). */
async function setTopics(tx: Db | Tx, userId: number, topics: Partial<Record<EmailTopic, boolean>>) {
  if (Object.keys(topics).length === 0) return;
  await tx
    .insert(notificationPreferences)
    .values({ userId, ...topics })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...topics, updatedAt: sql`now()` },
    });
}

/**
 * POST /post/my/notifications: changes the choices given. Turning texts on needs a Philippine mobile contact number
 * (400, as the profile's opt-in); off is always accepted.
 */
export async function updateNotificationSettings(
  db: Db,
  userId: number,
  update: NotificationUpdate,
): Promise<NotificationSettings> {
  return db.transaction(async (tx) => {
    const { texts, ...topics } = update;
    // The account's row first, so a profile change of the number cannot slip between the check and the write.
    const [person] = await tx
      .select({ contactNumber: users.contactNumber })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!person) throw notFound();
    if (texts !== undefined) {
      if (texts && philippineMobile(person.contactNumber) === null)
        throw badRequest(t('notifications.textsNeedMobile'));
      await tx.update(users).set({ smsOptIn: texts }).where(eq(users.id, userId));
    }
    await setTopics(tx, userId, topics);
    return getNotificationSettings(tx, userId);
  });
}

/** The topic a token names and whether it is on now; 400 for a token not signed by us, or a deleted account's. */
export async function unsubscribeState(db: Db, token: string) {
  const { userId, topic } = readUnsubscribeToken(await signingKey(db), token);
  const [row] = await db
    .select({ on: wantsTopic(topic), language: users.language })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw badRequest(t('notifications.invalidLink'), 'invalid_unsubscribe_link');
  return { userId, topic, subscribed: row.on, language: row.language };
}

/** The unsubscribe link's POST (and its undo): turns the token's topic off (or on), without signing in. */
export async function setTopicByToken(db: Db, token: string, on: boolean) {
  const { userId, topic, language } = await unsubscribeState(db, token);
  await setTopics(db, userId, { [topic]: on });
  return { topic, subscribed: on, language };
}

/** The email topic of each email purpose a person may turn off; the others are always sent. */
export const TOPIC_OF_PURPOSE: Partial<Record<string, EmailTopic>> = {
  volunteerReminder: 'volunteerReminders',
  charityUpdate: 'charityUpdates',
  monthlyReminder: 'monthlyGiving',
};

/** What an email gets at its end: the footer's text, and for a topic the List-Unsubscribe headers (RFC 8058). */
export type MailExtras = { footer: string; headers?: Record<string, string> };

/**
 * The reader of an email about to be sent (by account, else by address) and what the email gets at its end, in
 * their language: a link to the Notifications page, and for an email they may turn off a signed link that does so
 * without signing in, also as the List-Unsubscribe headers; in `language` when given (the email's own). Null when
 * the email is not to be sent: its topic is off now (a choice made after it was enqueued still counts), or the
 * account it was for is gone.
 */
export async function mailExtras(
  db: Db,
  publicUrl: string,
  mail: { to: string; userId?: number; topic?: EmailTopic; language?: Language },
): Promise<MailExtras | null> {
  const [reader] = await db
    .select({
      id: users.id,
      language: users.language,
      wanted: mail.topic ? wantsTopic(mail.topic) : sql<boolean>`true`,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        mail.userId === undefined
          ? eq(sql`lower(${users.email})`, mail.to.toLowerCase())
          : eq(users.id, mail.userId),
        isNull(users.deletedAt),
      ),
    );
  if (mail.topic && !reader?.wanted) return null;
  const language: Language = mail.language ?? reader?.language ?? 'en';
  const { topic } = mail;
  const token = topic && reader ? unsubscribeToken(await signingKey(db), reader.id, topic) : undefined;
  return inLanguage(language, () => {
    const manage = t('notifications.emailFooter', { link: `${publicUrl}/profile/notifications` });
    if (!topic || !token) return { footer: `\n\n-- \n${manage}` };
    const stop = t('notifications.emailFooterUnsubscribe', {
      topic: t(`notifications.topics.${topic}.name`),
      link: `${publicUrl}/unsubscribe?token=${token}`,
    });
    return {
      footer: `\n\n-- \n${stop}\n${manage}`,
      headers: {
        'List-Unsubscribe': `<${publicUrl}/api/post/notifications/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  });
}
