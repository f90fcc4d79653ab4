import { z } from 'zod';
import { PAYMENT_METHOD_IDS } from '../payment-methods';
import { RECURRING_ACTIONS, RECURRING_MODES, RECURRING_STATUSES } from '../recurring';
import { ZDonationAmount } from './donations';
import { msg } from './message-key';

/** An id in a request, with a message that says which one is wrong. */
const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

/** POST /api/post/recurring/create: a monthly plan and its first gift, paid now through the normal checkout. */
export const ZCreateRecurringRequest = z.object({
  amount: ZDonationAmount,
  organizationID: id(msg('donations.charityRequired')),
  eventID: id(msg('donations.eventInvalid')).nullable().optional(),
  /** Required: the method decides whether later months are charged automatically or reminded. */
  method: z.enum(PAYMENT_METHOD_IDS, { error: msg('monthly.methodRequired') }),
  anonymous: z.boolean({ error: msg('gifts.anonymousInvalid') }).default(false),
});
export type CreateRecurringRequest = z.input<typeof ZCreateRecurringRequest>;
export type CreateRecurringInput = z.infer<typeof ZCreateRecurringRequest>;

export const ZCreateRecurringResponse = z.object({
  recurringID: z.number().int(),
  /** The first gift's checkout, as for a one-off donation. */
  checkout_url: z.string(),
  req_id: z.string(),
  mode: z.enum(RECURRING_MODES),
});
export type CreateRecurringResponse = z.infer<typeof ZCreateRecurringResponse>;

/** One of the signed-in person's monthly plans. */
export const ZRecurringPlan = z.object({
  recurringID: z.number().int(),
  /** Pesos. */
  amount: z.number(),
  organizationID: z.number().int(),
  organizationName: z.string(),
  eventID: z.number().int().nullable(),
  eventName: z.string().nullable(),
  method: z.enum(PAYMENT_METHOD_IDS),
  mode: z.enum(RECURRING_MODES),
  status: z.enum(RECURRING_STATUSES),
  /** The next gift's Philippine date (YYYY-MM-DD); null unless active. */
  nextDueOn: z.string().nullable(),
  /** Completed gifts of the plan, the first included. */
  gifts: z.number().int(),
  anonymous: z.boolean(),
});
export type RecurringPlan = z.infer<typeof ZRecurringPlan>;
export const ZRecurringPlanList = z.array(ZRecurringPlan);

export const ZRecurringIdRequest = z.object({ recurringID: id(msg('monthly.planInvalid')) });

export const ZRecurringChangeResponse = z.object({ message: z.string(), plan: ZRecurringPlan });
export type RecurringChangeResponse = z.infer<typeof ZRecurringChangeResponse>;

/** A plan email's signed link (no login): `<plan>.<action>.<signature>`. */
export const ZRecurringLinkQuery = z.object({
  token: z
    .string({ error: msg('monthly.linkInvalid') })
    .min(1, { error: msg('monthly.linkInvalid') })
    .max(200),
});

/** What a signed link would do, read without changing anything (mail scanners open links). */
export const ZRecurringLinkState = z.object({
  action: z.enum([...RECURRING_ACTIONS, 'pay']),
  recurringID: z.number().int(),
  amount: z.number(),
  organizationName: z.string(),
  eventName: z.string().nullable(),
  status: z.enum(RECURRING_STATUSES),
  /** For a pay link: its month (YYYY-MM) and whether that month is paid already. */
  period: z.string().nullable(),
  paid: z.boolean(),
});
export type RecurringLinkState = z.infer<typeof ZRecurringLinkState>;

export const ZRecurringLinkResponse = z.object({
  message: z.string(),
  status: z.enum(RECURRING_STATUSES),
  /** A pay link's checkout for that month's gift. */
  checkout_url: z.string().optional(),
});
export type RecurringLinkResponse = z.infer<typeof ZRecurringLinkResponse>;
