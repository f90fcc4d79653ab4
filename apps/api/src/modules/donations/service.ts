import { randomBytes } from 'node:crypto';
import {
  type CreateDonationInput,
  CURRENCY,
  type DonationListItem,
  type DonationStatus,
  donationDescription,
  type PaymentResultResponse,
  RECEIPT_TIME_ZONE,
  toCentavos,
  toPesos,
  type UserRole,
} from '@tabang/shared';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { donations, events, organizations } from '../../db/schema';
import { publicCharity } from '../../db/visibility';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { t } from '../../i18n';
import {
  GatewayError,
  type GatewayResult,
  type PaymentGateway,
  type WebhookEvent,
  WebhookVerificationError,
} from '../../payments/gateway';
import type { Mailer } from '../auth/mail';
import { assertEventTakesDonations } from '../events/service';
import { assertAcceptsDonations } from '../organizations/service';
import { loadReceipt, sendReceiptEmailSoon } from './receipt';
import { renderReceiptPdf } from './receipt-pdf';
import { ALLOWED_FROM } from './state';

export type Donation = typeof donations.$inferSelect;

/** What the payment services need from the app. */
export type PaymentDeps = {
  db: Db;
  gateway: PaymentGateway;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Sends each completed donation's receipt to its donor. */
  mailer: Mailer;
};

/** A donation still pending is checked with the gateway at most this often, however often it is polled. */
const GATEWAY_CHECK_INTERVAL_MS = 5_000;
/** The background job reconciles pending donations this old that nobody has polled for this long. */
export const STALE_PENDING_MS = 2 * 60_000;
const JOB_BATCH = 50;
/** A donor's giving history is returned newest first, up to this many. */
const DONATION_HISTORY_LIMIT = 100;

/** The redirect back from the gateway. Only req_id is ever read; the amount there is for show. */
export function paymentResultUrl(
  publicUrl: string,
  donation: Pick<Donation, 'reqId' | 'organizationId' | 'eventId' | 'amountCentavos'>,
): string {
  const query = new URLSearchParams({
    req_id: donation.reqId,
    organizationID: String(donation.organizationId),
    eventID: donation.eventId === null ? '' : String(donation.eventId),
    amount: toPesos(donation.amountCentavos).toFixed(2),
  });
  return `${publicUrl}/payment-success?${query}`;
}

/**
 * Starts a donation: checks the charity and event, stores a pending donation with an unguessable req_id, then
 * asks the gateway for a hosted checkout. When the gateway fails the donation is marked failed (nothing can be
 * paid on it) and a 502 is thrown.
 */
export async function createDonation(
  deps: PaymentDeps,
  userId: number,
  input: CreateDonationInput,
): Promise<{ reqId: string; checkoutUrl: string }> {
  const { db, gateway } = deps;
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name, verified: organizations.verified })
    .from(organizations)
    .where(and(eq(organizations.id, input.organizationID), publicCharity));
  if (!organization) throw notFound(t('donations.charityUnavailable'));
  assertAcceptsDonations(organization);

  let eventName: string | null = null;
  const eventId = input.eventID ?? null;
  if (eventId !== null) {
    const [event] = await db
      .select({ organizationId: events.organizationId, name: events.name })
      .from(events)
      .where(eq(events.id, eventId));
    if (!event) throw notFound(t('donations.eventNotFound'));
    if (event.organizationId !== organization.id) throw badRequest(t('donations.eventOfOtherCharity'));
    await assertEventTakesDonations(db, eventId);
    eventName = event.name;
  }

  // Rebuilt from our own names: the description is shown on the gateway's page and in its records.
  const description = donationDescription(organization.name, eventName);
  const reqId = randomBytes(24).toString('base64url');
  const [donation] = await db
    .insert(donations)
    .values({
      reqId,
      userId,
      organizationId: organization.id,
      eventId,
      amountCentavos: toCentavos(input.amount),
      anonymous: input.anonymous,
      currency: CURRENCY,
      description,
      provider: gateway.name,
      expiresAt: new Date(Date.now() + gateway.checkoutTtlSeconds * 1000),
    })
    .returning();

  const resultUrl = paymentResultUrl(deps.publicUrl, donation!);
  let checkout: { providerRef: string; checkoutUrl: string };
  try {
    checkout = await gateway.createCheckout({
      reqId,
      amountCentavos: donation!.amountCentavos,
      currency: donation!.currency,
      description,
      successUrl: resultUrl,
      failureUrl: resultUrl,
      durationSeconds: gateway.checkoutTtlSeconds,
    });
  } catch (error) {
    deps.log.error({ err: error, reqId }, 'payment gateway could not create a checkout');
    await db
      .update(donations)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(and(eq(donations.id, donation!.id), eq(donations.status, 'pending')));
    // A clear message for the donor, never the gateway's internals (those are in the log).
    throw new AppError('BAD_GATEWAY', t('donations.gatewayFailed'), { cause: error });
  }
  await db
    .update(donations)
    .set({ providerRef: checkout.providerRef, checkoutUrl: checkout.checkoutUrl, updatedAt: sql`now()` })
    .where(eq(donations.id, donation!.id));
  return { reqId, checkoutUrl: checkout.checkoutUrl };
}

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
 * Applies what a gateway reported, exactly once. In one transaction: the event key is recorded (an event seen
 * before changes nothing), the donation moves only along the state machine (a conditional UPDATE, so concurrent
 * deliveries serialise on the row and only one sees it move), and only the move to completed adds the amount to
 * the charity's total and the donor's leaderboard totals.
 */
async function applyGatewayResult(
  deps: Pick<PaymentDeps, 'db' | 'log' | 'mailer'>,
  donation: Donation,
  result: GatewayResult,
  eventKey: string | null,
): Promise<ApplyOutcome> {
  const { db, log } = deps;
  const reason = mismatchReason(donation, result);
  if (reason) {
    // Authentic, but not this donation's payment: nothing moves; a person has to look at it.
    log.error({ reqId: donation.reqId, reason, result }, 'gateway report does not match the donation');
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
  // A statement is atomic, so the money and the number move exactly once with the donation or not at all.
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
  const receipt = completing
    ? sql`, claimed as (
            select id from donations where id = ${donation.id} and ${allowed} and exists (select 1 from recorded)
            for update),
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
            -- payment was pending stays off it; both still count in the charity's total above.
            where not moved.anonymous
              and not exists (select 1 from users u where u.id = moved.user_id and u.deleted_at is not null)
            on conflict (user_id) do update
              set total_centavos = donor_totals.total_centavos + excluded.total_centavos,
                  donation_count = donor_totals.donation_count + 1, updated_at = now()
            returning 1)`
    : sql``;
  const [outcome] = (
    (await db.execute(sql`
      with recorded as (${recordEvent})${receipt}, moved as (${move})${totals}
      select (select count(*) from recorded)::int as recorded, (select count(*) from moved)::int as moved,
             coalesce((select bool_or(needs_review) from moved), false) as "needsReview"`)) as unknown as {
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
      if (flagged) log.error({ reqId: donation.reqId }, 'payment arrived for a failed donation');
    }
    return 'unchanged';
  }
  if (completing) {
    if (outcome.needsReview)
      log.warn({ reqId: donation.reqId }, 'late payment completed a donation; review it');
    // After the statement committed, and not awaited: whoever reported the payment gets its answer at once.
    sendReceiptEmailSoon(deps, donation.id);
  }
  return 'changed';
}

export async function findDonationByReqId(db: Db, reqId: string): Promise<Donation | undefined> {
  const [donation] = await db.select().from(donations).where(eq(donations.reqId, reqId));
  return donation;
}

/** A donation as its donor (or an admin) may see it; anyone else's, or an unknown one, is a 404. */
export async function findDonationForUser(
  db: Db,
  reqId: string,
  user: { userID: number; role: UserRole },
): Promise<Donation> {
  const donation = await findDonationByReqId(db, reqId);
  if (!donation || (donation.userId !== user.userID && user.role !== 'admin'))
    throw notFound(t('donations.donationNotFound'));
  return donation;
}

/**
 * GET /get/donations/{reqId}/receipt.pdf: the receipt of a completed donation, for its donor and admins (anyone
 * else gets the same 404 as for an unknown req_id); a donation not completed yet is a 409.
 */
export async function receiptForUser(
  db: Db,
  reqId: string,
  user: { userID: number; role: UserRole },
): Promise<{ number: string; pdf: Buffer }> {
  const donation = await findDonationForUser(db, reqId, user);
  const receipt = donation.status === 'completed' ? await loadReceipt(db, donation.id) : undefined;
  if (!receipt) throw conflict(t('receipts.notCompleted', { status: donation.status }));
  return { number: receipt.content.number, pdf: await renderReceiptPdf(receipt.content) };
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
): Promise<ApplyOutcome | 'unknown' | 'unconfirmed'> {
  const { db, gateway, log } = deps;
  const [donation] = await db
    .select()
    .from(donations)
    .where(
      event.reqId !== undefined
        ? eq(donations.reqId, event.reqId)
        : eq(donations.providerRef, event.providerRef ?? ''),
    );
  if (!donation || donation.provider !== gateway.name) {
    log.warn({ eventKey: event.eventKey, reqId: event.reqId }, 'webhook for an unknown donation ignored');
    return 'unknown';
  }
  let result: GatewayResult = event;
  if (gateway.confirmsWebhooks && event.status !== 'pending') {
    try {
      result = await gateway.getStatus(donation.providerRef ?? event.providerRef ?? '');
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      // The gateway could not confirm the event right now; a non-2xx makes it deliver again later.
      log.warn({ err: error }, 'webhook could not be confirmed with the gateway');
      throw new AppError('SERVICE_UNAVAILABLE', t('errors.generic'), {
        cause: error,
        code: 'gateway_unavailable',
      });
    }
    // The gateway does not (yet) say what the webhook said: record nothing, so a redelivery is looked at again.
    if (result.status !== event.status) {
      log.warn(
        { eventKey: event.eventKey, reported: event.status, confirmed: result.status },
        'webhook unconfirmed',
      );
      if (result.status === 'pending') return 'unconfirmed';
    }
  }
  return applyGatewayResult(deps, donation, result, event.eventKey);
}

/**
 * Asks the gateway where a pending donation stands and applies the answer; expires it when its time is up and
 * the gateway has nothing better to say. Gateway failures leave it pending (the next check tries again).
 */
async function reconcileDonation(deps: PaymentDeps, donation: Donation): Promise<void> {
  const { gateway, log } = deps;
  let result: GatewayResult = { status: 'pending' };
  if (donation.providerRef) {
    try {
      result = await gateway.getStatus(donation.providerRef);
    } catch (error) {
      log.warn({ err: error, reqId: donation.reqId }, 'could not ask the gateway for a payment status');
      return;
    }
  }
  if (result.status === 'pending' && donation.expiresAt.getTime() <= Date.now()) {
    // Close the page at the gateway too, so it cannot be paid later (a late payment would still count).
    if (gateway.expireCheckout && donation.providerRef)
      await gateway.expireCheckout(donation.providerRef).catch((error: unknown) => {
        log.warn({ err: error, reqId: donation.reqId }, 'could not expire the checkout at the gateway');
      });
    result = { status: 'expired' };
  }
  if (result.status !== 'pending') await applyGatewayResult(deps, donation, result, null);
}

/**
 * Claims the right to ask the gateway about a donation now: at most once per GATEWAY_CHECK_INTERVAL_MS,
 * whichever server or request asks (a conditional UPDATE, so concurrent pollers do not all call the gateway).
 */
async function claimCheck(db: Db, donationId: number, intervalMs: number): Promise<boolean> {
  const cutoff = new Date(Date.now() - intervalMs);
  const claimed = await db
    .update(donations)
    .set({ lastCheckedAt: sql`now()` })
    .where(
      and(
        eq(donations.id, donationId),
        eq(donations.status, 'pending'),
        or(isNull(donations.lastCheckedAt), lt(donations.lastCheckedAt, cutoff)),
      ),
    )
    .returning({ id: donations.id });
  return claimed.length > 0;
}

/** The donor's view of a donation's status, reconciling with the gateway while it is pending. */
export async function donationStatus(deps: PaymentDeps, donation: Donation): Promise<DonationStatus> {
  if (donation.status !== 'pending' || donation.provider !== deps.gateway.name) return donation.status;
  if (await claimCheck(deps.db, donation.id, GATEWAY_CHECK_INTERVAL_MS))
    await reconcileDonation(deps, donation);
  const fresh = await findDonationByReqId(deps.db, donation.reqId);
  return (fresh ?? donation).status;
}

/**
 * The background job: expires pending donations past their expiry and, for gateways that may never re-send a
 * missed webhook (PayMongo), asks about pending donations nobody has polled for a while.
 */
export async function reconcilePendingDonations(deps: PaymentDeps): Promise<number> {
  const { db, gateway } = deps;
  const now = Date.now();
  const stale = new Date(now - STALE_PENDING_MS);
  const due = await db
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.status, 'pending'),
        eq(donations.provider, gateway.name),
        gateway.confirmsWebhooks
          ? or(
              lt(donations.expiresAt, new Date(now)),
              and(
                lt(donations.createdAt, stale),
                or(isNull(donations.lastCheckedAt), lt(donations.lastCheckedAt, stale)),
              ),
            )
          : lt(donations.expiresAt, new Date(now)),
      ),
    )
    .orderBy(donations.expiresAt)
    .limit(JOB_BATCH);
  let checked = 0;
  for (const donation of due) {
    if (!(await claimCheck(db, donation.id, GATEWAY_CHECK_INTERVAL_MS))) continue;
    await reconcileDonation(deps, donation);
    checked += 1;
  }
  return checked;
}

/**
 * GET /get/organizations/donations: the signed-in donor's own completed donations, newest first. The dashboard's
 * "recent donations" could be anyone's; showing everyone's would publish who gave what,
 * so this is the donor's own giving history.
 */
export async function listOwnCompletedDonations(db: Db, userId: number): Promise<DonationListItem[]> {
  const rows = await db
    .select({
      organizationId: donations.organizationId,
      amountCentavos: donations.amountCentavos,
      completedAt: donations.completedAt,
    })
    .from(donations)
    .where(and(eq(donations.userId, userId), eq(donations.status, 'completed')))
    .orderBy(desc(donations.completedAt), desc(donations.id))
    .limit(DONATION_HISTORY_LIMIT);
  return rows.map((row) => ({
    OrganizationID: row.organizationId,
    DonationAmount: toPesos(row.amountCentavos),
    DonationTimestamp: (row.completedAt ?? new Date(0)).toISOString(),
  }));
}

/**
 * A donation with the names of its charity and event, for the sandbox's checkout page: one query (the page is
 * on every donation's path).
 */
export async function findDonationWithRecipients(
  db: Db,
  reqId: string,
): Promise<(Donation & { charity: string; event: string | null }) | undefined> {
  const [row] = await db
    .select({ donation: donations, charity: organizations.name, event: events.name })
    .from(donations)
    .innerJoin(organizations, eq(organizations.id, donations.organizationId))
    .leftJoin(events, eq(events.id, donations.eventId))
    .where(eq(donations.reqId, reqId));
  return row && { ...row.donation, charity: row.charity, event: row.event };
}

/**
 * GET /get/donation/result: a donation's result for whoever holds its req_id (the redirect from the gateway may
 * land in a browser without the donor's session). The unguessable req_id is the capability; the answer says only
 * the status, the amount and whom it was for, never who gave. A pending donation is reconciled with the gateway
 * as for its donor (at most once per GATEWAY_CHECK_INTERVAL_MS, however many ask).
 */
export async function paymentResult(deps: PaymentDeps, reqId: string): Promise<PaymentResultResponse> {
  const donation = await findDonationWithRecipients(deps.db, reqId);
  if (!donation) throw notFound(t('donations.resultNotFound'));
  return {
    status: await donationStatus(deps, donation),
    amount: toPesos(donation.amountCentavos),
    organizationID: donation.organizationId,
    organizationName: donation.charity,
    eventID: donation.eventId,
    eventName: donation.event,
  };
}
