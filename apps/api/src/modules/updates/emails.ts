import { EVENT_STATUS_PUBLISHED, type Language } from '@tabang/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { events, organizations, updates } from '../../db/schema';
import { publicCharity } from '../../db/visibility';
import { inLanguage, t } from '../../i18n';
import type { EmailJob } from '../../jobs/kinds';
import type { JobQueue } from '../../jobs/queue';

/*
 * The emails about a new update (decision 025). Posting enqueues one `update-emails` job in its transaction; the
 * job finds the supporters in batches, each batch one short transaction that enqueues their emails and records the
 * last account it reached (updates.emailed_through_user_id), so a charity with thousands of supporters never makes
 * one giant transaction, and a try after a failure carries on after the last batch committed: nobody is written
 * to twice. Supporters, each once whatever they did:
 *   - an event's update: who completed a donation to the event, signed up to volunteer for it, or liked it;
 *   - a charity's update: who completed a donation to it (or to any of its events), volunteered for it or one of
 *     its events, or liked it or one of its events.
 * Not the poster, not a deleted account, not someone who turned these emails off; each email checks the choice
 * again when it is sent.
 */

/** Supporters emailed per transaction. */
const BATCH = 200;

export type UpdateEmailDeps = {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue'>;
  config: { publicUrl: string };
};

type Recipient = { id: number; firstName: string; email: string; language: Language | null };

/** The supporters of the update's charity or event after account `after`, by id, who want these emails. */
function supporters(update: { organizationId: number; eventId: number | null; authorUserId: number | null }) {
  const { organizationId: charity, eventId: event } = update;
  const ofCharityEvents = sql`(select id from events where organization_id = ${charity})`;
  return event === null
    ? sql`select user_id from donations where organization_id = ${charity} and status = 'completed'
          union select user_id from organization_volunteers where organization_id = ${charity}
          union select user_id from organization_likes where organization_id = ${charity}
          union select user_id from event_volunteers where event_id in ${ofCharityEvents}
          union select user_id from event_likes where event_id in ${ofCharityEvents}`
    : sql`select user_id from donations where event_id = ${event} and status = 'completed'
          union select user_id from event_volunteers where event_id = ${event}
          union select user_id from event_likes where event_id = ${event}`;
}

/** One batch in `tx`; returns how many were enqueued, or null when there is nothing (more) to do. */
async function emailBatch(tx: Tx, deps: UpdateEmailDeps, updateId: number): Promise<number | null> {
  // The update's row is held: two tries at once (a worker thought dead) take turns, and the second sees the mark.
  const [update] = await tx
    .select({
      organizationId: updates.organizationId,
      eventId: updates.eventId,
      authorUserId: updates.authorUserId,
      body: updates.body,
      emailedThrough: updates.emailedThroughUserId,
      charity: organizations.name,
      event: events.name,
      eventPublic: sql<boolean>`${events.id} is null or ${events.status} = ${EVENT_STATUS_PUBLISHED}`,
    })
    .from(updates)
    .innerJoin(organizations, eq(organizations.id, updates.organizationId))
    .leftJoin(events, eq(events.id, updates.eventId))
    .where(and(eq(updates.id, updateId), publicCharity))
    .for('update', { of: updates });
  // Deleted, or its charity (or event) hidden since: nobody is written to about it.
  if (!update?.eventPublic) return null;
  const result = (await tx.execute(sql`
    select u.id, u.first_name as "firstName", u.email, u.language
    from (${supporters(update)}) s
    join users u on u.id = s.user_id
    left join notification_preferences p on p.user_id = u.id
    where u.id > ${update.emailedThrough} and u.deleted_at is null
      and u.id is distinct from ${update.authorUserId} and coalesce(p.charity_updates, true)
    order by u.id
    limit ${BATCH}`)) as unknown as { rows: Recipient[] };
  const recipients = result.rows;
  if (recipients.length === 0) return null;
  const link =
    update.eventId === null
      ? `${deps.config.publicUrl}/charity/${update.organizationId}`
      : `${deps.config.publicUrl}/event/${update.eventId}`;
  for (const person of recipients)
    await inLanguage(person.language ?? 'en', () =>
      deps.jobs.enqueue(tx, 'email', updateEmail(person, { ...update, updateId, link })),
    );
  await tx
    .update(updates)
    .set({ emailedThroughUserId: recipients.at(-1)!.id })
    .where(eq(updates.id, updateId));
  return recipients.length;
}

/** A supporter's email about the update, in the current language. */
function updateEmail(
  person: Recipient,
  update: { updateId: number; charity: string; event: string | null; body: string; link: string },
): EmailJob {
  const values = {
    name: person.firstName,
    charity: update.charity,
    event: update.event ?? '',
    body: update.body,
    link: update.link,
  };
  return {
    purpose: 'charityUpdate',
    to: person.email,
    userId: person.id,
    updateId: update.updateId,
    event: update.charity,
    subject: t(update.event === null ? 'updates.emailSubject' : 'updates.emailSubjectEvent', values),
    text: t(update.event === null ? 'updates.emailBody' : 'updates.emailBodyEvent', values),
  };
}

/** The `update-emails` job: every batch of the update's supporters not emailed yet. Returns how many were. */
export async function enqueueUpdateEmails(deps: UpdateEmailDeps, updateId: number): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await deps.db.transaction((tx) => emailBatch(tx, deps, updateId));
    if (done === null) return total;
    total += done;
    if (done < BATCH) return total;
  }
}

/** Whether the update is still there (an email about a deleted one is not sent). */
export async function updateExists(db: Db, updateId: number): Promise<boolean> {
  const [row] = await db.select({ id: updates.id }).from(updates).where(eq(updates.id, updateId));
  return row !== undefined;
}
