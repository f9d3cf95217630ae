import * as contracts from '@shine/shared/contracts/floor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
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
  app.route({
    ...routeOf(contracts.getFloorDay, {
      tags: ['floor'],
      summary: "A salon's bookings of a day (today by default) by hour, with stage, customer, stylist and services",
      description: 'The monitor role (a TV) sees "anh" + given name and the last 3 digits of the phone ("*** 123").',
      security,
    }),
    handler: async (request) => ({
      data: await getSalonDay(app.deps, requireStaff(request), { salonId: request.params.salonId, date: request.query.date }),
    }),
  });

  app.route({
    ...routeOf(contracts.checkInVisit, {
      tags: ['floor'],
      summary: "Check-in by booking code (the QR) or by phone (today's booking at this salon)",
      description: conflicts,
      security,
    }),
    handler: async (request) => ({ data: await checkIn(app.deps, requireStaff(request), { salonId: request.params.salonId, ...request.body }) }),
  });

  app.route({
    ...routeOf(contracts.createWalkIn, {
      tags: ['floor'],
      summary: 'A walk-in: a booking at the salon from now (source book_at_salon), checked in; stylistId 0 = any stylist',
      description:
        '409 STYLIST_BUSY when the stylist was just taken, SALON_FULL when nobody is free today, STYLIST_MASTER_FULL when a Stylist Master already has 12 customers.',
      security,
    }),
    handler: async (request) => ({ data: await createWalkIn(app.deps, requireStaff(request), { salonId: request.params.salonId, ...request.body }) }),
  });

  const steps = [
    [contracts.startWash, 'startWash', 'A skinner starts the wash (checked in → wash)'],
    [contracts.startCut, 'startCut', 'The stylist starts the cut (checked in or wash → cut)'],
    [contracts.finishVisit, 'finish', 'The stylist finishes (cut → finished)'],
    [contracts.markNoShow, 'noShow', 'Reception marks a booked customer as not come (booked → no-show)'],
  ] as const satisfies readonly (readonly [unknown, FloorStep, string])[];
  for (const [contract, step, summary] of steps) {
    app.route({
      ...routeOf(contract, { tags: ['floor'], summary, description: conflicts, security }),
      handler: async (request) => {
        const actor = requireStaff(request);
        const booking = await requireFloorBooking(app.deps, request.params.bookingId);
        const named = request.body && 'skinnerId' in request.body ? request.body.skinnerId : undefined;
        const skinnerId = step === 'startWash' ? await chooseSkinner(app.deps, actor, booking, named) : undefined;
        return { data: await takeStep(app.deps, actor, { step, booking, skinnerId }) };
      },
    });
  }

  app.route({
    ...routeOf(contracts.undoVisitStep, {
      tags: ['floor'],
      summary: 'Undoes the last step of a visit, the same day (reception, managers); audited',
      description: `409 UNDO_NOT_ALLOWED for a booked, paid or canceled visit. ${conflicts}`,
      security,
    }),
    handler: async (request) => {
      const booking = await requireFloorBooking(app.deps, request.params.bookingId);
      return { data: await undoStep(app.deps, requireStaff(request), { booking, version: request.body?.version }) };
    },
  });
};
