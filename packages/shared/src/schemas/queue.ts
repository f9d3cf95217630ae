import { z } from 'zod';
import { ZId } from './common';

// The live queue of a salon (issue 31), as the floor's boards read it. No names or phones: a board that
// shows people joins this with the day (GET /api/v1/staff/salons/:salonId/day) by booking id.

export const ZQueueStaff = z.object({
  staffId: ZId,
  role: z.enum(['stylist', 'skinner']),
  /** The booking in his chair (or on his bed) now. */
  currentBookingId: ZId.nullable(),
  minutesLeft: z.number().int().min(0),
  freeAt: z.iso.datetime(),
});

export const ZQueueEntry = z.object({
  bookingId: ZId,
  stylistId: ZId,
  skinnerId: ZId.nullable(),
  washStartAt: z.iso.datetime().nullable(),
  cutStartAt: z.iso.datetime(),
  endAt: z.iso.datetime(),
  /** 'skinner' (type 1 of the wait record), 'stylist', or null when in service. */
  waitingFor: z.enum(['skinner', 'stylist']).nullable(),
  /** Minutes until his service begins, as the customer is told (from 20 at the salon: at least 30). */
  waitServe: z.number().int().min(0),
  predictedMinutes: z.number().int().min(0),
  stylistLateMinutes: z.number().int().min(0),
});

export const ZSalonQueue = z.object({
  salonId: ZId,
  at: z.iso.datetime(),
  staff: z.array(ZQueueStaff),
  /** Everyone still to be served or in service today, by predicted start. */
  queue: z.array(ZQueueEntry),
});

export type TSalonQueue = z.infer<typeof ZSalonQueue>;
export type TQueueEntry = z.infer<typeof ZQueueEntry>;
