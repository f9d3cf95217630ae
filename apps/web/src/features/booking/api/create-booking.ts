import type { TCreatedBooking } from '@shine/shared/schemas/booking';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CreateBookingBody } from '../model/booking-payload';
import { bookingWriteKeys } from './keys';

/**
 * booKingV2 (POST /api/v1/booking): the booking and its booking-scoped token (`accessToken`), this
 * browser's proof for the detail, OTP and photos. Errors are ApiError: 409 STYLIST_BUSY / SALON_FULL
 * with the spec's text, 403 BOOKING_EXISTS (log in to change), 400 with a message.
 */
export const createBooking = (body: CreateBookingBody) => apiRequest<TCreatedBooking>('/v1/booking', { method: 'POST', body });

export const useCreateBookingMutation = () => useMutation({ mutationKey: bookingWriteKeys.create, mutationFn: createBooking });
