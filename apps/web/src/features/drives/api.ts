import type {
  AddDropoffRequest,
  AddNeedRequest,
  DeskPledge,
  Dropoff,
  MyPledge,
  Need,
  PledgeRequest,
  PledgeState,
  ReceivedPledge,
  UpdateNeedRequest,
} from '@tabang/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { readOrKept } from '../../lib/kept-read';

export const driveKeys = {
  needs: (eventID: number) => ['drives', eventID, 'needs'] as const,
  dropoffs: (eventID: number) => ['drives', eventID, 'dropoffs'] as const,
  mine: ['my-pledges'] as const,
  /** The desk's list and look-ups of one drive, under one prefix so a receipt refreshes them all. */
  desk: (eventID: number) => ['dashboard', 'desk', eventID] as const,
  deskCode: (eventID: number, code: string) => ['dashboard', 'desk', eventID, 'code', code] as const,
};

/** GET /get/events/{id}/needs (public): what the drive asks for, with what is pledged and received. */
export function useNeeds(eventID: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: driveKeys.needs(eventID),
    queryFn: () => apiRequest<Need[]>(`/get/events/${eventID}/needs`),
  });
}

/** GET /get/events/{id}/dropoffs (public): where the goods go. */
export function useDropoffs(eventID: number) {
  return useQuery({
    queryKey: driveKeys.dropoffs(eventID),
    queryFn: () => apiRequest<Dropoff[]>(`/get/events/${eventID}/dropoffs`),
  });
}

/**
 * GET /get/my/pledges: my pledges with their slips. Kept on this device, so the code opens at the drop-off point
 * without signal (lib/kept-read.ts).
 */
export function useMyPledges() {
  return useQuery({
    queryKey: driveKeys.mine,
    queryFn: () =>
      readOrKept('my-pledges', () => apiRequest<MyPledge[]>('/get/my/pledges', { credentials: true })),
  });
}

/** POST /post/events/pledge: the counts of the drive and my pledges change with it. */
export function usePledge(eventID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PledgeRequest) =>
      apiRequest<PledgeState>('/post/events/pledge', { body, credentials: true }),
    onSettled: () => {
      // A refusal (someone else took the last units) also means the counts shown are old.
      void queryClient.invalidateQueries({ queryKey: driveKeys.needs(eventID) });
      void queryClient.invalidateQueries({ queryKey: driveKeys.mine });
    },
  });
}

/** POST /post/events/pledge/cancel: the units go back to the drive's still-needed count. */
export function useCancelPledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pledge: Pick<MyPledge, 'pledgeID' | 'eventID'>) =>
      apiRequest<PledgeState>('/post/events/pledge/cancel', {
        body: { pledgeID: pledge.pledgeID },
        credentials: true,
      }),
    onSettled: (_answer, _error, pledge) => {
      void queryClient.invalidateQueries({ queryKey: driveKeys.mine });
      void queryClient.invalidateQueries({ queryKey: driveKeys.needs(pledge.eventID) });
    },
  });
}

/** The organiser's calls on a drive's needs and drop-off points; each refreshes the list it changes. */
export function useAddNeed(eventID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<AddNeedRequest, 'eventID'>) =>
      apiRequest<Need>('/post/events/needs', { body: { eventID, ...body }, credentials: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driveKeys.needs(eventID) }),
  });
}

export function useUpdateNeed(eventID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNeedRequest) =>
      apiRequest<Need>('/post/events/needs/update', { body, credentials: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driveKeys.needs(eventID) }),
  });
}

export function useAddDropoff(eventID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<AddDropoffRequest, 'eventID'>) =>
      apiRequest<Dropoff>('/post/events/dropoffs', { body: { eventID, ...body }, credentials: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driveKeys.dropoffs(eventID) }),
  });
}

/** GET /get/events/{id}/pledges: the drive's pledges, for its organiser at the desk. */
export function useDrivePledges(eventID: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: driveKeys.desk(eventID),
    queryFn: () => apiRequest<DeskPledge[]>(`/get/events/${eventID}/pledges`, { credentials: true }),
    // A 403 or 404 will not change by asking again.
    retry: false,
  });
}

/** GET /get/events/{id}/pledges/{code}: one pledge, typed or scanned at the desk (null: none asked yet). */
export function usePledgeByCode(eventID: number, code: string | null) {
  return useQuery({
    enabled: code !== null,
    queryKey: driveKeys.deskCode(eventID, code ?? ''),
    queryFn: () =>
      apiRequest<DeskPledge>(`/get/events/${eventID}/pledges/${encodeURIComponent(code ?? '')}`, {
        credentials: true,
      }),
    retry: false,
  });
}

/** After a receipt at the desk: the desk's lists and the drive's public counts, at once. */
function useRefreshDesk(eventID: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: driveKeys.desk(eventID) }),
      queryClient.invalidateQueries({ queryKey: driveKeys.needs(eventID) }),
    ]);
}

/** POST /post/events/pledge/receive: what arrived of a pledge (all or part). */
export function useReceivePledge(eventID: number) {
  const refresh = useRefreshDesk(eventID);
  return useMutation({
    mutationFn: (body: { code: string; quantity: number }) =>
      apiRequest<ReceivedPledge>('/post/events/pledge/receive', {
        body: { eventID, ...body },
        credentials: true,
      }),
    onSuccess: refresh,
  });
}

/** POST /post/events/goods/receive: goods brought without a pledge. */
export function useReceiveGoods(eventID: number) {
  const refresh = useRefreshDesk(eventID);
  return useMutation({
    mutationFn: (body: { needID: number; quantity: number; note: string }) =>
      apiRequest<Need>('/post/events/goods/receive', { body, credentials: true }),
    onSuccess: refresh,
  });
}
