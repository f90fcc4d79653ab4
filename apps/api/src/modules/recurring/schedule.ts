import { randomBytes } from 'node:crypto';
import {
  CURRENCY,
  dateFormat,
  donationDescription,
  formatPeso,
  hasEventEnded,
  type Language,
  manilaDayStart,
  PH_TIME_ZONE,
  philippineMobile,
  philippineToday,
  RECURRING_RETRY_DAYS,
  RECURRING_SECOND_REMINDER_DAYS,
  toPesos,
} from '@tabang/shared';
import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  donations,
  events,
  notificationPreferences,
  organizations,
  recurringCycles,
  recurringPlans,
  users,
} from '../../db/schema';
import { currentLanguage, inLanguage, t } from '../../i18n';
import type { EmailJob } from '../../jobs/kinds';
import { GatewayError, type GatewayResult } from '../../payments/gateway';
import type { PaymentDeps } from '../donations/payment-deps';
import { applyGatewayResult } from '../donations/settle';
import { wantsTopic } from '../notifications/service';
import { signingKey } from '../notifications/tokens';
import { cut, enqueueText, plainText, TEXT_MAX_LENGTH } from '../texts/service';
import { addDays, nextDueDay, periodOf } from './dates';
import { type PlanLinkAction, planLink } from './links';
import { mailText } from './texts';

/*
 * The `monthly-giving` job (decision 030): each run takes every active plan whose due day has come (by the app's
 * clock, in Philippine dates). Each month of a plan is a `recurring_cycles` row, unique on (plan, month), written in
 * the transaction that enqueues that month's reminder or charge, so a run repeated, or run by two servers at once,
 * never reminds or charges a month twice. The same run sends the second reminders and the charges' retries that
 * are due. A charge itself is a `monthly-charge` job, enqueued with its pending donation.
 */

/**
 * Reads (and keeps) the plan links' key before any transaction of the schedule: the messages it enqueues sign their
 * links with it, read through the app's own connection, and on the embedded database (one connection) that read
 * would wait for the very transaction that needs it.
 */
const linksKeyRead = (deps: Deps) => signingKey(deps.payments.db);

/** Plans (or months) taken per transaction: many plans due on one day go in a few short transactions. */
const BATCH = 100;

type Deps = { payments: PaymentDeps; publicUrl: string };

/** What the messages of a plan need: the plan, its donor, its charity and event. */
const planRow = {
  plan: recurringPlans,
  firstName: users.firstName,
  email: users.email,
  language: users.language,
  contactNumber: users.contactNumber,
  smsOptIn: users.smsOptIn,
  deletedAt: users.deletedAt,
  emailWanted: wantsTopic('monthlyGiving'),
  charity: organizations.name,
  verified: organizations.verified,
  suspended: organizations.suspended,
  event: events.name,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  donationsAfterEnd: events.donationsAfterEnd,
  cancelledAt: events.cancelledAt,
};
type PlanRow = {
  plan: typeof recurringPlans.$inferSelect;
  firstName: string;
  email: string;
  language: Language | null;
  contactNumber: string;
  smsOptIn: boolean;
  deletedAt: Date | null;
  emailWanted: boolean;
  charity: string;
  verified: boolean;
  suspended: boolean;
  event: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  donationsAfterEnd: boolean | null;
  cancelledAt: Date | null;
};

const plansWithPeople = (tx: Db | Tx) =>
  tx
    .select(planRow)
    .from(recurringPlans)
    .innerJoin(users, eq(users.id, recurringPlans.userId))
    .innerJoin(organizations, eq(organizations.id, recurringPlans.organizationId))
    .leftJoin(events, eq(events.id, recurringPlans.eventId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, recurringPlans.userId));

const longDate = dateFormat({ dateStyle: 'long', timeZone: PH_TIME_ZONE });
const amountOf = (row: PlanRow) => formatPeso(toPesos(row.plan.amountCentavos), 2);
const recipientOf = (row: PlanRow) => (row.event ? `${row.event} (${row.charity})` : row.charity);

/** An email job with its text (not one rendered at send time from a donation). */
type RenderedEmail = Exclude<EmailJob, { donationId: number }>;

type MessageKind = 'started' | 'reminder' | 'secondReminder' | 'paused' | 'skipped' | 'ended';
/** The month a message is about (its due day and pay link), and why a month was skipped or a plan ended. */
type Details = {
  dueOn?: string;
  period?: string;
  reason?: 'reasonCancelled' | 'reasonOver' | 'reasonSuspended' | 'reasonUnverified';
};

/** A plan email, in the current language, ending with the plan's signed pause, resume and cancel links. */
async function planEmail(
  deps: Deps,
  row: PlanRow,
  kind: MessageKind,
  details: Details,
): Promise<RenderedEmail> {
  // Signed with the key the database holds, read (and kept) through the app's own connection, not this transaction.
  const link = (action: PlanLinkAction) => planLink(deps.payments.db, deps.publicUrl, row.plan.id, action);
  const values = {
    name: row.firstName,
    amount: amountOf(row),
    charity: row.charity,
    event: row.event ?? row.charity,
    recipient: recipientOf(row),
    method: t(`donations.methodNames.${row.plan.method}`),
    date: details.dueOn ? longDate(currentLanguage(), manilaDayStart(details.dueOn)) : '',
    pay: details.period ? await link(`pay-${details.period}`) : '',
    reason: details.reason ? mailText(details.reason) : '',
    link: `${deps.publicUrl}/charity/${row.plan.organizationId}`,
    how: '',
  };
  values.how = mailText(row.plan.mode === 'auto' ? 'startedAuto' : 'startedReminder', values);
  const subject = mailText(`${kind}Subject`, values);
  const body = mailText(`${kind}Body`, values);
  const links = mailText('links', {
    pause: await link('pause'),
    resume: await link('resume'),
    cancel: await link('cancel'),
    giving: `${deps.publicUrl}/my/giving`,
  });
  const reminder = kind === 'reminder' || kind === 'secondReminder';
  return {
    // Reminders honour the monthly giving topic; a notice that money was not taken, or a plan ended, always goes.
    purpose: reminder ? 'monthlyReminder' : 'monthlyNotice',
    to: row.email,
    userId: row.plan.userId,
    event: row.event ?? row.charity,
    subject,
    text: `${body}\n\n${links}`,
  };
}

/**
 * The email that a plan has started, rendered when it is sent: enqueued by the move of its first gift to completed
 * (settle.ts). How the months after go, the next due day, and the plan's links, so it can be paused or cancelled
 * from the first day. Nothing for a plan cancelled since, or a donor who deleted their account.
 */
export async function monthlyStartedEmail(deps: Deps, donationId: number): Promise<RenderedEmail | null> {
  const { db } = deps.payments;
  const [row] = (await plansWithPeople(db)
    .innerJoin(donations, eq(donations.recurringPlanId, recurringPlans.id))
    .where(eq(donations.id, donationId))) as PlanRow[];
  if (!row || row.deletedAt || row.plan.status === 'cancelled') return null;
  return inLanguage(row.language ?? 'en', () =>
    planEmail(deps, row, 'started', { dueOn: row.plan.nextDueOn }),
  );
}

/** The reminder text: one SMS, the charity's name cut to what the pay link leaves. */
async function reminderText(deps: Deps, row: PlanRow, period: string): Promise<string> {
  const pay = await planLink(deps.payments.db, deps.publicUrl, row.plan.id, `pay-${period}`);
  const render = (charity: string) => plainText(mailText('text', { amount: amountOf(row), charity, pay }));
  return render(cut(plainText(row.event ?? row.charity), Math.max(0, TEXT_MAX_LENGTH - render('').length)));
}

/** Enqueues a plan's message in `tx`, in its donor's language: the email (reminders: if wanted), and a text. */
async function tell(
  tx: Tx,
  deps: Deps,
  row: PlanRow,
  kind: MessageKind,
  details: Details,
  now: Date,
): Promise<void> {
  if (row.deletedAt) return;
  await inLanguage(row.language ?? 'en', async () => {
    const reminder = kind === 'reminder' || kind === 'secondReminder';
    if (!reminder || row.emailWanted)
      await deps.payments.jobs.enqueue(tx, 'email', await planEmail(deps, row, kind, details));
    const number = reminder && row.smsOptIn ? philippineMobile(row.contactNumber) : null;
    if (number && details.period)
      await enqueueText(tx, deps.payments.jobs as Parameters<typeof enqueueText>[1], now, {
        purpose: 'monthlyReminder',
        to: number,
        text: await reminderText(deps, row, details.period),
        userId: row.plan.userId,
        event: row.event ?? row.charity,
      });
  });
}

/** A pending donation for a plan's month, charged by a `monthly-charge` job enqueued with it. */
async function startCharge(tx: Tx, deps: Deps, row: PlanRow, period: string): Promise<number> {
  const { gateway } = deps.payments;
  const [donation] = await tx
    .insert(donations)
    .values({
      reqId: randomBytes(24).toString('base64url'),
      userId: row.plan.userId,
      organizationId: row.plan.organizationId,
      eventId: row.plan.eventId,
      amountCentavos: row.plan.amountCentavos,
      anonymous: row.plan.anonymous,
      currency: CURRENCY,
      description: donationDescription(row.charity, row.event),
      provider: gateway.name,
      method: row.plan.method,
      // Never paid at a checkout: if the charge never answers, the reconciling job expires it as any other.
      expiresAt: new Date(deps.payments.now() + gateway.checkoutTtlSeconds * 1000),
      recurringPlanId: row.plan.id,
      recurringPeriod: period,
    })
    .returning({ id: donations.id });
  await deps.payments.jobs.enqueue(tx, 'monthly-charge', { donationId: donation!.id });
  return donation!.id;
}

/** Whether a plan's event no longer takes gifts: cancelled, or over without taking gifts after its end. */
function eventOver(row: PlanRow, now: Date): 'cancelled' | 'over' | null {
  if (row.plan.eventId === null || row.startsAt === null) return null;
  if (row.cancelledAt) return 'cancelled';
  if (!row.donationsAfterEnd && hasEventEnded({ startsAt: row.startsAt, endsAt: row.endsAt }, now))
    return 'over';
  return null;
}

/** Takes up to BATCH plans whose due day has come, in `tx`; returns how many. */
async function takeDueBatch(tx: Tx, deps: Deps, today: string, now: Date): Promise<number> {
  // Locked, and skipped when another run holds them: each plan's month is taken by one run.
  const due = (await plansWithPeople(tx)
    .where(and(eq(recurringPlans.status, 'active'), lte(recurringPlans.nextDueOn, today)))
    .orderBy(asc(recurringPlans.id))
    .limit(BATCH)
    .for('update', { of: recurringPlans, skipLocked: true })) as PlanRow[];
  for (const row of due) {
    const { plan } = row;
    const dueOn = plan.nextDueOn;
    const period = periodOf(dueOn);
    // Months missed while no run came (a server down for weeks) are not made up: the next due day is after today.
    await tx
      .update(recurringPlans)
      .set({ nextDueOn: nextDueDay(plan.anchorDay, today, true), updatedAt: sql`now()` })
      .where(eq(recurringPlans.id, plan.id));
    const over = eventOver(row, now);
    if (row.deletedAt || over) {
      await tx
        .update(recurringPlans)
        .set({ status: 'cancelled', cancelledAt: sql`now()` })
        .where(eq(recurringPlans.id, plan.id));
      if (over)
        await tell(
          tx,
          deps,
          row,
          'ended',
          { reason: over === 'cancelled' ? 'reasonCancelled' : 'reasonOver' },
          now,
        );
      continue;
    }
    const closed = !row.verified || row.suspended;
    const charge =
      !closed &&
      plan.mode === 'auto' &&
      plan.savedMethodRef !== null &&
      plan.provider === deps.payments.gateway.name;
    const [cycle] = await tx
      .insert(recurringCycles)
      .values({
        planId: plan.id,
        period,
        dueOn,
        state: closed ? 'skipped' : charge ? 'charging' : 'reminded',
        reminders: closed || charge ? 0 : 1,
        attempts: charge ? 1 : 0,
      })
      .onConflictDoNothing()
      .returning({ id: recurringCycles.id });
    // This month was taken already (a plan resumed in the month it was paused in).
    if (!cycle) continue;
    if (closed) {
      await tell(
        tx,
        deps,
        row,
        'skipped',
        { reason: row.suspended ? 'reasonSuspended' : 'reasonUnverified' },
        now,
      );
    } else if (charge) {
      const donationId = await startCharge(tx, deps, row, period);
      await tx.update(recurringCycles).set({ donationId }).where(eq(recurringCycles.id, cycle.id));
    } else await tell(tx, deps, row, 'reminder', { dueOn, period }, now);
  }
  return due.length;
}

/** The second reminder of months still unpaid RECURRING_SECOND_REMINDER_DAYS after their due day, in `tx`. */
async function remindAgainBatch(tx: Tx, deps: Deps, today: string, now: Date): Promise<number> {
  const due = await tx
    .select({ cycle: recurringCycles })
    .from(recurringCycles)
    .innerJoin(recurringPlans, eq(recurringPlans.id, recurringCycles.planId))
    .where(
      and(
        eq(recurringCycles.state, 'reminded'),
        eq(recurringCycles.reminders, 1),
        lte(recurringCycles.dueOn, addDays(today, -RECURRING_SECOND_REMINDER_DAYS)),
        eq(recurringPlans.status, 'active'),
        sql`not exists (select 1 from ${donations} d where d.recurring_plan_id = ${recurringCycles.planId}
              and d.recurring_period = ${recurringCycles.period} and d.status = 'completed')`,
      ),
    )
    .orderBy(asc(recurringCycles.id))
    .limit(BATCH)
    .for('update', { of: recurringCycles, skipLocked: true });
  for (const { cycle } of due) {
    await tx.update(recurringCycles).set({ reminders: 2 }).where(eq(recurringCycles.id, cycle.id));
    const [row] = (await plansWithPeople(tx).where(eq(recurringPlans.id, cycle.planId))) as PlanRow[];
    if (row) await tell(tx, deps, row, 'secondReminder', { dueOn: cycle.dueOn, period: cycle.period }, now);
  }
  return due.length;
}

/** The one retry of charges that failed RECURRING_RETRY_DAYS ago, in `tx`. */
async function retryBatch(tx: Tx, deps: Deps, today: string): Promise<number> {
  const due = await tx
    .select({
      cycle: recurringCycles,
      // The month was paid after all (a charge the gateway took though its job never heard back, reported late).
      paid: sql<boolean>`exists (select 1 from ${donations} d where d.recurring_plan_id = ${recurringCycles.planId}
              and d.recurring_period = ${recurringCycles.period} and d.status = 'completed')`,
    })
    .from(recurringCycles)
    .innerJoin(recurringPlans, eq(recurringPlans.id, recurringCycles.planId))
    .where(
      and(
        eq(recurringCycles.state, 'retry'),
        lte(recurringCycles.retryOn, today),
        eq(recurringPlans.status, 'active'),
      ),
    )
    .orderBy(asc(recurringCycles.id))
    .limit(BATCH)
    .for('update', { of: recurringCycles, skipLocked: true });
  for (const { cycle, paid } of due) {
    if (paid) {
      await tx
        .update(recurringCycles)
        .set({ state: 'paid', retryOn: null })
        .where(eq(recurringCycles.id, cycle.id));
      continue;
    }
    const [row] = (await plansWithPeople(tx).where(eq(recurringPlans.id, cycle.planId))) as PlanRow[];
    if (!row) continue;
    const donationId = await startCharge(tx, deps, row, cycle.period);
    await tx
      .update(recurringCycles)
      .set({ state: 'charging', attempts: sql`${recurringCycles.attempts} + 1`, retryOn: null, donationId })
      .where(eq(recurringCycles.id, cycle.id));
  }
  return due.length;
}

/**
 * Months still `charging` whose donation is settled: every try of their `monthly-charge` job failed (the gateway
 * unreachable all along) and the pending donation then expired through reconciling, or a late report settled it.
 * Recorded as the job would have, in `tx`, so such a month is retried (or paid) rather than left charging.
 */
async function settledChargesBatch(tx: Tx, deps: Deps, today: string): Promise<number> {
  const due = await tx
    .select({ donationId: donations.id, status: donations.status })
    .from(recurringCycles)
    .innerJoin(donations, eq(donations.id, recurringCycles.donationId))
    .where(and(eq(recurringCycles.state, 'charging'), ne(donations.status, 'pending')))
    .orderBy(asc(recurringCycles.id))
    .limit(BATCH)
    .for('update', { of: recurringCycles, skipLocked: true });
  for (const { donationId, status } of due)
    await recordCharge(tx, deps, donationId, status === 'completed', today);
  return due.length;
}

/**
 * The `monthly-giving` job: every due month, second reminder and retry, and the charges whose job gave up. Returns
 * how many of each it took.
 */
export async function runMonthlyGiving(
  deps: Deps,
): Promise<{ taken: number; remindedAgain: number; retried: number; recorded: number }> {
  const now = new Date(deps.payments.now());
  const today = philippineToday(now.getTime());
  const { db } = deps.payments;
  await linksKeyRead(deps);
  const all = async (batch: (tx: Tx) => Promise<number>) => {
    let total = 0;
    for (;;) {
      const done = await db.transaction(batch);
      total += done;
      if (done < BATCH) return total;
    }
  };
  // First the charges that ended unrecorded, so a month failed that way can be retried in this same run when due.
  const recorded = await all((tx) => settledChargesBatch(tx, deps, today));
  const taken = await all((tx) => takeDueBatch(tx, deps, today, now));
  const remindedAgain = await all((tx) => remindAgainBatch(tx, deps, today, now));
  const retried = await all((tx) => retryBatch(tx, deps, today));
  return { taken, remindedAgain, retried, recorded };
}

/**
 * The `monthly-charge` job: charges the plan's saved method for the month's pending donation (the req_id is the
 * gateway's idempotency key, so a try after a crash charges once), settles the donation as a webhook would (receipt
 * included), then records the month: paid, or a retry in RECURRING_RETRY_DAYS, or, the retry failing too, the plan
 * paused and its donor told. A gateway that cannot be reached throws: the job is tried again.
 */
export async function chargeMonth(deps: Deps, donationId: number): Promise<void> {
  const { db, gateway } = deps.payments;
  await linksKeyRead(deps);
  const [found] = await db
    .select({ donation: donations, plan: recurringPlans })
    .from(donations)
    .innerJoin(recurringPlans, eq(recurringPlans.id, donations.recurringPlanId))
    .where(eq(donations.id, donationId));
  if (!found) return;
  const { donation, plan } = found;
  let status = donation.status;
  if (status === 'pending') {
    let result: GatewayResult;
    if (!gateway.chargeSavedMethod || plan.savedMethodRef === null || plan.provider !== gateway.name)
      result = { status: 'failed', reqId: donation.reqId };
    else
      result = await gateway.chargeSavedMethod({
        reqId: donation.reqId,
        amountCentavos: donation.amountCentavos,
        currency: donation.currency,
        description: donation.description,
        method: plan.method,
        methodRef: plan.savedMethodRef,
      });
    if (result.status === 'pending') throw new GatewayError('the charge is not settled yet');
    await applyGatewayResult(deps.payments, donation, result, `charge:${donation.reqId}`);
    const [now] = await db
      .select({ status: donations.status })
      .from(donations)
      .where(eq(donations.id, donationId));
    status = now!.status;
  }
  if (status === 'pending') return;
  const today = philippineToday(deps.payments.now());
  await db.transaction((tx) => recordCharge(tx, deps, donationId, status === 'completed', today));
}

/**
 * Records how a month's charge ended, in `tx`, once (only a month still `charging` with this donation moves): paid,
 * or a retry in RECURRING_RETRY_DAYS, or, the retry failing too, `failed` with the plan paused and its donor told.
 */
async function recordCharge(
  tx: Tx,
  deps: Deps,
  donationId: number,
  completed: boolean,
  today: string,
): Promise<void> {
  const charging = and(eq(recurringCycles.donationId, donationId), eq(recurringCycles.state, 'charging'));
  if (completed) {
    await tx.update(recurringCycles).set({ state: 'paid' }).where(charging);
    return;
  }
  const [cycle] = await tx
    .update(recurringCycles)
    .set({
      state: sql`case when ${recurringCycles.attempts} >= 2 then 'failed' else 'retry' end`,
      retryOn: sql`case when ${recurringCycles.attempts} >= 2 then null else ${addDays(today, RECURRING_RETRY_DAYS)}::date end`,
    })
    .where(charging)
    .returning({
      planId: recurringCycles.planId,
      state: recurringCycles.state,
      period: recurringCycles.period,
      dueOn: recurringCycles.dueOn,
    });
  if (cycle?.state !== 'failed') return;
  const [paused] = await tx
    .update(recurringPlans)
    .set({ status: 'paused', updatedAt: sql`now()` })
    .where(and(eq(recurringPlans.id, cycle.planId), eq(recurringPlans.status, 'active')))
    .returning({ id: recurringPlans.id });
  if (!paused) return;
  const [row] = (await plansWithPeople(tx).where(eq(recurringPlans.id, cycle.planId))) as PlanRow[];
  if (row)
    await tell(
      tx,
      deps,
      row,
      'paused',
      { period: cycle.period, dueOn: cycle.dueOn },
      new Date(deps.payments.now()),
    );
}
