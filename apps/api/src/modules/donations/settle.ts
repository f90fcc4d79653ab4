import { type DonationStatus, RECEIPT_TIME_ZONE } from '@tabang/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { executePrepared } from '../../db/client';
import { donations } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../i18n';
import { fingerprint } from '../../lib/log-redaction';
import {
  GatewayError,
  type GatewayResult,
  type WebhookEvent,
  WebhookVerificationError,
} from '../../payments/gateway';
import { keepSavedMethod } from '../recurring/saved-method';
import type { PaymentDeps } from './payment-deps';
import type { Donation } from './queries';

/*
 * Settling a donation: applying what the gateway reported about its payment (from a webhook, a result check or
 * the reconciling job), exactly once and only along the state machine below.
 */

/**
 * The donation state machine (payments.md D.1). A donation starts `pending`; the gateway moves it once to
 * completed, failed, cancelled or expired. The one way back out of a final state: a verified payment on an
 * expired or cancelled donation still completes it (the money was taken; Xendit documents late payments) and
 * flags it for review. A completed donation never changes again.
 */
const ALLOWED_FROM: Record<DonationStatus, readonly DonationStatus[]> = {
  pending: [],
  completed: ['pending', 'expired', 'cancelled'],
  failed: ['pending'],
  cancelled: ['pending'],
  expired: ['pending'],
};

type ApplyOutcome = 'changed' | 'unchanged' | 'duplicate' | 'mismatch';

/** Why a gateway's report of a payment cannot be about this donation, or null when it matches (D.3). */
export function mismatchReason(donation: Donation, result: GatewayResult): string | null {
  if (result.reqId !== undefined && result.reqId !== donation.reqId) return 'reference';
  if (result.providerRef !== undefined && donation.providerRef && result.providerRef !== donation.providerRef)
    return 'provider reference';
  if (result.status !== 'completed') return null;
  if (result.amountCentavos !== donation.amountCentavos) return 'amount';
  if ((result.currency ?? '').toUpperCase() !== donation.currency) return 'currency';
  return null;
}

/**
 * A gateway's report as it may be logged: our req_id and the gateway's reference (a checkout id, or the sandbox's
 * `sbx_<req_id>`) open the payment, so they are written as fingerprints (lib/log-redaction.ts).
 */
function loggableResult({ reqId, providerRef, ...rest }: GatewayResult) {
  return {
    ...rest,
    ...(reqId === undefined ? {} : { reqIdSha256: fingerprint(reqId) }),
    ...(providerRef === undefined ? {} : { providerRefSha256: fingerprint(providerRef) }),
  };
}

/**
 * Applies what a gateway reported, exactly once. In one transaction: the event key is recorded (an event seen
 * before changes nothing), the donation moves only along the state machine (a conditional UPDATE, so concurrent
 * deliveries serialise on the row and only one sees it move), and only the move to completed adds the amount to
 * the charity's total and the donor's leaderboard totals, and enqueues the receipt email.
 */
export async function applyGatewayResult(
  deps: Pick<PaymentDeps, 'db' | 'log' | 'jobs' | 'countDonation'>,
  donation: Donation,
  result: GatewayResult,
  eventKey: string | null,
): Promise<ApplyOutcome> {
  const { db, log } = deps;
  const reason = mismatchReason(donation, result);
  if (reason) {
    // Authentic, but not this donation's payment: nothing moves; a person has to look at it.
    log.error(
      { donationID: donation.id, reason, result: loggableResult(result) },
      'gateway report does not match the donation',
    );
    await db
      .update(donations)
      .set({ needsReview: true, updatedAt: sql`now()` })
      .where(eq(donations.id, donation.id));
    return 'mismatch';
  }

  const from = ALLOWED_FROM[result.status];
  const completing = result.status === 'completed';
  // One statement, so one round trip and no lock held between round trips (donations to one charity queue on its
  // row): the event key is recorded, the donation moves only if that event is new and the state machine allows
  // it, and only a move to completed adds the amount to both totals and takes the year's next receipt number.
  // A statement is atomic, so the money, the number and the receipt email move exactly once with the donation or
  // not at all; and it needs no transaction around it, so its locks are never held while this server is busy with
  // other requests before it sends its next round trip. Prepared, once per connection and variant: parsing
  // and planning it anew was 1.5 of the 7 ms PostgreSQL spent on each gift (its statement log, city-size data set).
  const recordEvent =
    eventKey === null
      ? sql`select 1 as one`
      : sql`insert into payment_events (provider, event_key, donation_id)
            values (${donation.provider}, ${eventKey}, ${donation.id})
            on conflict do nothing returning 1 as one`;
  const allowed = sql`status in (${sql.join(
    from.map((status) => sql`${status}`),
    sql`, `,
  )})`;
  // Completing takes a receipt number first. All CTEs read one snapshot, so the row is locked before the counter
  // moves: a concurrent delivery waits here, then sees the donation completed and takes no number (no gaps), and
  // the donation row is updated once, by `moved`, with the number already in hand.
  // The donor's account row is locked (shared) at the same time, before anything else moves: an account deletion
  // locks that row first, so either it waits for this payment to commit and then removes the new leaderboard row,
  // or this waits for the deletion and, re-reading the row as locking does, sees `deleted_at` and adds none
  // (a `not exists` on the statement's snapshot would miss a deletion committed while this waited).
  const receipt = completing
    ? sql`, claimed as (
            select d.id, u.deleted_at is null as donor_live
            from donations d join users u on u.id = d.user_id
            where d.id = ${donation.id} and d.${allowed} and exists (select 1 from recorded)
            for update of d for share of u),
          receipt as (
            insert into receipt_counters (year, last_number)
            select extract(year from now() at time zone ${RECEIPT_TIME_ZONE})::int, 1 from claimed
            on conflict (year) do update set last_number = receipt_counters.last_number + 1
            returning 'TB-' || year || '-' || lpad(last_number::text, 6, '0') as number)`
    : sql``;
  const move =
    from.length === 0
      ? sql`select null::bigint as amount_centavos, null::int as organization_id, null::int as user_id,
                   null::boolean as needs_review, null::boolean as anonymous where false`
      : completing
        ? sql`update donations
              set status = 'completed', updated_at = now(), completed_at = now(),
                  needs_review = needs_review or status <> 'pending',
                  receipt_number = receipt.number, payment_method = ${result.paymentMethod ?? null}::text
              from receipt
              where id = ${donation.id} and ${allowed}
              returning amount_centavos, organization_id, user_id, needs_review, anonymous`
        : sql`update donations set status = ${result.status}, updated_at = now()
              where id = ${donation.id} and ${allowed} and exists (select 1 from recorded)
              returning amount_centavos, organization_id, user_id, needs_review, anonymous`;
  const totals = completing
    ? sql`, charity as (
            update organizations o set total_donation_centavos = o.total_donation_centavos + m.amount_centavos
            from moved m where o.id = m.organization_id returning 1),
          donor as (
            insert into donor_totals (user_id, total_centavos, donation_count)
            select user_id, amount_centavos, 1 from moved
            -- The public leaderboard ranks named gifts only, and a donor who deleted their account while this
            -- payment was pending stays off it (as read under the lock taken in claimed); both still count in the
            -- charity's total above.
            where not moved.anonymous and (select donor_live from claimed)
            on conflict (user_id) do update
              set total_centavos = donor_totals.total_centavos + excluded.total_centavos,
                  donation_count = donor_totals.donation_count + 1, updated_at = now()
            returning 1)`
    : sql``;
  // The receipt email exists if and only if the donation completed: written by the same statement, or not at all.
  const receiptEmail = completing
    ? sql`, receipt_email as (${await deps.jobs.enqueueWhen(sql`select 1 from moved`, 'email', {
        purpose: 'receipt',
        donationId: donation.id,
      })})`
    : sql``;
  // The family's email, when the donor gave one: like the receipt, enqueued by the move to completed or not at all.
  const tributeEmail =
    completing && donation.tributeNotifyEmail
      ? sql`, tribute_email as (${await deps.jobs.enqueueWhen(sql`select 1 from moved`, 'email', {
          purpose: 'tribute',
          donationId: donation.id,
        })})`
      : sql``;
  // A monthly plan's first completed gift starts it: the plan's email (how the months after go, its links) is
  // enqueued by the same move. The statement's snapshot is from before the move, so no completed gift in it means
  // this is the first.
  const startedEmail =
    completing && donation.recurringPlanId !== null
      ? sql`, started_email as (${await deps.jobs.enqueueWhen(
          sql`select 1 from moved where not exists (select 1 from donations g
                where g.recurring_plan_id = ${donation.recurringPlanId} and g.status = 'completed')`,
          'email',
          { purpose: 'monthlyStarted', donationId: donation.id },
        )})`
      : sql``;
  const [outcome] = (
    (await executePrepared(
      db,
      sql`
      with recorded as (${recordEvent})${receipt}, moved as (${move})${totals}${receiptEmail}${tributeEmail}${startedEmail}
      select (select count(*) from recorded)::int as recorded, (select count(*) from moved)::int as moved,
             coalesce((select bool_or(needs_review) from moved), false) as "needsReview"`,
    )) as unknown as {
      rows: { recorded: number; moved: number; needsReview: boolean }[];
    }
  ).rows;
  if (!outcome || Number(outcome.recorded) === 0) return 'duplicate';
  if (from.length === 0) return 'unchanged';
  if (Number(outcome.moved) === 0) {
    if (completing) {
      // Paid after it failed: the state machine keeps it failed, but money was taken, so flag it.
      const [flagged] = await db
        .update(donations)
        .set({ needsReview: true, updatedAt: sql`now()` })
        .where(and(eq(donations.id, donation.id), eq(donations.status, 'failed')))
        .returning({ id: donations.id });
      if (flagged) log.error({ donationID: donation.id }, 'payment arrived for a failed donation');
    }
    return 'unchanged';
  }
  // The change has committed and this donation moved (a duplicate or refused move returned above).
  deps.countDonation(result.status);
  if (completing && outcome.needsReview)
    log.warn({ donationID: donation.id }, 'late payment completed a donation; review it');
  return 'changed';
}

/**
 * Verifies a webhook against the raw bytes that arrived and parses it: 401 when it is not authentic, 400 when its
 * body cannot be read, null for an authentic event we have no use for.
 */
export function readWebhook(
  deps: Pick<PaymentDeps, 'gateway' | 'log'>,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): WebhookEvent | null {
  try {
    return deps.gateway.parseWebhook(headers, rawBody);
  } catch (error) {
    if (error instanceof WebhookVerificationError) {
      deps.log.warn({ reason: error.message }, 'webhook refused');
      throw new AppError('UNAUTHORIZED', t('donations.webhookRejected'), { cause: error });
    }
    if (error instanceof SyntaxError || error instanceof z.ZodError)
      throw new AppError('BAD_REQUEST', t('errors.invalidInput', { details: 'webhook body' }), {
        cause: error,
      });
    throw error;
  }
}

/**
 * Handles a verified webhook event. Gateways whose webhooks are only hints are asked for the payment first, and
 * their answer is what counts. Returns what happened, for the log.
 */
export async function handleWebhookEvent(
  deps: PaymentDeps,
  event: WebhookEvent,
  /** The donation the event names, when the caller has just read it (the sandbox's own page). */
  known?: Donation,
): Promise<ApplyOutcome | 'unknown' | 'unconfirmed'> {
  const { db, gateway, log } = deps;
  const [donation] =
    known !== undefined && event.reqId === known.reqId
      ? [known]
      : await db
          .select()
          .from(donations)
          .where(
            event.reqId !== undefined
              ? eq(donations.reqId, event.reqId)
              : eq(donations.providerRef, event.providerRef ?? ''),
          );
  if (!donation || donation.provider !== gateway.name) {
    // No donation to name: fingerprints let an operator match a req_id or event they already hold.
    log.warn(
      {
        eventKeySha256: fingerprint(event.eventKey),
        ...(event.reqId === undefined ? {} : { reqIdSha256: fingerprint(event.reqId) }),
      },
      'webhook for an unknown donation ignored',
    );
    return 'unknown';
  }
  let result: GatewayResult = event;
  if (gateway.confirmsWebhooks && event.status !== 'pending') {
    try {
      result = await gateway.getStatus(donation.providerRef ?? event.providerRef ?? '');
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      // The gateway could not confirm the event right now; a non-2xx makes it deliver again later.
      log.warn({ err: error, donationID: donation.id }, 'webhook could not be confirmed with the gateway');
      throw new AppError('SERVICE_UNAVAILABLE', t('errors.generic'), {
        cause: error,
        code: 'gateway_unavailable',
      });
    }
    // The gateway does not (yet) say what the webhook said: record nothing, so a redelivery is looked at again.
    if (result.status !== event.status) {
      log.warn(
        { donationID: donation.id, reported: event.status, confirmed: result.status },
        'webhook unconfirmed',
      );
      if (result.status === 'pending') return 'unconfirmed';
    }
  }
  return applyPaymentReport(deps, donation, result, event.eventKey);
}

/**
 * What the gateway reported about a checkout (a webhook, or the answer when asked): applied, and a method the
 * payment saved kept on its monthly plan (decision 030), whichever way the report came.
 */
export async function applyPaymentReport(
  deps: Pick<PaymentDeps, 'db' | 'log' | 'jobs' | 'countDonation'>,
  donation: Donation,
  result: GatewayResult,
  eventKey: string | null,
): Promise<ApplyOutcome> {
  const outcome = await applyGatewayResult(deps, donation, result, eventKey);
  if (result.status === 'completed' && result.savedMethodRef)
    await keepSavedMethod(deps.db, donation, result.savedMethodRef);
  return outcome;
}
