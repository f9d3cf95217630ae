import * as contracts from '@shine/shared/contracts/booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '@shine/shared';
import { AppError } from '../../lib/errors.ts';
import { requestLang } from '../../lib/lang.ts';
import { routeOf } from '../../lib/route-of.ts';
import { phoneLookupLimit } from '../../plugins/phone-limits.ts';
import { readOnlySession } from '../../plugins/auth.ts';
import { bookingAccess, findOwnBooking, requireLoggedIn } from './booking-access.ts';
import { findBookingView, findUpcomingFactsByPhone, findUpcomingViewsByPhone } from './booking-repository.ts';
import { toBookingExists, toBookingRecord } from './booking-view.ts';
import { createBooking } from './create-booking.ts';
import { cancelBooking, sendBookingOtp, verifyBookingOtp } from './manage-booking.ts';
import { cancelByLink, confirmByLink, viewByLink } from './one-tap.ts';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.createBooking, {
      tags: ['booking'],
      summary: 'booKingV2: create (or, logged in as the phone, change) a booking',
      description:
        'A phone has one upcoming booking: booking again changes it when logged in as the phone; an unverified hold is also replaced by the browser that made it (`X-Booking-Token`). Anyone else gets 403 BOOKING_EXISTS.',
    }),
    handler: async (request) => {
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
  });

  const lookupLimit = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.route({
    ...routeOf(contracts.lookupBookings, {
      tags: ['booking'],
      summary: "Lookup popup 'Thông tin đặt lịch': whether a phone has upcoming bookings (day, hour, salon only)",
      description: 'Anonymous: knowing a phone shows only that a booking exists. Limited per IP and per phone.',
    }),
    config: { ...lookupLimit, ...readOnlySession },
    preHandler: phoneLookupLimit(app),
    handler: async (request) => {
      const upcoming = await findUpcomingFactsByPhone(app.deps.db, request.query.phone, app.deps.clock.now());
      return { data: upcoming.map((b) => toBookingExists(b)) };
    },
  });

  app.route({
    ...routeOf(contracts.listUpcomingBookings, {
      tags: ['booking'],
      summary: "getListBookingInformation: the logged-in customer's upcoming bookings (home panel, lookup after login)",
      security: [{ bearer: [] }],
    }),
    handler: async (request) => {
      const caller = requireLoggedIn(bookingAccess(request));
      if (request.query.phone && request.query.phone !== caller.phone) throw new AppError(403, 'PHONE_MISMATCH', 'auth.forbidden');
      const views = await findUpcomingViewsByPhone(app.deps.db, caller.phone, app.deps.clock.now());
      return { data: views.map((v) => toBookingRecord(v)) };
    },
  });

  app.route({
    ...routeOf(contracts.getBookingDetail, {
      tags: ['booking'],
      summary: 'Booking detail for the success page: the browser that booked (X-Booking-Token) or the owner logged in',
    }),
    handler: async (request) => {
      const booking = await findOwnBooking(app.deps, request.params.id, bookingAccess(request));
      return { data: toBookingRecord((await findBookingView(app.deps.db, booking.id))!) };
    },
  });

  app.route({
    ...routeOf(contracts.cancelBooking, {
      tags: ['booking'],
      summary: 'deleteBooKing: cancel an upcoming booking (owner logged in as its phone; 401 anonymous)',
      security: [{ bearer: [] }],
    }),
    handler: async (request) => {
      await cancelBooking(app.deps, { id: request.params.id, access: bookingAccess(request) });
      return { message: translate(requestLang(request), 'booking.cancelSuccess'), data: { bookingId: request.params.id } };
    },
  });

  app.route({
    ...routeOf(contracts.sendBookingOtp, {
      tags: ['booking'],
      summary: 'getOpt: send the code confirming a held booking (zalo, sms, call in turn) to its phone',
      description: 'Only for the browser that booked (X-Booking-Token) or the owner logged in; `customerPhone` is not proof.',
    }),
    config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request) => {
      const b = request.body;
      return { data: await sendBookingOtp(app.deps, { bookingId: b.bookingId, access: bookingAccess(request), lang: requestLang(request) }) };
    },
  });

  app.route({
    ...routeOf(contracts.verifyBookingOtp, {
      tags: ['booking'],
      summary: 'checkOtp: confirm a held booking with its 6-digit code',
      description: 'Only for the browser that booked (X-Booking-Token) or the owner logged in.',
    }),
    config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request) => {
      const b = request.body;
      const booking = await verifyBookingOtp(app.deps, { bookingId: b.bookingId, access: bookingAccess(request), code: b.code });
      const view = await findBookingView(app.deps.db, booking.id);
      return { message: translate(requestLang(request), 'otp.booking.success'), data: { booking: toBookingRecord(view!) } };
    },
  });
};

/** The one-tap links of booking messages (issue 33): no login, the signed token is the whole permission. */
export const oneTapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.viewOneTapBooking, { tags: ['booking'], summary: 'The booking a one-tap link is about' }),
    handler: async (request) => ({ data: await viewByLink(app.deps, request.params.token) }),
  });
  app.route({
    ...routeOf(contracts.confirmOneTapBooking, { tags: ['booking'], summary: 'One tap: the customer confirms he is coming' }),
    handler: async (request) => ({ data: await confirmByLink(app.deps, request.params.token) }),
  });
  app.route({
    ...routeOf(contracts.cancelOneTapBooking, { tags: ['booking'], summary: 'One tap: the customer cancels; the chair frees at once' }),
    handler: async (request) => ({ data: await cancelByLink(app.deps, request.params.token) }),
  });
};
