import { z } from 'zod';
import { DONATION_MAX, DONATION_STATUSES } from '../constants';
import { t } from '../messages';
import { ZId } from './common';

/** Pesos greater than 0 (at least 1, as the form's minimum), with at most 2 decimals. */
export const ZDonationAmount = z
  .number({ error: t('donations.invalidAmount') })
  .positive({ error: t('donations.invalidAmount') })
  .min(1, { error: 'The smallest donation is ₱1.00.' })
  .max(DONATION_MAX, { error: 'The largest donation is ₱1,000,000.00.' })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    error: 'Amounts can have at most 2 decimals.',
  });

export const ZCreateDonationRequest = z.object({
  amount: ZDonationAmount,
  organizationID: ZId,
  eventID: ZId.nullable().optional(),
  description: z.string().max(300).optional(),
});
export type CreateDonationRequest = z.input<typeof ZCreateDonationRequest>;

export const ZCreateDonationResponse = z.object({
  req_id: z.string(),
  payment_url: z.string(),
  checkout_url: z.string(),
});

export const ZDonationStatusResponse = z.object({ status: z.enum(DONATION_STATUSES) });

export const ZDonationListItem = z.object({
  OrganizationID: z.number().int(),
  DonationAmount: z.number(),
  DonationTimestamp: z.string(),
});

export const ZDonatorCount = z.array(z.object({ DonatorCount: z.number().int() }));
