import { envelope } from '@shine/shared/schemas/common';
import {
  ZCheckInBody,
  ZDayQuery,
  ZFloorDay,
  ZSalonParams,
  ZStartWashBody,
  ZUndoBody,
  ZVisitParams,
  ZVisitResult,
  ZWalkInBody,
} from '@shine/shared/schemas/floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkIn } from './check-in.ts';
import { createWalkIn } from './create-walk-in.ts';
import { getSalonDay } from './get-salon-day.ts';
import { type FloorStep, requireFloorBooking, takeStep, undoStep } from './move-visit.ts';
import { requireStaff } from './staff-auth.ts';
import { chooseSkinner } from './choose-skinner.ts';

const security = [{ staffCookie: [] }];
const conflicts =
  "409 VISIT_STAGE_CHANGED when another device moved the visit first (the message names its stage now); 409 VISIT_NOT_TODAY for another day's booking.";

/** Reception's day, check-in, walk-ins and each step of a visit. */
export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/staff/salons/:salonId/day',
    {
      schema: {
        tags: ['floor'],
        summary: "A salon's bookings of a day (today by default) by hour, with stage, customer, stylist and services",
        description: 'The monitor role (a TV) sees "anh" + given name and the last 3 digits of the phone ("*** 123").',
        security,
        params: ZSalonParams,
        querystring: ZDayQuery,
        response: { 200: envelope(ZFloorDay) },
      },
    },
    async (request) => ({ data: await getSalonDay(app.deps, requireStaff(request), { salonId: request.params.salonId, date: request.query.date }) }),
  );

  app.post(
    '/api/v1/staff/salons/:salonId/check-in',
    {
      schema: {
        tags: ['floor'],
        summary: "Check-in by booking code (the QR) or by phone (today's booking at this salon)",
        description: conflicts,
        security,
        params: ZSalonParams,
        body: ZCheckInBody,
        response: { 200: envelope(ZVisitResult) },
      },
    },
    async (request) => ({ data: await checkIn(app.deps, requireStaff(request), { salonId: request.params.salonId, ...request.body }) }),
  );

  app.post(
    '/api/v1/staff/salons/:salonId/walk-ins',
    {
      schema: {
        tags: ['floor'],
        summary: 'A walk-in: a booking at the salon from now (source book_at_salon), checked in; stylistId 0 = any stylist',
        description:
          '409 STYLIST_BUSY when the stylist was just taken, SALON_FULL when nobody is free today, STYLIST_MASTER_FULL when a Stylist Master already has 12 customers.',
        security,
        params: ZSalonParams,
        body: ZWalkInBody,
        response: { 200: envelope(ZVisitResult) },
      },
    },
    async (request) => ({ data: await createWalkIn(app.deps, requireStaff(request), { salonId: request.params.salonId, ...request.body }) }),
  );

  const steps: [string, FloorStep, string][] = [
    ['start-wash', 'startWash', 'A skinner starts the wash (checked in → wash)'],
    ['start-cut', 'startCut', 'The stylist starts the cut (checked in or wash → cut)'],
    ['finish', 'finish', 'The stylist finishes (cut → finished)'],
    ['no-show', 'noShow', 'Reception marks a booked customer as not come (booked → no-show)'],
  ];
  for (const [path, step, summary] of steps) {
    app.post(
      `/api/v1/staff/visits/:bookingId/${path}`,
      {
        schema: {
          tags: ['floor'],
          summary,
          description: conflicts,
          security,
          params: ZVisitParams,
          // Only the wash names someone (the skinner, when a manager taps for him).
          body: (step === 'startWash' ? ZStartWashBody : z.object({})).optional(),
          response: { 200: envelope(ZVisitResult) },
        },
      },
      async (request) => {
        const actor = requireStaff(request);
        const booking = await requireFloorBooking(app.deps, request.params.bookingId);
        const named = request.body && 'skinnerId' in request.body ? request.body.skinnerId : undefined;
        const skinnerId = step === 'startWash' ? await chooseSkinner(app.deps, actor, booking, named) : undefined;
        return { data: await takeStep(app.deps, actor, { step, booking, skinnerId }) };
      },
    );
  }

  app.post(
    '/api/v1/staff/visits/:bookingId/undo',
    {
      schema: {
        tags: ['floor'],
        summary: 'Undoes the last step of a visit, the same day (reception, managers); audited',
        description: `409 UNDO_NOT_ALLOWED for a booked, paid or canceled visit. ${conflicts}`,
        security,
        params: ZVisitParams,
        body: ZUndoBody.optional(),
        response: { 200: envelope(ZVisitResult) },
      },
    },
    async (request) => {
      const booking = await requireFloorBooking(app.deps, request.params.bookingId);
      return { data: await undoStep(app.deps, requireStaff(request), { booking, version: request.body?.version }) };
    },
  );
};
