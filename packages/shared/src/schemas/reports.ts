import { z } from 'zod';
import { ZContactsHiddenReason } from './roster';

/** Days in the daily chart of GET /api/get/dashboard/organizations/{id}/stats (today in Manila included). */
export const REPORT_DAYS = 90;
/** Calendar months in the monthly chart (this month included). */
export const REPORT_MONTHS = 12;

/** One day's completed donations (pesos), `date` as YYYY-MM-DD in Asia/Manila. */
export const ZDailyDonations = z.object({ date: z.string(), amount: z.number(), count: z.number().int() });
/** One month's completed donations (pesos), `month` as YYYY-MM in Asia/Manila. */
export const ZMonthlyDonations = z.object({ month: z.string(), amount: z.number(), count: z.number().int() });

/** One of the charity's events with its volunteering: volunteers holding a slot, those checked in, hours served. */
export const ZEventVolunteering = z.object({
  eventID: z.number().int(),
  nameOfEvent: z.string(),
  /** ISO 8601. */
  startDate: z.string(),
  volunteerCount: z.number().int(),
  checkedInCount: z.number().int(),
  /** Hours served (organisers' corrections included). */
  hours: z.number(),
  /** Hours of people checked in and not out while the event still runs: not served yet. */
  expectedHours: z.number(),
});

/**
 * GET /api/get/dashboard/organizations/{id}/stats: completed donations per day (every one of the last REPORT_DAYS
 * days, zeros included) and per month (the last REPORT_MONTHS), oldest first, and the charity's events, newest
 * first. `organizationName` titles the page; `rosterContactsHiddenReason` says whether (and why not) its events'
 * roster files carry volunteers' email and phone number, as ZRoster's `contactsHiddenReason`.
 */
export const ZOrganizationStats = z.object({
  organizationName: z.string(),
  rosterContactsHiddenReason: ZContactsHiddenReason,
  daily: z.array(ZDailyDonations),
  monthly: z.array(ZMonthlyDonations),
  events: z.array(ZEventVolunteering),
  /** People with an active monthly gift to the charity (or its events). */
  monthlyDonors: z.number().int(),
});
export type OrganizationStats = z.infer<typeof ZOrganizationStats>;
export type EventVolunteering = z.infer<typeof ZEventVolunteering>;
