import {
  type CreateRecurringInput,
  dateFormat,
  formatPeso,
  manilaDayStart,
  PH_TIME_ZONE,
  philippineToday,
  type RecurringAction,
  type RecurringLinkState,
  type RecurringPlan,
  type RecurringStatus,
  recurringModeFor,
  toPesos,
} from '@tabang/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations, events, organizations, recurringPlans } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { currentLanguage, t } from '../../i18n';
import { createDonation } from '../donations/create';
import type { PaymentDeps } from '../donations/payment-deps';
import { nextDueDay, periodOf } from './dates';
import { readPlanLink } from './links';
import { mailText } from './texts';

/*
 * Monthly plans (decision 030): started with their first gift (a normal donation through the normal checkout),
 * listed on My giving, paused, resumed and cancelled by their owner or from a signed link in any of their emails.
 */

type Plan = typeof recurringPlans.$inferSelect;

/** The plan as My giving shows it, with its charity's and event's names and its completed gifts. */
const planColumns = {
  plan: recurringPlans,
  organizationName: organizations.name,
  eventName: events.name,
  gifts: sql<number>`(select count(*) from ${donations} d
    where d.recurring_plan_id = ${recurringPlans.id} and d.status = 'completed')::int`,
};

function planView(row: {
  plan: Plan;
  organizationName: string;
  eventName: string | null;
  gifts: number;
}): RecurringPlan {
  const { plan } = row;
  return {
    recurringID: plan.id,
    amount: toPesos(plan.amountCentavos),
    organizationID: plan.organizationId,
    organizationName: row.organizationName,
    eventID: plan.eventId,
    eventName: row.eventName,
    method: plan.method,
    mode: plan.mode,
    status: plan.status,
    nextDueOn: plan.status === 'active' ? plan.nextDueOn : null,
    gifts: Number(row.gifts),
    anonymous: plan.anonymous,
  };
}

const plansQuery = (db: Db) =>
  db
    .select(planColumns)
    .from(recurringPlans)
    .innerJoin(organizations, eq(organizations.id, recurringPlans.organizationId))
    .leftJoin(events, eq(events.id, recurringPlans.eventId));

/** GET /get/my/recurring: the person's plans, active and paused first, newest first. */
export async function listMyPlans(db: Db, userId: number): Promise<RecurringPlan[]> {
  const rows = await plansQuery(db)
    .where(eq(recurringPlans.userId, userId))
    .orderBy(sql`${recurringPlans.status} = 'cancelled'`, desc(recurringPlans.id));
  return rows.map(planView);
}

async function findPlan(db: Db, planId: number): Promise<RecurringPlan & { userId: number }> {
  const [row] = await plansQuery(db).where(eq(recurringPlans.id, planId));
  if (!row) throw notFound(t('monthly.planInvalid'));
  return { ...planView(row), userId: row.plan.userId };
}

/**
 * POST /post/recurring/create: the plan and its first gift, this month's, through the normal checkout (every check
 * of a one-off gift applies: the charity, the event, the method's limits). `auto` when the method can be charged
 * again without the donor and the gateway can; the first checkout then saves it. A refusal leaves no plan.
 */
export async function createPlan(
  deps: PaymentDeps,
  userId: number,
  input: CreateRecurringInput,
): Promise<{ recurringID: number; checkoutUrl: string; reqId: string; mode: Plan['mode'] }> {
  const today = philippineToday(deps.now());
  const anchorDay = Number(today.slice(8, 10));
  const mode = recurringModeFor(input.method, deps.gateway.autoChargeMethods);
  const [plan] = await deps.db
    .insert(recurringPlans)
    .values({
      userId,
      organizationId: input.organizationID,
      eventId: input.eventID ?? null,
      amountCentavos: Math.round(input.amount * 100),
      method: input.method,
      anonymous: input.anonymous,
      mode,
      provider: deps.gateway.name,
      anchorDay,
      nextDueOn: nextDueDay(anchorDay, today, true),
    })
    .returning({ id: recurringPlans.id });
  let started: { reqId: string; checkoutUrl: string };
  try {
    started = await createDonation(deps, userId, input, {
      planId: plan!.id,
      period: periodOf(today),
      saveMethod: mode === 'auto',
    });
  } catch (error) {
    // Refused before a donation was written: no plan either. The gateway failed after (a failed donation names
    // the plan): the plan ends at once.
    await deps.db.execute(sql`delete from recurring_plans p where p.id = ${plan!.id}
      and not exists (select 1 from donations d where d.recurring_plan_id = p.id)`);
    await deps.db
      .update(recurringPlans)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(recurringPlans.id, plan!.id));
    throw error;
  }
  return { recurringID: plan!.id, checkoutUrl: started.checkoutUrl, reqId: started.reqId, mode };
}

const longDate = dateFormat({ dateStyle: 'long', timeZone: PH_TIME_ZONE });

/** What a change says, in the current language. */
function changeMessage(action: RecurringAction, plan: RecurringPlan): string {
  const charity = plan.eventName ?? plan.organizationName;
  if (action === 'pause') return mailText('paused', { charity });
  if (action === 'cancel') return mailText('cancelled', { charity });
  const date = plan.nextDueOn ? longDate(currentLanguage(), manilaDayStart(plan.nextDueOn)) : '';
  return mailText('resumed', { charity, date });
}

/**
 * Pauses, resumes or cancels a plan, each a conditional update (two clicks at once change it once). Pausing a
 * paused plan, or resuming an active one, changes nothing; a cancelled plan stays cancelled (409 for a resume or
 * pause). Resuming sets the next due day on or after today: a month paused through is not made up.
 */
export async function changePlan(
  db: Db,
  planId: number,
  action: RecurringAction,
  now: number,
): Promise<{ message: string; plan: RecurringPlan }> {
  const [before] = await db.select().from(recurringPlans).where(eq(recurringPlans.id, planId));
  if (!before) throw notFound(t('monthly.planInvalid'));
  if (before.status === 'cancelled' && action !== 'cancel') throw conflict(mailText('alreadyCancelled'));
  const to: Record<RecurringAction, RecurringStatus> = {
    pause: 'paused',
    resume: 'active',
    cancel: 'cancelled',
  };
  // The first due day on or after today, on the plan's own day of the month.
  const resumeOn = nextDueDay(before.anchorDay, philippineToday(now));
  await db
    .update(recurringPlans)
    .set({
      status: to[action],
      updatedAt: sql`now()`,
      ...(action === 'cancel' && { cancelledAt: sql`now()` }),
      ...(action === 'resume' && {
        nextDueOn: sql`greatest(${recurringPlans.nextDueOn}, ${resumeOn}::date)`,
      }),
    })
    .where(
      and(
        eq(recurringPlans.id, planId),
        // Only a real change: a second click, or a resume of an active plan, leaves it as it is.
        sql`${recurringPlans.status} not in ('cancelled', ${to[action]})`,
      ),
    );
  const plan = await findPlan(db, planId);
  return { message: changeMessage(action, plan), plan };
}

/** The owner's change (signed in): someone else's plan is the 404 of an unknown one. */
export async function changeMyPlan(
  db: Db,
  userId: number,
  planId: number,
  action: RecurringAction,
  now: number,
) {
  const plan = await findPlan(db, planId);
  if (plan.userId !== userId) throw notFound(t('monthly.planInvalid'));
  return changePlan(db, planId, action, now);
}

/** Whether the plan's gift for `period` has completed. */
async function monthPaid(db: Db, planId: number, period: string): Promise<boolean> {
  const [row] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(
      and(
        eq(donations.recurringPlanId, planId),
        eq(donations.recurringPeriod, period),
        eq(donations.status, 'completed'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** GET /get/recurring/link: what a plan email's link would do. Changes nothing (mail scanners open links). */
export async function planLinkState(db: Db, token: string): Promise<RecurringLinkState> {
  const { planId, action, period } = await readPlanLink(db, token);
  const plan = await findPlan(db, planId);
  return {
    action,
    recurringID: plan.recurringID,
    amount: plan.amount,
    organizationName: plan.organizationName,
    eventName: plan.eventName,
    status: plan.status,
    period,
    paid: period === null ? false : await monthPaid(db, planId, period),
  };
}

/**
 * POST /post/recurring/link: does what the link says. A pay link starts that month's gift (a normal donation for the
 * plan's amount, paid at the checkout), while the plan is active and the month unpaid (409 otherwise).
 */
export async function followPlanLink(
  deps: PaymentDeps,
  token: string,
): Promise<{ message: string; status: RecurringStatus; checkoutUrl?: string }> {
  const { planId, action, period } = await readPlanLink(deps.db, token);
  if (action !== 'pay') {
    const { message, plan } = await changePlan(deps.db, planId, action, deps.now());
    return { message, status: plan.status };
  }
  const [plan] = await deps.db.select().from(recurringPlans).where(eq(recurringPlans.id, planId));
  if (!plan) throw notFound(t('monthly.planInvalid'));
  if (plan.status !== 'active') throw conflict(mailText('notActive'));
  if (await monthPaid(deps.db, planId, period!)) throw conflict(mailText('alreadyPaid'));
  const { checkoutUrl } = await createDonation(
    deps,
    plan.userId,
    {
      amount: toPesos(plan.amountCentavos),
      organizationID: plan.organizationId,
      eventID: plan.eventId,
      anonymous: plan.anonymous,
      method: plan.method,
    },
    // An auto plan whose method was never saved (its first checkout did not) saves it now.
    { planId, period: period!, saveMethod: plan.mode === 'auto' && plan.savedMethodRef === null },
  );
  const [names] = await deps.db
    .select({ charity: organizations.name, event: events.name })
    .from(organizations)
    .leftJoin(events, eq(events.id, plan.eventId ?? 0))
    .where(eq(organizations.id, plan.organizationId));
  const amount = formatPeso(toPesos(plan.amountCentavos), 2);
  const message = mailText('planTitle', { amount, charity: names?.event ?? names?.charity ?? '' });
  return { message, status: plan.status, checkoutUrl };
}
