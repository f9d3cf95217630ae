import { z } from 'zod';
import {
  ZBookingExists,
  ZBookingOtpBody,
  ZBookingRecord,
  ZCreateBookingBody,
  ZCreatedBooking,
  ZOtpResult,
  ZVerifiedBooking,
  ZVerifyBookingOtpBody,
} from '../schemas/booking';
import { ZId, ZLang, ZOptionalPhone, ZPhone, zText } from '../schemas/common';
import { ZOneTapBooking, ZOneTapParams } from '../schemas/one-tap';
import { endpoint } from './endpoint';

/** Multipart (spec UploadImageApi): images (at most 3, 5 MB each), skinnerId, acceptMakePhoto, muonCaoMat, photos (JSON), note. */
export const uploadBookingImages = endpoint({
  method: 'POST',
  path: '/api/v1/booking/:id/images',
  params: z.object({ id: ZId }),
  response: z.object({ bookingId: z.number(), images: z.array(z.object({ url: z.string(), name: z.string().nullable() })) }),
});

// A booking from creation to its confirmation, the customer's upcoming bookings, and the one-tap links of
// booking messages (issue 33). POST /api/v1/booking/:id/images (multipart) is registered without a contract.

/** booKingV2: its answer's `message` is always 'success'. */
export const createBooking = endpoint({ method: 'POST', path: '/api/v1/booking', body: ZCreateBookingBody, response: ZCreatedBooking });

export const lookupBookings = endpoint({
  method: 'GET',
  path: '/api/v1/booking/lookup',
  query: z.object({ phone: ZPhone }),
  response: z.array(ZBookingExists),
});

export const listUpcomingBookings = endpoint({
  method: 'GET',
  path: '/api/v1/booking',
  query: z.object({ phone: ZOptionalPhone }),
  response: z.array(ZBookingRecord),
});

export const getBookingDetail = endpoint({ method: 'GET', path: '/api/v1/booking/:id', params: z.object({ id: ZId }), response: ZBookingRecord });

/** deleteBooKing: its answer's `message` says it is canceled. */
export const cancelBooking = endpoint({
  method: 'DELETE',
  path: '/api/v1/booking/:id',
  params: z.object({ id: ZId }),
  query: z.object({ lang: ZLang }),
  response: z.object({ bookingId: z.number() }),
});

export const sendBookingOtp = endpoint({ method: 'POST', path: '/api/v1/booking/otp', body: ZBookingOtpBody, response: ZOtpResult });

/** checkOtp: its answer's `message` says the booking is confirmed. */
export const verifyBookingOtp = endpoint({
  method: 'PUT',
  path: '/api/v1/booking/verify-otp-booking',
  body: ZVerifyBookingOtpBody,
  response: ZVerifiedBooking,
});

export const saveCustomerName = endpoint({
  method: 'PUT',
  path: '/api/v1/booking/customer',
  body: z.object({ phone: ZPhone, name: zText(40, { trim: false }) }),
  response: z.object({ name: z.string() }),
});

export const getWaitTime = endpoint({
  method: 'GET',
  path: '/api/v1/booking/wait-time',
  query: z.object({ customerId: z.coerce.number().int().optional() }),
  response: z.array(
    z.object({
      type: z.number(),
      bookingId: z.number(),
      data: z.object({
        customerPhone: z.string(),
        waitServe: z.number(),
        predictedMinutes: z.number(),
        stylistLate: z.boolean(),
        stylistLateMinutes: z.number(),
      }),
    }),
  ),
});

export const viewOneTapBooking = endpoint({ method: 'GET', path: '/api/v1/one-tap/bookings/:token', params: ZOneTapParams, response: ZOneTapBooking });

export const confirmOneTapBooking = endpoint({
  method: 'POST',
  path: '/api/v1/one-tap/bookings/:token/confirm',
  params: ZOneTapParams,
  response: ZOneTapBooking,
});

export const cancelOneTapBooking = endpoint({
  method: 'POST',
  path: '/api/v1/one-tap/bookings/:token/cancel',
  params: ZOneTapParams,
  response: ZOneTapBooking,
});
