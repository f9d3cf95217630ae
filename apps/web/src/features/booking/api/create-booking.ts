import { useMutation } from '@tanstack/react-query';
import { callApi, type CallInput, type Endpoints } from '../../../lib/api-client';
import type { BookingContext, CreateBookingBody } from '../model/booking-payload';
import type { Selection } from '../model/booking-selection';
import { bookingWriteKeys } from './keys';

/**
 * booKingV2 (POST /api/v1/booking): the booking and its booking-scoped token (`accessToken`), this
 * browser's proof for the detail, OTP and photos. Errors are ApiError: 409 STYLIST_BUSY / SALON_FULL
 * with the spec's text, 403 BOOKING_EXISTS (log in to change), 400 with a message. `headers`: the
 * X-Booking-Token of this browser's latest booking, so it may replace its own unverified hold.
 */
export const createBooking = (body: CreateBookingBody, headers?: Record<string, string>) =>
  // chosenServices, utilityService and params go as JSON text, as the spec's client sends them: the schema
  // parses them, so its parsed type (what callApi asks for) has arrays there.
  callApi('POST /api/v1/booking', { body: body as CallInput<Endpoints['POST /api/v1/booking']>['body'], headers });

/**
 * 'Chốt giờ cắt': the body is built from the selection as it is sent (that code loads on the tap, not
 * with the page), and the booking's token is kept before anything shows the booking (OTP, photos,
 * success page). The write is pending from the tap on, so a second tap sees it.
 */
export const useCreateBookingMutation = () =>
  useMutation({
    mutationKey: bookingWriteKeys.create,
    mutationFn: async ({ selection, context }: { selection: Selection; context: BookingContext }) => {
      const [{ buildCreateBookingBody }, { bookingTokenHeaders, latestBookingToken, rememberBookingToken }] = await Promise.all([
        import('../model/booking-payload'),
        import('../model/booking-tokens'),
      ]);
      const created = await createBooking(buildCreateBookingBody(selection, context), bookingTokenHeaders(latestBookingToken()));
      rememberBookingToken(created.booking.bookingId, created.accessToken);
      return created.booking;
    },
  });
