import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  activityCourtListSchema,
  activityCreatedSchema,
  activityOccurrenceListSchema,
  activitySeatResponseSchema,
  coachListSchema,
  coachSchema,
  occurrenceCancelledSchema,
  seatCancelledSchema,
  waitlistAnswerSchema,
  type ActivityCreateBody,
  type ActivitySeatMethod,
  type CoachCreateBody,
  type Coach,
} from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { activityKeys, coinKeys } from '@/lib/query-keys';

const occurrencePath = (id: string) => `/user/activity/occurrence/${encodeURIComponent(id)}`;

/** GET /user/activity/all: upcoming sessions as the viewer sees them. */
export const activityListQuery = () =>
  queryOptions({
    queryKey: activityKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest('/user/activity/all', { schema: activityOccurrenceListSchema, signal }),
  });

export function useActivityList() {
  return useQuery(activityListQuery());
}

/** GET /user/activity/sessions: the owner's or the coach's sessions, with participants. */
export function useSessions(enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.sessions(),
    queryFn: ({ signal }) =>
      apiRequest('/user/activity/sessions', { schema: activityOccurrenceListSchema, signal }),
    enabled,
  });
}

export function useCoaches() {
  return useQuery({
    queryKey: activityKeys.coaches(),
    queryFn: ({ signal }) =>
      apiRequest('/user/activity/coaches', { schema: coachListSchema, signal }),
  });
}

export interface CourtPlan {
  date: string;
  recurrence: string;
  fromH: number;
  fromM: number;
  toH: number;
  toM: number;
}

/** The owner's courts free at every date of the plan; asked once the plan is complete. */
export function useFreeActivityCourts(plan: CourtPlan | null) {
  const search = plan
    ? new URLSearchParams(Object.entries(plan).map(([k, v]) => [k, String(v)])).toString()
    : '';
  return useQuery({
    queryKey: activityKeys.freeCourts(search),
    queryFn: ({ signal }) =>
      apiRequest(`/user/activity/courts?${search}`, { schema: activityCourtListSchema, signal }),
    enabled: plan !== null,
  });
}

export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivityCreateBody) =>
      apiRequest('/user/activity', { method: 'POST', body, schema: activityCreatedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

/** POST /user/me/coach; the new coach joins the cached list at once. */
export function useCreateCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachCreateBody) =>
      apiRequest('/user/me/coach', { method: 'POST', body, schema: coachSchema }),
    onSuccess: (coach) =>
      queryClient.setQueryData<Coach[]>(activityKeys.coaches(), (list) => [...(list ?? []), coach]),
  });
}

/** POST …/payment/{method}: book and pay a seat. */
export function usePaySeat() {
  return useMutation({
    mutationFn: (input: {
      occurrenceId: string;
      method: ActivitySeatMethod;
      idempotencyKey: string;
      phone?: string;
    }) =>
      apiRequest(`${occurrencePath(input.occurrenceId)}/payment/${input.method}`, {
        method: 'POST',
        headers: { 'Idempotency-Key': input.idempotencyKey },
        body: input.phone ? { phone: input.phone } : undefined,
        schema: activitySeatResponseSchema,
      }),
  });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (occurrenceId: string) =>
      apiRequest(`${occurrencePath(occurrenceId)}/waitlist`, {
        method: 'POST',
        schema: waitlistAnswerSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.list() }),
  });
}

/** DELETE …/seat: refunds move the coin balance too. */
export function useCancelSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (occurrenceId: string) =>
      apiRequest(`${occurrencePath(occurrenceId)}/seat`, {
        method: 'DELETE',
        schema: seatCancelledSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.list() }),
        queryClient.invalidateQueries({ queryKey: coinKeys.balance() }),
      ]),
  });
}

/** DELETE …?scope=one|rest: the owner calls off a session or the rest of its series. */
export function useCancelOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: string; scope: 'one' | 'rest' }) =>
      apiRequest(`${occurrencePath(id)}?scope=${scope}`, {
        method: 'DELETE',
        schema: occurrenceCancelledSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
