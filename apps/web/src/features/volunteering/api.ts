import type {
  MyVolunteering,
  Roster,
  RosterEntry,
  VolunteerCountResponse,
  VolunteeredCharity,
  VolunteeredEvent,
  VolunteeringSummary,
  VolunteerResponse,
  VolunteerStatus,
} from '@tabang/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client';
import {
  type EngagementTarget,
  forgetSessionOn401,
  targetBody,
  targetId,
  targetSegment,
} from '../../lib/engagement-target';
import { useTranslation } from '../../lib/i18n';
import { readOrKept } from '../../lib/kept-read';
import { toastError, toastSuccess, undoToast } from '../../lib/later-toasts';
import { useAuth } from '../../lib/session';
import { eventKeys } from '../events/api';

export const volunteeringKeys = {
  mine: ['my-volunteering', 'list'] as const,
  summary: ['my-volunteering', 'summary'] as const,
  roster: (eventId: number) => ['dashboard', 'roster', eventId] as const,
  /** The charities or the events the user volunteers for: one list per kind, read by every button on a page. */
  volunteered: (userID: number, kind: EngagementTarget['kind']) =>
    ['engagement', 'volunteered', kind, userID] as const,
  /** One key shared by <VolunteerCount> and the volunteer mutation, so a click updates the count in place. */
  volunteerCount: (target: EngagementTarget) =>
    ['engagement', 'volunteer-count', target.kind, targetId(target)] as const,
};

/**
 * GET /get/my/volunteering: my sign-ups, upcoming first, with my check-in codes. Kept on this device, so the codes
 * open at an event without signal (lib/kept-read.ts).
 */
export function useMyVolunteering(enabled = true) {
  return useQuery({
    enabled,
    queryKey: volunteeringKeys.mine,
    queryFn: () =>
      readOrKept('my-volunteering', () =>
        apiRequest<MyVolunteering[]>('/get/my/volunteering', { credentials: true }),
      ),
  });
}

/** GET /get/my/volunteering/summary: hours served and events attended (kept on this device too). */
export function useVolunteeringSummary() {
  return useQuery({
    queryKey: volunteeringKeys.summary,
    queryFn: () =>
      readOrKept('my-volunteering-summary', () =>
        apiRequest<VolunteeringSummary>('/get/my/volunteering/summary', { credentials: true }),
      ),
  });
}

/**
 * GET /get/dashboard/events/:id/roster, for the event's charity's representative or an admin: the entries, with
 * email and phone only when `contactsVisible`.
 */
export function useRoster(eventId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: volunteeringKeys.roster(eventId),
    queryFn: () => apiRequest<Roster>(`/get/dashboard/events/${eventId}/roster`, { credentials: true }),
  });
}

export type AttendanceAction = 'checkin' | 'checkout';

/** POST /post/events/checkin|checkout by code or userID: the answer (the person's roster entry) replaces their row at once. */
export function useMarkAttendance(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, who }: { action: AttendanceAction; who: { code: string } | { userID: number } }) =>
      apiRequest<RosterEntry>(`/post/events/${action}`, {
        body: { eventID: eventId, ...who },
        credentials: true,
      }),
    onSuccess: (entry) => replaceRosterEntry(queryClient, eventId, entry),
  });
}

/**
 * POST /post/events/hours: an organiser's correction of someone's hours with a note (`hours: null` drops it); the
 * answer (their roster entry) replaces their row at once.
 */
export function useCorrectHours(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { userID: number; hours: number | null; note?: string }) =>
      apiRequest<RosterEntry>('/post/events/hours', {
        body: { eventID: eventId, ...body },
        credentials: true,
      }),
    onSuccess: (entry) => replaceRosterEntry(queryClient, eventId, entry),
  });
}

/** Puts a person's entry, as the server answered it, in the cached roster. */
function replaceRosterEntry(queryClient: QueryClient, eventId: number, entry: RosterEntry) {
  queryClient.setQueryData<Roster>(
    volunteeringKeys.roster(eventId),
    (roster) =>
      roster && {
        ...roster,
        entries: roster.entries.map((row) => (row.userID === entry.userID ? entry : row)),
      },
  );
}

type VolunteeredList<K extends EngagementTarget['kind']> = K extends 'charity'
  ? VolunteeredCharity[]
  : VolunteeredEvent[];

/** The charities or events the signed-in user volunteers for; one request serves every button on a page. */
function useVolunteeredList<K extends EngagementTarget['kind']>(kind: K) {
  const { user } = useAuth();
  return useQuery({
    queryKey: volunteeringKeys.volunteered(user?.userID ?? 0, kind),
    queryFn: () =>
      apiRequest<VolunteeredList<K>>(
        `/get/users/volunteered/${kind === 'charity' ? 'organizations' : 'events'}/${user!.userID}`,
        { credentials: true },
      ),
    enabled: !!user,
  });
}

const listHas = (list: (VolunteeredCharity | VolunteeredEvent)[], target: EngagementTarget) =>
  list.some((entry) =>
    target.kind === 'charity'
      ? entry.organizationID === target.organizationID
      : 'eventID' in entry && entry.eventID === target.eventID,
  );

/** Whether the signed-in user volunteers for the target: `data` is a boolean once known. */
export function useVolunteered(target: EngagementTarget) {
  const query = useVolunteeredList(target.kind);
  return { ...query, data: query.data === undefined ? undefined : listHas(query.data, target) };
}

/** The signed-in user's place on the event's waitlist (1 is next); null when not waiting (or not known yet). */
export function useWaitlistPosition(target: EngagementTarget): number | null {
  const query = useVolunteeredList(target.kind);
  if (target.kind !== 'event') return null;
  const entry = (query.data as VolunteeredEvent[] | undefined)?.find(
    (item) => item.eventID === target.eventID,
  );
  return entry?.status === 'waitlisted' ? (entry.position ?? null) : null;
}

/**
 * Where the signed-in user stands on the event: 'volunteered' (holding a slot), 'waitlisted', or null (not signed
 * up, signed out, or not known yet).
 */
export function useEventSignUp(eventID: number): VolunteerStatus | null {
  const query = useVolunteeredList('event');
  return query.data?.find((entry) => entry.eventID === eventID)?.status ?? null;
}

/** GET /get/{organizations|events}/volunteers/count/{id}. */
export function useVolunteerCount(target: EngagementTarget) {
  return useQuery({
    queryKey: volunteeringKeys.volunteerCount(target),
    queryFn: async () =>
      (
        await apiRequest<VolunteerCountResponse>(
          `/get/${targetSegment(target)}/volunteers/count/${targetId(target)}`,
        )
      ).totalVolunteers,
  });
}

/**
 * What a volunteer control asks: to volunteer (true) or leave (false), or the same with `focusUndo` when a keyboard
 * pressed it, so the Undo of the toast after leaving an event takes the focus.
 */
export type VolunteerChange = boolean | { volunteer: boolean; focusUndo: boolean };
const wantsToVolunteer = (change: VolunteerChange) =>
  typeof change === 'boolean' ? change : change.volunteer;

/**
 * Volunteer or unvolunteer (`mutate(true|false)`). The button and the charity's volunteer count change at once
 * and go back if the server refuses ('Error updating volunteer status.'); on an event a toast thanks the user,
 * or gives their waitlist place when the event is `full` (then the count stays). Leaving an event says
 * 'You have unvolunteered.' with an Undo, which volunteers again: the slot back while it is free, else the end of
 * the waitlist, and a toast saying which.
 */
export function useToggleVolunteer(target: EngagementTarget, full = false) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { t } = useTranslation();
  const listKey = volunteeringKeys.volunteered(user?.userID ?? 0, target.kind);
  const countKey = volunteeringKeys.volunteerCount(target);

  const refreshEvent = () => {
    void queryClient.invalidateQueries({ queryKey: listKey });
    // The event's slots changed, and my sign-ups with their check-in codes (and my totals, when I left one).
    if (target.kind === 'event') {
      void queryClient.invalidateQueries({ queryKey: eventKeys.one(target.eventID) });
      void queryClient.invalidateQueries({ queryKey: volunteeringKeys.mine });
      void queryClient.invalidateQueries({ queryKey: volunteeringKeys.summary });
    }
  };

  /**
   * The Undo of "You have unvolunteered.": a plain request rather than this mutation, as the control that left may
   * be gone by then (a My volunteering card leaves the list).
   */
  const undoLeaving = async (was: VolunteerStatus | undefined) => {
    if (!user) return;
    try {
      const data = await apiRequest<VolunteerResponse>('/post/events/volunteer', {
        body: targetBody(target, user.userID),
        credentials: true,
      });
      queryClient.setQueryData(countKey, data.totalVolunteers);
      const position = String(data.position ?? '');
      toastSuccess(
        data.status !== 'waitlisted'
          ? t('slots.undoneSlotBack')
          : was === 'waitlisted'
            ? t('slots.undoneWaitlistBack', { position })
            : t('slots.undoneWaitlisted', { position }),
      );
    } catch (error) {
      toastError(
        t('slots.undoFailed', {
          reason: error instanceof ApiError ? error.message : t('engagement.volunteerError'),
        }),
      );
      forgetSessionOn401(queryClient, error);
    } finally {
      refreshEvent();
    }
  };

  return useMutation({
    mutationFn: (change: VolunteerChange) => {
      if (!user) throw new ApiError(t('errors.unauthorized'), 401);
      return apiRequest<VolunteerResponse>(
        `/post/${targetSegment(target)}/${wantsToVolunteer(change) ? 'volunteer' : 'unvolunteer'}`,
        { body: targetBody(target, user.userID), credentials: true },
      );
    },
    onMutate: async (change) => {
      const volunteer = wantsToVolunteer(change);
      await queryClient.cancelQueries({ queryKey: listKey });
      await queryClient.cancelQueries({ queryKey: countKey });
      const previousList = queryClient.getQueryData<(VolunteeredCharity | VolunteeredEvent)[]>(listKey);
      const previousCount = queryClient.getQueryData<number>(countKey);

      const list = previousList ?? [];
      const had = listHas(list, target);
      if (volunteer && !had) {
        // A stand-in entry until the list is fetched again; only its id is read.
        const now = new Date().toISOString();
        const entry =
          target.kind === 'charity'
            ? { organizationID: target.organizationID, organizationName: '', volunteeredAt: now }
            : {
                eventID: target.eventID,
                organizationID: 0,
                nameOfEvent: '',
                dateAndTimeStart: now,
                volunteeredAt: now,
                status: full ? ('waitlisted' as const) : ('volunteered' as const),
                position: null,
              };
        queryClient.setQueryData(listKey, [entry, ...list]);
      } else if (!volunteer && had) {
        queryClient.setQueryData(
          listKey,
          list.filter((entry) => !listHas([entry], target)),
        );
      }
      if (previousCount !== undefined && volunteer !== had && !(volunteer && full))
        queryClient.setQueryData(countKey, Math.max(0, previousCount + (volunteer ? 1 : -1)));
      // Where they stood before leaving, for the Undo's words (back on the waitlist, or the slot gone to another).
      const was =
        target.kind === 'event'
          ? (list as VolunteeredEvent[]).find((entry) => entry.eventID === target.eventID)?.status
          : undefined;
      return { previousList, previousCount, was };
    },
    onError: (error, _volunteer, context) => {
      queryClient.setQueryData(listKey, context?.previousList);
      queryClient.setQueryData(countKey, context?.previousCount);
      // Offline, the API client's own text: it needs a connection, and nothing was sent.
      toastError(
        error instanceof ApiError && error.status === 0 ? error.message : t('engagement.volunteerError'),
      );
      forgetSessionOn401(queryClient, error);
    },
    onSuccess: (data, change, context) => {
      // The server's total is the truth (others may have signed up meanwhile).
      queryClient.setQueryData(countKey, data.totalVolunteers);
      if (target.kind !== 'event') return;
      if (!wantsToVolunteer(change)) {
        undoToast({
          id: `left-event-${target.eventID}`,
          message: t('engagement.unvolunteered'),
          undoLabel: t('slots.undo'),
          onUndo: () => void undoLeaving(context?.was),
          focusUndo: typeof change !== 'boolean' && change.focusUndo,
        });
        return;
      }
      const { status, position } = data;
      if (status)
        // Where the user stands is known now (the stand-in guessed it): the button and notice need not wait.
        queryClient.setQueryData<VolunteeredEvent[]>(listKey, (list) =>
          list?.map((entry) =>
            entry.eventID === target.eventID ? { ...entry, status, position: position ?? null } : entry,
          ),
        );
      if (status === 'waitlisted') toastSuccess(t('slots.waitlisted', { position: String(position) }));
      else toastSuccess(t('engagement.thanksForVolunteering'));
    },
    onSettled: refreshEvent,
  });
}
