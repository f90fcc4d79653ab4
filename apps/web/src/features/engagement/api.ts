import type {
  LikedResponse,
  LikeResponse,
  VolunteerCountResponse,
  VolunteeredCharity,
  VolunteeredEvent,
  VolunteerResponse,
} from '@tabang/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiError, apiRequest } from '../../lib/api-client';
import { authQueryKey, useAuth } from '../../lib/session';
import { eventKeys } from '../events/api';

/** A charity or an event someone can like or volunteer for. */
export type EngagementTarget =
  | { kind: 'charity'; organizationID: number }
  | { kind: 'event'; eventID: number };

const targetId = (target: EngagementTarget) =>
  target.kind === 'charity' ? target.organizationID : target.eventID;
/** The path segment of the engagement calls: /post/organizations/like, /get/events/liked/…, … */
const segment = (target: EngagementTarget) => (target.kind === 'charity' ? 'organizations' : 'events');
const bodyOf = (target: EngagementTarget, userID: number) =>
  target.kind === 'charity'
    ? { userID, organizationID: target.organizationID }
    : { userID, eventID: target.eventID };

/**
 * Query keys. The volunteer count of a charity or event is one key shared by <VolunteerCount> and the volunteer
 * mutation, so a click updates it in place.
 */
export const engagementKeys = {
  liked: (userID: number, target: EngagementTarget) =>
    ['engagement', 'liked', target.kind, targetId(target), userID] as const,
  volunteered: (userID: number, kind: EngagementTarget['kind']) =>
    ['engagement', 'volunteered', kind, userID] as const,
  volunteerCount: (target: EngagementTarget) =>
    ['engagement', 'volunteer-count', target.kind, targetId(target)] as const,
};

/** Whether the signed-in user likes the target (GET /get/{organizations|events}/liked/{userId}/{id}). */
export function useLiked(target: EngagementTarget) {
  const { user } = useAuth();
  return useQuery({
    queryKey: engagementKeys.liked(user?.userID ?? 0, target),
    queryFn: async () => {
      const path = `/get/${segment(target)}/liked/${user!.userID}/${targetId(target)}`;
      const data = await apiRequest<LikedResponse>(path, { credentials: true });
      return data.liked;
    },
    enabled: !!user,
  });
}

type VolunteeredList<K extends EngagementTarget['kind']> = K extends 'charity'
  ? VolunteeredCharity[]
  : VolunteeredEvent[];

/** The charities or events the signed-in user volunteers for; one request serves every button on a page. */
function useVolunteeredList<K extends EngagementTarget['kind']>(kind: K) {
  const { user } = useAuth();
  return useQuery({
    queryKey: engagementKeys.volunteered(user?.userID ?? 0, kind),
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

/** GET /get/{organizations|events}/volunteers/count/{id}. */
export function useVolunteerCount(target: EngagementTarget) {
  return useQuery({
    queryKey: engagementKeys.volunteerCount(target),
    queryFn: async () =>
      (
        await apiRequest<VolunteerCountResponse>(
          `/get/${segment(target)}/volunteers/count/${targetId(target)}`,
        )
      ).totalVolunteers,
  });
}

/** A 401 means the session ended: let every component see the user as signed out. */
function forgetSessionOn401(queryClient: QueryClient, error: unknown) {
  if (error instanceof ApiError && error.status === 401)
    void queryClient.invalidateQueries({ queryKey: authQueryKey });
}

/**
 * Like or unlike (`mutate(true|false)`). The button shows the new state at once; if the server refuses, it goes
 * back and 'Error updating like status.' is shown.
 */
export function useToggleLike(target: EngagementTarget) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { t } = useTranslation();
  const key = engagementKeys.liked(user?.userID ?? 0, target);
  return useMutation({
    mutationFn: (like: boolean) => {
      if (!user) throw new ApiError(t('errors.unauthorized'), 401);
      return apiRequest<LikeResponse>(`/post/${segment(target)}/${like ? 'like' : 'unlike'}`, {
        body: bodyOf(target, user.userID),
        credentials: true,
      });
    },
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, like);
      return { previous };
    },
    onError: (error, _like, context) => {
      queryClient.setQueryData(key, context?.previous);
      // Offline, the API client's own text: it needs a connection, and nothing was sent.
      toast.error(
        error instanceof ApiError && error.status === 0 ? error.message : t('engagement.likeError'),
      );
      forgetSessionOn401(queryClient, error);
    },
    onSuccess: (data) => {
      queryClient.setQueryData(key, data.liked);
    },
  });
}

/**
 * Volunteer or unvolunteer (`mutate(true|false)`). The button and the charity's volunteer count change at once
 * and go back if the server refuses ('Error updating volunteer status.'); on an event a toast thanks the user,
 * or gives their waitlist place when the event is `full` (then the count stays).
 */
export function useToggleVolunteer(target: EngagementTarget, full = false) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { t } = useTranslation();
  const listKey = engagementKeys.volunteered(user?.userID ?? 0, target.kind);
  const countKey = engagementKeys.volunteerCount(target);

  return useMutation({
    mutationFn: (volunteer: boolean) => {
      if (!user) throw new ApiError(t('errors.unauthorized'), 401);
      return apiRequest<VolunteerResponse>(
        `/post/${segment(target)}/${volunteer ? 'volunteer' : 'unvolunteer'}`,
        { body: bodyOf(target, user.userID), credentials: true },
      );
    },
    onMutate: async (volunteer) => {
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
      return { previousList, previousCount };
    },
    onError: (error, _volunteer, context) => {
      queryClient.setQueryData(listKey, context?.previousList);
      queryClient.setQueryData(countKey, context?.previousCount);
      // Offline, the API client's own text: it needs a connection, and nothing was sent.
      toast.error(
        error instanceof ApiError && error.status === 0 ? error.message : t('engagement.volunteerError'),
      );
      forgetSessionOn401(queryClient, error);
    },
    onSuccess: (data) => {
      // The server's total is the truth (others may have signed up meanwhile).
      queryClient.setQueryData(countKey, data.totalVolunteers);
      if (target.kind !== 'event') return;
      const { status, position } = data;
      if (status)
        // Where the user stands is known now (the stand-in guessed it): the button and notice need not wait.
        queryClient.setQueryData<VolunteeredEvent[]>(listKey, (list) =>
          list?.map((entry) =>
            entry.eventID === target.eventID ? { ...entry, status, position: position ?? null } : entry,
          ),
        );
      if (status === 'waitlisted') toast.success(t('slots.waitlisted', { position: String(position) }));
      else
        toast.success(t(data.volunteered ? 'engagement.thanksForVolunteering' : 'engagement.unvolunteered'));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listKey });
      // The event's slots changed.
      if (target.kind === 'event')
        void queryClient.invalidateQueries({ queryKey: eventKeys.one(target.eventID) });
    },
  });
}
