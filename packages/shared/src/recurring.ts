import type { PaymentMethodId } from './payment-methods';

/*
 * Monthly giving ("Buwanang Tabang", decision 030): a plan gives the same amount to one charity (or event) every
 * month. Cards and Maya can be charged again without the donor where the gateway can; every other method gets a
 * reminder with a pay-now link on the due day, and again a few days later if still unpaid.
 */

/** `auto`: charged each month with the method saved at the first gift; `reminder`: an email (and text) with a pay link. */
export const RECURRING_MODES = ['auto', 'reminder'] as const;
export type RecurringMode = (typeof RECURRING_MODES)[number];
export const RECURRING_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];
/** What a plan's signed links, and its owner's buttons, may do to it. */
export const RECURRING_ACTIONS = ['pause', 'resume', 'cancel'] as const;
export type RecurringAction = (typeof RECURRING_ACTIONS)[number];
/** The methods Xendit and PayMongo document as chargeable without the payer (GCash is not; research §5). */
export const AUTO_CHARGE_METHODS: readonly PaymentMethodId[] = ['card', 'maya'];
/** Days after the due day when an unpaid month is reminded again, and a failed charge is tried again. */
export const RECURRING_SECOND_REMINDER_DAYS = 3;
export const RECURRING_RETRY_DAYS = 3;

/** The mode a plan paying with `method` gets on a gateway that can charge `autoCharge` again. */
export const recurringModeFor = (
  method: PaymentMethodId,
  autoCharge: readonly PaymentMethodId[],
): RecurringMode =>
  AUTO_CHARGE_METHODS.includes(method) && autoCharge.includes(method) ? 'auto' : 'reminder';
