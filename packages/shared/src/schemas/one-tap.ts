import { z } from 'zod';
import { isValidIsoDate } from '../rules/dates';
import { ZId } from './common';

// One-tap links of booking messages and the waitlist (issue 33).

/** The token of a one-tap link (`/b/<token>`): scope, id and expiry in base 36, then the 22-character MAC. */
export const ZOneTapParams = z.object({ token: z.string().regex(/^[bo][0-9a-z]{1,8}\.[0-9a-z]{1,8}\.[\w-]{22}$/, 'not a link token') });

/** What the link's page shows of the booking: nothing but this one booking. */
export const ZOneTapBooking = z.object({
  bookingId: z.number(),
  status: z.enum(['upcoming', 'canceled', 'over']),
  customerConfirmed: z.boolean(),
  startAt: z.string(),
  dateBook: z.string(),
  salonName: z.string(),
  stylistName: z.string(),
});
export type TOneTapBooking = z.infer<typeof ZOneTapBooking>;

export const ZOneTapOffer = z.object({
  offerId: z.number(),
  state: z.enum(['open', 'claimed', 'lost', 'expired']),
  startAt: z.string(),
  date: z.string(),
  salonName: z.string(),
  expiresAt: z.string(),
  bookingId: z.number().nullable(),
});
export type TOneTapOffer = z.infer<typeof ZOneTapOffer>;

const ZMinute = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);

export const ZWaitlistJoinBody = z
  .object({
    salonId: ZId,
    date: z.string().refine(isValidIsoDate, 'date must be YYYY-MM-DD'),
    fromMinute: ZMinute,
    toMinute: ZMinute,
    stylistId: ZId.nullable().default(null),
    serviceIds: z.array(ZId).min(1).max(10),
  })
  .refine((b) => b.fromMinute <= b.toMinute, { message: 'fromMinute must not be after toMinute', path: ['toMinute'] });

export const ZWaitlistEntry = z.object({
  id: z.number(),
  salonId: z.number(),
  salonName: z.string(),
  date: z.string(),
  fromMinute: z.number(),
  toMinute: z.number(),
  stylistId: z.number().nullable(),
  /** His stylist's name, null for any stylist (and in the join's answer). */
  stylistName: z.string().nullable(),
  /** `offered`: waiting, and a freed chair is offered to him right now (his link in the message). */
  state: z.enum(['waiting', 'offered', 'booked', 'left', 'expired']),
  bookingId: z.number().nullable(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;
