import { type DonationStatus, type PaymentResultResponse, toPesos } from '@tabang/shared';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from '../../db/schema';
import { notFound } from '../../errors';
import { t } from '../../i18n';
import type { GatewayResult } from '../../payments/gateway';
import type { PaymentDeps } from './payment-deps';
import { type Donation, findDonationByReqId, findDonationWithRecipients } from './queries';
import { applyPaymentReport } from './settle';

/*
 * Reconciling pending donations with the gateway: when the donor or the result page asks (at most once per
 * GATEWAY_CHECK_INTERVAL_MS), and in the background job for those nobody asks about.
 */

/** A donation still pending is checked with the gateway at most this often, however often it is polled. */
export const GATEWAY_CHECK_INTERVAL_MS = 5_000;
/** The background job reconciles pending donations this old that nobody has polled for this long. */
export const STALE_PENDING_MS = 2 * 60_000;
const JOB_BATCH = 50;

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
      log.warn({ err: error, donationID: donation.id }, 'could not ask the gateway for a payment status');
      return;
    }
  }
  // The app's clock, as the expiry was set by it.
  if (result.status === 'pending' && donation.expiresAt.getTime() <= deps.now()) {
    // Close the page at the gateway too, so it cannot be paid later (a late payment would still count).
    if (gateway.expireCheckout && donation.providerRef)
      await gateway.expireCheckout(donation.providerRef).catch((error: unknown) => {
        log.warn({ err: error, donationID: donation.id }, 'could not expire the checkout at the gateway');
      });
    result = { status: 'expired' };
  }
  if (result.status !== 'pending') await applyPaymentReport(deps, donation, result, null);
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
export async function reconcilePendingDonations(deps: PaymentDeps, now = Date.now()): Promise<number> {
  const { db, gateway } = deps;
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
