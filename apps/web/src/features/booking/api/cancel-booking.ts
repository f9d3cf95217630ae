import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { Lang } from '../../../lib/i18n';

/**
 * DELETE /api/v1/booking/{id}: cancels an upcoming booking of the logged-in customer (anonymous 401;
 * gone or someone else's 404 'Lịch Không Tồn Tại!'). The booking cards and the success page share it.
 */
export const cancelBooking = (bookingId: number, lang?: Lang) => callApi('DELETE /api/v1/booking/:id', { params: { id: bookingId }, query: { lang } });

type CancelVariables = { bookingId: number; lang?: Lang };

/**
 * The cancel as a mutation, for the booking cards and the success page. Reactions given here run even
 * when the screen that asked has left meanwhile (the success page re-renders its booking after a login).
 */
export const useCancelBookingMutation = (reactions: Pick<UseMutationOptions<unknown, Error, CancelVariables>, 'onSuccess' | 'onError' | 'onSettled'> = {}) =>
  useMutation({ mutationFn: ({ bookingId, lang }: CancelVariables) => cancelBooking(bookingId, lang), ...reactions });
