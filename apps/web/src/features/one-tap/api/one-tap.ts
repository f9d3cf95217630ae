import type { TOneTapBooking, TOneTapOffer } from '@shine/shared/schemas/one-tap';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The one-tap links of booking messages (issue 33, ADR 018): the signed token in the URL is the whole
// permission, for this one booking or offer; no login.

const path = (kind: 'bookings' | 'offers', token: string) => `/v1/one-tap/${kind}/${encodeURIComponent(token)}`;
const key = (token: string) => ['one-tap', token] as const;

/** GET /api/v1/one-tap/bookings/{token}: the booking the reminder is about. */
export const useLinkedBooking = (token: string) =>
  useQuery({ queryKey: key(token), queryFn: ({ signal }) => apiRequest<TOneTapBooking>(path('bookings', token), { signal }), retry: false });

/** POST …/confirm or …/cancel: the booking as it now stands. */
export function useAnswerBooking(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'confirm' | 'cancel') => apiRequest<TOneTapBooking>(`${path('bookings', token)}/${answer}`, { method: 'POST' }),
    onSuccess: (booking) => client.setQueryData(key(token), booking),
    onError: () => client.invalidateQueries({ queryKey: key(token) }),
  });
}

/** GET /api/v1/one-tap/offers/{token}: the freed chair offered to a customer of the waitlist. */
export const useLinkedOffer = (token: string) =>
  useQuery({ queryKey: key(token), queryFn: ({ signal }) => apiRequest<TOneTapOffer>(path('offers', token), { signal }), retry: false });

/** POST …/claim: the first claim takes the chair (never two); the offer as it now stands. */
export function useClaimOffer(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TOneTapOffer>(`${path('offers', token)}/claim`, { method: 'POST' }),
    onSuccess: (offer) => client.setQueryData(key(token), offer),
    onError: () => client.invalidateQueries({ queryKey: key(token) }),
  });
}
