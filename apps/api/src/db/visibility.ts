import { EVENT_STATUS_PUBLISHED } from '@tabang/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { events, organizations } from './schema';

/** What the public may see of charities: every one that is not suspended. */
export const publicCharity = eq(organizations.suspended, false);

/**
 * What the public may see of events: published ones whose charity is not suspended. The query must join the
 * event's charity (organizations on events.organizationId).
 */
export const publicEvent = and(eq(events.status, EVENT_STATUS_PUBLISHED), publicCharity);

/** Events that go ahead. A cancelled one leaves every list, though its own page still answers (saying so). */
export const notCancelled = isNull(events.cancelledAt);
