import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { authQueryKey } from './session';

/** A charity or an event someone can like or volunteer for. */
export type EngagementTarget =
  | { kind: 'charity'; organizationID: number }
  | { kind: 'event'; eventID: number };

export const targetId = (target: EngagementTarget) =>
  target.kind === 'charity' ? target.organizationID : target.eventID;
/** The path segment of the like and volunteer calls: /post/organizations/like, /get/events/liked/…, … */
export const targetSegment = (target: EngagementTarget) =>
  target.kind === 'charity' ? 'organizations' : 'events';
/** The body of a like or volunteer call. */
export const targetBody = (target: EngagementTarget, userID: number) =>
  target.kind === 'charity'
    ? { userID, organizationID: target.organizationID }
    : { userID, eventID: target.eventID };

/** A 401 means the session ended: let every component see the user as signed out. */
export function forgetSessionOn401(queryClient: QueryClient, error: unknown) {
  if (error instanceof ApiError && error.status === 401)
    void queryClient.invalidateQueries({ queryKey: authQueryKey });
}
