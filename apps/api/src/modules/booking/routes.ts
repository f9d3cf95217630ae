import { ZBookingRecord, ZCreateBookingBody, ZOtpResult } from '@shine/shared/schemas/booking';
import { ZId, ZLang, ZOptionalPhone, ZPhone, envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@shine/shared';
import { AppError } from '../../lib/errors.ts';
import { requestLang } from '../../lib/lang.ts';
import { findBookingView, findUpcomingViewsByPhone } from './booking-repository.ts';
import { toBookingRecord } from './booking-view.ts';
import { createBooking } from './create-booking.ts';
import { cancelBooking, sendBookingOtp, verifyBookingOtp } from './manage-booking.ts';

const ZOtpCode = z.string().regex(/^\d{6}$/, 'code must be 6 digits');

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/booking',
    {
      schema: {
        tags: ['booking'],
        summary: 'booKingV2: create (or, logged in as the phone, change) a booking',
        body: ZCreateBookingBody,
        response: { 200: z.object({ message: z.literal('success'), data: z.object({ booking: ZBookingRecord }) }) },
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
      });
      const view = await findBookingView(app.deps.db, created.booking.id);
      return { message: 'success' as const, data: { booking: toBookingRecord(view!) } };
    },
  );

  app.get(
    '/api/v1/booking',
    {
      schema: {
        tags: ['booking'],
        summary: 'getListBookingInformation: upcoming bookings of a phone (lookup popup, home panel)',
        querystring: z.object({ phone: ZOptionalPhone }),
        response: { 200: envelope(z.array(ZBookingRecord)) },
      },
    },
    async (request) => {
      const phone = request.query.phone ?? request.customer?.phone;
      if (!phone) throw new AppError(400, 'PHONE_REQUIRED', 'phone.lookup.empty');
      const views = await findUpcomingViewsByPhone(app.deps.db, phone, app.deps.clock.now());
      return { data: views.filter((v) => v !== undefined).map((v) => toBookingRecord(v)) };
    },
  );

  app.get(
    '/api/v1/booking/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'Booking detail for the success page (owner: logged in or knowing the phone)',
        params: z.object({ id: ZId }),
        querystring: z.object({ phone: ZOptionalPhone }),
        response: { 200: envelope(ZBookingRecord) },
      },
    },
    async (request) => {
      const view = await findBookingView(app.deps.db, request.params.id);
      const phone = view?.booking.phone;
      if (!view || !phone || (phone !== request.query.phone && phone !== request.customer?.phone)) {
        throw new AppError(404, 'BOOKING_NOT_FOUND', 'booking.notExist');
      }
      return { data: toBookingRecord(view) };
    },
  );

  app.delete(
    '/api/v1/booking/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'deleteBooKing: cancel an upcoming booking (owner only)',
        params: z.object({ id: ZId }),
        querystring: z.object({ phone: ZOptionalPhone, lang: ZLang }),
        response: { 200: z.object({ message: z.string(), data: z.object({ bookingId: z.number() }) }) },
      },
    },
    async (request) => {
      await cancelBooking(app.deps, { id: request.params.id, phone: request.query.phone, caller: request.customer });
      return { message: translate(requestLang(request), 'booking.cancelSuccess'), data: { bookingId: request.params.id } };
    },
  );

  app.post(
    '/api/v1/booking/otp',
    {
      schema: {
        tags: ['booking'],
        summary: 'getOpt: send the code confirming a held booking (zalo, sms, call in turn)',
        body: z.object({ bookingId: ZId, customerPhone: ZPhone, lang: ZLang }),
        response: { 200: envelope(ZOtpResult) },
      },
      config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const b = request.body;
      return { data: await sendBookingOtp(app.deps, { bookingId: b.bookingId, phone: b.customerPhone, lang: requestLang(request) }) };
    },
  );

  app.put(
    '/api/v1/booking/verify-otp-booking',
    {
      schema: {
        tags: ['booking'],
        summary: 'checkOtp: confirm a held booking with its 6-digit code',
        body: z.object({ bookingId: ZId, phone: ZPhone, code: ZOtpCode, lang: ZLang }),
        response: { 200: z.object({ message: z.string(), data: z.object({ booking: ZBookingRecord }) }) },
      },
      config: { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const b = request.body;
      const booking = await verifyBookingOtp(app.deps, { bookingId: b.bookingId, phone: b.phone, code: b.code });
      const view = await findBookingView(app.deps.db, booking.id);
      return { message: translate(requestLang(request), 'otp.booking.success'), data: { booking: toBookingRecord(view!) } };
    },
  );
};
