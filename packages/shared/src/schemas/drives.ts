import { z } from 'zod';

// Provisional: the contract of issue 30 until the API's own file lands (branch drives-api).

export const ZNeed = z.object({
  needID: z.number().int(),
  item: z.string(),
  unit: z.string(),
  quantityNeeded: z.number().int(),
  quantityPledged: z.number().int(),
  quantityReceived: z.number().int(),
  enough: z.boolean(),
});
export type Need = z.infer<typeof ZNeed>;

export const ZDropoff = z.object({
  dropoffID: z.number().int(),
  name: z.string(),
  address: z.string(),
  barangay: z.string(),
  hours: z.string(),
  contactName: z.string(),
  contactNumber: z.string(),
});
export type Dropoff = z.infer<typeof ZDropoff>;

export const PLEDGE_STATUSES = ['pledged', 'partly-received', 'received', 'cancelled'] as const;
export type PledgeStatus = (typeof PLEDGE_STATUSES)[number];

export const ZPledgeResponse = z.object({
  pledgeID: z.number().int(),
  code: z.string(),
  status: z.enum(PLEDGE_STATUSES),
});
export type PledgeResponse = z.infer<typeof ZPledgeResponse>;

export const ZMyPledge = z.object({
  pledgeID: z.number().int(),
  code: z.string(),
  status: z.enum(PLEDGE_STATUSES),
  quantity: z.number().int(),
  quantityReceived: z.number().int(),
  expectedOn: z.string(),
  createdAt: z.string(),
  event: z.object({ eventID: z.number().int(), name: z.string() }),
  need: z.object({ item: z.string(), unit: z.string() }),
  dropoff: ZDropoff.omit({ dropoffID: true }),
});
export type MyPledge = z.infer<typeof ZMyPledge>;

/** A pledge as the drop-off desk sees it (GET /get/events/{id}/pledges and …/pledges/{code}). */
export const ZDeskPledge = z.object({
  pledgeID: z.number().int(),
  code: z.string(),
  status: z.enum(PLEDGE_STATUSES),
  quantity: z.number().int(),
  quantityReceived: z.number().int(),
  expectedOn: z.string(),
  pledgerName: z.string(),
  need: z.object({ needID: z.number().int(), item: z.string(), unit: z.string() }),
  dropoff: z.object({ dropoffID: z.number().int(), name: z.string() }),
});
export type DeskPledge = z.infer<typeof ZDeskPledge>;

export type PledgeInput = { needID: number; quantity: number; dropoffID: number; expectedOn: string };
export type NeedInput = { eventID: number; item: string; unit: string; quantityNeeded: number };
export type NeedUpdateInput = { needID: number; quantityNeeded?: number; enough?: boolean };
export type DropoffInput = Omit<Dropoff, 'dropoffID'> & { eventID: number };
