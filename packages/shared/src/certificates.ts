/*
 * Certificates of Donation (BIR Form 2322) and the donee status behind them. No zod here: the charity page reads
 * the donee rule without loading a form's schemas.
 */

/** How much of a gift a donor may deduct: in full (an accredited NGO) or within the limits of income (10 % / 5 %). */
export const DEDUCTIBILITY = ['full', 'limited'] as const;
export type Deductibility = (typeof DEDUCTIBILITY)[number];

/** A gift of this much or more (₱50,000, in centavos) needs the donor's Notice of Donation within 30 days. */
export const NOTICE_OF_DONATION_CENTAVOS = 5_000_000;
export const NOTICE_OF_DONATION_DAYS = 30;

/** Whether a completed gift of this many pesos calls for the Notice of Donation. */
export const needsNoticeOfDonation = (pesos: number) =>
  Math.round(pesos * 100) >= NOTICE_OF_DONATION_CENTAVOS;

/** A charity's donee status as checked: the last day it holds (the earlier of the BIR and PCNC dates). */
export type DoneeStatus = { deductibility: Deductibility; validUntil: string };

/** Whether a checked donee status holds on a Philippine date (YYYY-MM-DD): its last day included. */
export const doneeValidOn = (donee: DoneeStatus | null, day: string): donee is DoneeStatus =>
  donee !== null && day <= donee.validUntil;

/** A TIN as people write it: 9 digits, or 12 with the branch code, in groups of three with or without hyphens. */
export const TIN_PATTERN = /^\d{3}-?\d{3}-?\d{3}(-?\d{3})?$/;

/** The longest registered name and address a donor's tax details take. */
export const TAX_NAME_MAX = 200;
export const TAX_ADDRESS_MAX = 300;

/** A TIN's digits in the BIR's form: 000-000-000 or 000-000-000-000 (with the branch code). */
export const formatTin = (digits: string) => digits.match(/\d{3}/g)!.join('-');

/** A TIN as shown back to its owner: every digit hidden but the last three (•••-•••-789). */
export const maskTin = (tin: string) => {
  const groups = formatTin(tin.replace(/\D/g, '')).split('-');
  return groups.map((group, i) => (i === groups.length - 1 ? group : '•••')).join('-');
};

/** The nth certificate a charity issues in a year: 2026-0001 (the charity's own series; "No." on the form). */
export const certificateNumber = (year: number, n: number) => `${year}-${String(n).padStart(4, '0')}`;
