import { z } from 'zod';

/** GET /api/get/my/calendar and POST /api/post/my/calendar: the caller's feed URL, null when they have none. */
export const ZCalendarFeed = z.object({ url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof ZCalendarFeed>;
