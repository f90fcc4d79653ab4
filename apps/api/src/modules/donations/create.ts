import { randomBytes } from 'node:crypto';
import {
  type CreateDonationInput,
  CURRENCY,
  donationDescription,
  QRPH_CODE_LIFETIME_SECONDS,
  toCentavos,
  toPesos,
} from '@tabang/shared';
import { and, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/client';
import { donations, events, organizations, users } from '../../db/schema';
import { publicCharity } from '../../db/visibility';
import { AppError, badRequest, notFound } from '../../errors';
import { t } from '../../i18n';
import { assertAcceptsDonations } from '../charities/service';
import { assertEventTakesDonations, donationEventColumns } from '../events/service';
import { checkoutMethods } from './methods';
import type { PaymentDeps } from './payment-deps';
import type { Donation } from './queries';
import { tributeColumns } from './tributes';

/** Starting a donation: the pending row and the gateway's hosted checkout. */

/**
 * A public charity and, when the gift names one, the event (of any charity: the caller tells a wrong one apart from
 * an unknown one).
 */
const donationTarget = preparedPerDatabase((db) =>
  db
    .select({
      organization: { id: organizations.id, name: organizations.name, verified: organizations.verified },
      event: donationEventColumns,
    })
    .from(organizations)
    .leftJoin(events, eq(events.id, sql.placeholder('eventId')))
    .where(and(eq(organizations.id, sql.placeholder('organizationId')), publicCharity))
    .prepare('tabang_donation_target'),
);

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
 * Starts a donation: checks the charity, the event and the way to pay (a method the gateway would refuse for this
 * amount is a 400 here), stores a pending donation with an unguessable req_id, then asks the gateway for a hosted
 * checkout offering the chosen method, or every offered method that takes the amount. When the gateway fails the
 * donation is marked failed (nothing can be paid on it) and a 502 is thrown.
 */
export async function createDonation(
  deps: PaymentDeps,
  userId: number,
  input: CreateDonationInput,
  /** A monthly plan's gift (modules/recurring): its plan and month, and whether the gateway is to save the method. */
  recurring?: { planId: number; period: string; saveMethod: boolean },
): Promise<{ reqId: string; checkoutUrl: string }> {
  const { db, gateway } = deps;
  // One round trip for every check: the charity, and the event with what a gift to it checks.
  const [target] = await donationTarget(db).execute({
    organizationId: input.organizationID,
    eventId: input.eventID ?? null,
  });
  const organization = target?.organization;
  if (!organization) throw notFound(t('donations.charityUnavailable'));
  assertAcceptsDonations(organization);

  let eventName: string | null = null;
  const eventId = input.eventID ?? null;
  if (eventId !== null) {
    const event = target.event;
    if (!event) throw notFound(t('donations.eventNotFound'));
    if (event.organizationId !== organization.id) throw badRequest(t('donations.eventOfOtherCharity'));
    assertEventTakesDonations(event, organization.name, new Date(deps.now()));
    eventName = event.name;
  }

  const methods = checkoutMethods(gateway.methods, input.amount, input.method);
  // A QR Ph code is payable for 30 minutes, so a donation made for one expires with it.
  const durationSeconds =
    input.method === 'qrph'
      ? Math.min(gateway.checkoutTtlSeconds, QRPH_CODE_LIFETIME_SECONDS)
      : gateway.checkoutTtlSeconds;

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
      method: input.method ?? null,
      ...tributeColumns(input.tribute),
      expiresAt: new Date(Date.now() + durationSeconds * 1000),
      ...(recurring && { recurringPlanId: recurring.planId, recurringPeriod: recurring.period }),
    })
    .returning();
  deps.countDonation('pending');

  const resultUrl = paymentResultUrl(deps.publicUrl, donation!);
  // A gateway saves a method for a customer: an opaque reference, and only the name and email it asks for.
  let payer: { reference: string; email: string; name: string } | undefined;
  if (recurring?.saveMethod) {
    const [person] = await db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (person)
      payer = {
        reference: `tabang-user-${userId}`,
        email: person.email,
        name: `${person.firstName} ${person.lastName}`.trim(),
      };
  }
  let checkout: { providerRef: string; checkoutUrl: string };
  try {
    checkout = await gateway.createCheckout({
      reqId,
      amountCentavos: donation!.amountCentavos,
      currency: donation!.currency,
      description,
      successUrl: resultUrl,
      failureUrl: resultUrl,
      durationSeconds,
      methods,
      ...(recurring?.saveMethod && { saveMethod: true }),
      ...(payer && { payer }),
    });
  } catch (error) {
    deps.log.error({ err: error, donationID: donation!.id }, 'payment gateway could not create a checkout');
    const [failed] = await db
      .update(donations)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(and(eq(donations.id, donation!.id), eq(donations.status, 'pending')))
      .returning({ id: donations.id });
    if (failed) deps.countDonation('failed');
    // A clear message for the donor, never the gateway's internals (those are in the log).
    throw new AppError('BAD_GATEWAY', t('donations.gatewayFailed'), { cause: error });
  }
  await db
    .update(donations)
    .set({ providerRef: checkout.providerRef, checkoutUrl: checkout.checkoutUrl, updatedAt: sql`now()` })
    .where(eq(donations.id, donation!.id));
  return { reqId, checkoutUrl: checkout.checkoutUrl };
}
