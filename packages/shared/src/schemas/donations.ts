import { z } from 'zod';
import { DONATION_MAX, DONATION_MIN, DONATION_STATUSES } from '../constants';
import { PAYMENT_METHOD_IDS } from '../payment-methods';
import { msg } from './message-key';
import { ZTribute } from './tributes';

/** True when a peso amount has at most 2 decimals (tolerating binary floating point). */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Pesos greater than 0 (at least 1, as the form's minimum), with at most 2 decimals. */
export const ZDonationAmount = z
  .number({ error: msg('donations.invalidAmount') })
  .positive({ error: msg('donations.invalidAmount') })
  .min(DONATION_MIN, { error: msg('donations.amountTooSmall') })
  .max(DONATION_MAX, { error: msg('donations.amountTooLarge') })
  .refine(hasAtMostTwoDecimals, { error: msg('donations.amountDecimals') });

/** An id in the donation request, with a message that says which one is wrong. */
const targetId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

export const ZCreateDonationRequest = z.object({
  amount: ZDonationAmount,
  organizationID: targetId(msg('donations.charityRequired')),
  eventID: targetId(msg('donations.eventInvalid')).nullable().optional(),
  /** The client's description is accepted for older clients that send it; the server rebuilds it from its own names. */
  description: z.string().max(300).optional(),
  /** Given without the donor's name: counted in every total, never shown with the donor publicly. */
  anonymous: z.boolean({ error: msg('gifts.anonymousInvalid') }).default(false),
  /** How the donor chose to pay; without it the gateway's page offers every method that takes the amount. */
  method: z.enum(PAYMENT_METHOD_IDS, { error: msg('donations.methodInvalid') }).optional(),
  /** In memory or in honour of someone: printed on the receipt, and the family told when `notifyEmail` is given. */
  tribute: ZTribute.optional(),
});
export type CreateDonationRequest = z.input<typeof ZCreateDonationRequest>;
/** The request after validation, as the server sees it. */
export type CreateDonationInput = z.infer<typeof ZCreateDonationRequest>;

export const ZCreateDonationResponse = z.object({
  req_id: z.string(),
  payment_url: z.string(),
  checkout_url: z.string(),
});
export type CreateDonationResponse = z.infer<typeof ZCreateDonationResponse>;

/** GET /get/payment/methods: the ways to pay this server offers, each with what it takes in one payment (pesos). */
export const ZPaymentMethodsResponse = z.object({
  methods: z.array(
    z.object({
      method: z.enum(PAYMENT_METHOD_IDS),
      min: z.number(),
      max: z.number(),
      /** Whether a monthly plan paying this way is charged automatically (else reminded with a pay link). */
      autoCharge: z.boolean().optional(),
    }),
  ),
});
export type PaymentMethodsResponse = z.infer<typeof ZPaymentMethodsResponse>;

/** The unguessable reference of a donation, as it appears in a query string or a JSON body. */
const ZReqId = z
  .string({ error: msg('donations.reqIdRequired') })
  .trim()
  .min(1, { error: msg('donations.reqIdRequired') })
  .max(100, { error: msg('donations.donationNotFound') });

/** Which donation's status is asked for, in the query string (GET) or the JSON body (POST). */
export const ZDonationStatusRequest = z.object({ req_id: ZReqId });

const ZDonationStatus = z.enum(DONATION_STATUSES);
export const ZDonationStatusResponse = z.object({ status: ZDonationStatus });
export type DonationStatusResponse = z.infer<typeof ZDonationStatusResponse>;

/** A req_id as the server makes them: 24 random bytes in base64url, so exactly 32 URL-safe characters. */
const REQ_ID_FORMAT = /^[A-Za-z0-9_-]{32}$/;

/** GET /get/donation/result: the req_id alone, which is the capability to read that one donation's result. */
export const ZPaymentResultRequest = z.object({
  req_id: z
    .string({ error: msg('donations.reqIdRequired') })
    .trim()
    .min(1, { error: msg('donations.reqIdRequired') })
    .regex(REQ_ID_FORMAT, { error: msg('donations.reqIdInvalid') }),
});

/** A donation's public result: nothing about the donor, only what the result page shows. */
export const ZPaymentResultResponse = z.object({
  status: ZDonationStatus,
  /** Pesos. */
  amount: z.number(),
  organizationID: z.number().int(),
  organizationName: z.string(),
  eventID: z.number().int().nullable(),
  eventName: z.string().nullable(),
});
export type PaymentResultResponse = z.infer<typeof ZPaymentResultResponse>;

export const ZDonationListItem = z.object({
  OrganizationID: z.number().int(),
  /** Pesos. */
  DonationAmount: z.number(),
  /** ISO 8601, when the payment completed. */
  DonationTimestamp: z.string(),
});
export type DonationListItem = z.infer<typeof ZDonationListItem>;
