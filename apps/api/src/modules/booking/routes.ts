import {
  ZBookingExists,
  ZBookingOtpBody,
  ZBookingRecord,
  ZCreateBookingBody,
  ZCreatedBooking,
  ZOtpResult,
  ZVerifiedBooking,
  ZVerifyBookingOtpBody,
} from '@shine/shared/schemas/booking';
import { ZId, ZLang, ZOptionalPhone, ZPhone, envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@shine/shared';
import { AppError } from '../../lib/errors.ts';
import { requestLang } from '../../lib/lang.ts';
import { phoneLookupLimit } from '../../plugins/phone-limits.ts';
import { readOnlySession } from '../../plugins/auth.ts';
import { bookingAccess, findOwnBooking, requireLoggedIn } from './booking-access.ts';
import { findBookingView, findUpcomingFactsByPhone, findUpcomingViewsByPhone } from './booking-repository.ts';
import { toBookingExists, toBookingRecord } from './booking-view.ts';
import { createBooking } from './create-booking.ts';
import { cancelBooking, sendBookingOtp, verifyBookingOtp } from './manage-booking.ts';
import { cancelByLink, confirmByLink, viewByLink } from './one-tap.ts';
import { ZOneTapBooking, ZOneTapParams } from '@shine/shared/schemas/one-tap';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/booking',
    {
      schema: {
        tags: ['booking'],
        summary: 'booKingV2: create (or, logged in as the phone, change) a booking',
        description:
          'A phone has one upcoming booking: booking again changes it when logged in as the phone; an unverified hold is also replaced by the browser that made it (`X-Booking-Token`). Anyone else gets 403 BOOKING_EXISTS.',
        body: ZCreateBookingBody,
        response: { 200: z.object({ message: z.literal('success'), data: ZCreatedBooking }) },
      },
    },
    async (request) => {
      const b = request.body;
      const params = { ...b.params };
      delete params.utm_source;
      delete params.token;
      const created = await createBooking(app.deps, {
        salonId: b.salonId,
        phone: b.phone,
        stylistId: b.stylistId,
        date: b.dateBook,
        serviceIds: b.chosenServices.map((s) => s.id),
        bookHourId: b.bookHourId,
        campaignId: b.campaign ?? b.campaigns[0]?.id ?? null,
        bookAt: b.bookAt,
        receiveAdvice: b.receiveAdvice,
        littleAdvice: b.littleAdvice,
        numberPersons: b.numberPersons,
        utilityServices: b.utilityService,
        utmSource: b.utmSource ?? null,
        params,
        isMaster: b.isMaster,
        adviceUnd: b.adviceUND,
        adviceProduct: b.adviceProduct,
        allowChange: b.allowChange,
        isBookAtHome: b.isBookAtHome,
        homeAddressId: b.addressId ?? null,
        caller: request.customer,
        bookingToken: bookingAccess(request).bookingToken,
        ip: request.ip,
      });
      const view = await findBookingView(app.deps.db, created.booking.id);
      return { message: 'success' as const, data: { booking: toBookingRecord(view!), accessToken: created.accessToken } };
    },
  );

  const lookupLimit = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/api/v1/booking/lookup',
    {
      schema: {
        tags: ['booking'],
        summary: "Lookup popup 'Thông tin đặt lịch': whether a phone has upcoming bookings (day, hour, salon only)",
        description: 'Anonymous: knowing a phone shows only that a booking exists. Limited per IP and per phone.',
        querystring: z.object({ phone: ZPhone }),
        response: { 200: envelope(z.array(ZBookingExists)) },
      },
      config: { ...lookupLimit, ...readOnlySession },
      preHandler: phoneLookupLimit(app),
    },
    async (request) => {
      const upcoming = await findUpcomingFactsByPhone(app.deps.db, request.query.phone, app.deps.clock.now());
      return { data: upcoming.map((b) => toBookingExists(b)) };
    },
  );

  app.get(
    '/api/v1/booking',
    {
      schema: {
        tags: ['booking'],
        summary: "getListBookingInformation: the logged-in customer's upcoming bookings (home panel, lookup after login)",
        security: [{ bearer: [] }],
        querystring: z.object({ phone: ZOptionalPhone }),
        response: { 200: envelope(z.array(ZBookingRecord)) },
      },
    },
    async (request) => {
      const caller = requireLoggedIn(bookingAccess(request));
      if (request.query.phone && request.query.phone !== caller.phone) throw new AppError(403, 'PHONE_MISMATCH', 'auth.forbidden');
      const views = await findUpcomingViewsByPhone(app.deps.db, caller.phone, app.deps.clock.now());
      return { data: views.map((v) => toBookingRecord(v)) };
    },
  );

  app.get(
    '/api/v1/booking/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'Booking detail for the success page: the browser that booked (X-Booking-Token) or the owner logged in',
        params: z.object({ id: ZId }),
        response: { 200: envelope(ZBookingRecord) },
      },
    },
    async (request) => {
      const booking = await findOwnBooking(app.deps, request.params.id, bookingAccess(request));
      return { data: toBookingRecord((await findBookingView(app.deps.db, booking.id))!) };
    },
  );

  app.delete(
    '/api/v1/booking/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'deleteBooKing: cancel an upcoming booking (owner logged in as its phone; 401 anonymous)',
        security: [{ bearer: [] }],
        params: z.object({ id: ZId }),
        querystring: z.object({ lang: ZLang }),
        response: { 200: z.object({ message: z.string(), data: z.object({ bookingId: z.number() }) }) },
      },
    },
    async (request) => {
      await cancelBooking(app.deps, { id: request.params.id, access: bookingAccess(request) });
      return { message: translate(requestLang(request), 'booking.cancelSuccess'), data: { bookingId: request.params.id } };
    },
  );

  app.post(
    '/api/v1/booking/otp',
    {
      schema: {
        tags: ['booking'],
        summary: 'getOpt: send the code confirming a held booking (zalo, sms, call in turn) to its phone',
        description: 'Only for the browser that booked (X-Booking-Token) or the owner logged in; `customerPhone` is not proof.',
        body: ZBookingOtpBody,
        response: { 200: envelope(ZOtpResult) },
      },
      config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const b = request.body;
      return { data: await sendBookingOtp(app.deps, { bookingId: b.bookingId, access: bookingAccess(request), lang: requestLang(request) }) };
    },
  );

  app.put(
    '/api/v1/booking/verify-otp-booking',
    {
      schema: {
        tags: ['booking'],
        summary: 'checkOtp: confirm a held booking with its 6-digit code',
        description: 'Only for the browser that booked (X-Booking-Token) or the owner logged in.',
        body: ZVerifyBookingOtpBody,
        response: { 200: z.object({ message: z.string(), data: ZVerifiedBooking }) },
      },
      config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const b = request.body;
      const booking = await verifyBookingOtp(app.deps, { bookingId: b.bookingId, access: bookingAccess(request), code: b.code });
      const view = await findBookingView(app.deps.db, booking.id);
      return { message: translate(requestLang(request), 'otp.booking.success'), data: { booking: toBookingRecord(view!) } };
    },
  );
};

/** The one-tap links of booking messages (issue 33): no login, the signed token is the whole permission. */
export const oneTapRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string) => ({
    tags: ['booking'],
    summary,
    params: ZOneTapParams,
    response: { 200: envelope(ZOneTapBooking) },
  });
  app.get('/api/v1/one-tap/bookings/:token', { schema: schema('The booking a one-tap link is about') }, async (request) => ({
    data: await viewByLink(app.deps, request.params.token),
  }));
  app.post('/api/v1/one-tap/bookings/:token/confirm', { schema: schema('One tap: the customer confirms he is coming') }, async (request) => ({
    data: await confirmByLink(app.deps, request.params.token),
  }));
  app.post('/api/v1/one-tap/bookings/:token/cancel', { schema: schema('One tap: the customer cancels; the chair frees at once') }, async (request) => ({
    data: await cancelByLink(app.deps, request.params.token),
  }));
};
