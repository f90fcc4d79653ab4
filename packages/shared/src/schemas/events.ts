import { z } from 'zod';

/** An event as the public API shows it. eventImage is an API path (prefix with /api). */
export const ZEvent = z.object({
  eventID: z.number().int(),
  organizationID: z.number().int(),
  organizationName: z.string(),
  nameOfEvent: z.string(),
  descriptionOfEvent: z.string(),
  location: z.string(),
  dateAndTimeStart: z.string(),
  dateAndTimeEnd: z.string().nullable(),
  whoCanJoin: z.string(),
  status: z.number().int(),
  eventImage: z.string().nullable(),
});
export type Event = z.infer<typeof ZEvent>;
