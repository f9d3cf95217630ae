import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallInput, type Endpoints } from '../../../lib/api-client';

// The waitlist of a salon-day (issue 33, ADR 018): the logged-in customer's entries.

export type JoinWaitlistBody = CallInput<Endpoints['POST /api/v1/waitlist']>['body'];

export const waitlistKeys = { entries: ['waitlist', 'entries'] as const };

/** GET /api/v1/waitlist: his entries from today on (a past day's are gone). */
export const waitlistQueryOptions = () =>
  queryOptions({ queryKey: waitlistKeys.entries, queryFn: ({ signal }) => callApi('GET /api/v1/waitlist', { signal }) });

/** POST /api/v1/waitlist: joins; at most 3 waiting at once (409 otherwise). */
export function useJoinWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinWaitlistBody) => callApi('POST /api/v1/waitlist', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: waitlistKeys.entries }),
  });
}

/** DELETE /api/v1/waitlist/{id}: leaves one entry. */
export function useLeaveWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi('DELETE /api/v1/waitlist/:id', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: waitlistKeys.entries }),
  });
}
