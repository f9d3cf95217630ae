import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

// The one-tap links of booking messages (issue 33, ADR 018): the signed token in the URL is the whole
// permission, for this one booking or offer; no login.

const key = (token: string) => ['one-tap', token] as const;

/** GET /api/v1/one-tap/bookings/{token}: the booking the reminder is about. */
export const useLinkedBooking = (token: string) =>
  useQuery({ queryKey: key(token), queryFn: ({ signal }) => callApi('GET /api/v1/one-tap/bookings/:token', { params: { token }, signal }), retry: false });

/** POST …/confirm or …/cancel: the booking as it now stands. */
export function useAnswerBooking(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'confirm' | 'cancel') =>
      answer === 'confirm'
        ? callApi('POST /api/v1/one-tap/bookings/:token/confirm', { params: { token } })
        : callApi('POST /api/v1/one-tap/bookings/:token/cancel', { params: { token } }),
    onSuccess: (booking) => client.setQueryData(key(token), booking),
    onError: () => client.invalidateQueries({ queryKey: key(token) }),
  });
}

/** GET /api/v1/one-tap/offers/{token}: the freed chair offered to a customer of the waitlist. */
export const useLinkedOffer = (token: string) =>
  useQuery({ queryKey: key(token), queryFn: ({ signal }) => callApi('GET /api/v1/one-tap/offers/:token', { params: { token }, signal }), retry: false });

/** POST …/claim: the first claim takes the chair (never two); the offer as it now stands. */
export function useClaimOffer(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('POST /api/v1/one-tap/offers/:token/claim', { params: { token } }),
    onSuccess: (offer) => client.setQueryData(key(token), offer),
    onError: () => client.invalidateQueries({ queryKey: key(token) }),
  });
}
