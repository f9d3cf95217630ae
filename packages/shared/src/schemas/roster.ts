import { z } from 'zod';
import { shiftProblem } from '../rules/roster';
import { ZId, ZLang, zText } from './common';

// The roster of the back office (issue 32), under /api/v1/admin/... (OpenAPI tag `backoffice`).

/** An ISO calendar date, YYYY-MM-DD, that exists. */
export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'date must exist');

const ZMinute = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);
export const ZSpan = z.object({ start: ZMinute, end: ZMinute });
export const ZShiftPlan = z.object({ start: ZMinute, end: ZMinute, breaks: z.array(ZSpan).max(4).default([]) }).superRefine((shift, ctx) => {
  const problem = shiftProblem(shift);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
export type TShiftPlan = z.infer<typeof ZShiftPlan>;

export const ZRosterSalonParams = z.object({ salonId: ZId });
export const ZRosterWeekQuery = z.object({ week: ZIsoDate, lang: ZLang });

/** What to do with a booking a roster change leaves without its stylist. */
export const ZBookingResolution = z.object({
  bookingId: ZId,
  action: z.enum(['move', 'contact']),
  /** For `move`: the stylist of the same salon who takes it (free at its hour); absent, the first free one. */
  toStylistId: ZId.optional(),
});
export type TBookingResolution = z.infer<typeof ZBookingResolution>;
const ZResolutions = z.array(ZBookingResolution).max(200).default([]);

export const ZSetShiftBody = z.object({
  staffId: ZId,
  date: ZIsoDate,
  /** null: a day off. */
  shift: ZShiftPlan.nullable(),
  /** The salon he works at that day when lent to another (default: the salon of the URL). */
  atSalonId: ZId.optional(),
  resolutions: ZResolutions,
  lang: ZLang,
});
export type TSetShiftBody = z.input<typeof ZSetShiftBody>;

export const ZSetTemplateBody = z.object({ staffId: ZId, weekday: z.number().int().min(0).max(6), shift: ZShiftPlan.nullable(), lang: ZLang });
export type TSetTemplateBody = z.input<typeof ZSetTemplateBody>;

export const ZBuildWeekBody = z.object({ week: ZIsoDate, resolutions: ZResolutions, lang: ZLang });
export type TBuildWeekBody = z.input<typeof ZBuildWeekBody>;

export const ZRosterShift = z.object({ salonId: z.number().int(), start: z.number().int(), end: z.number().int(), breaks: z.array(ZSpan) });
export const ZRosterStylist = z.object({
  staffId: z.number().int(),
  name: z.string(),
  role: z.enum(['stylist', 'skinner']),
  homeSalonId: z.number().int(),
  /** By date (YYYY-MM-DD): the shift, or null for a day off. */
  shifts: z.record(z.string(), ZRosterShift.nullable()),
  /** By weekday 0 (Sunday) … 6: the template's shift, or null. */
  template: z.record(z.string(), ZShiftPlan.nullable()),
  /** By date: his active bookings that day. */
  bookings: z.record(z.string(), z.number().int()),
});
export const ZRosterWeek = z.object({
  salonId: z.number().int(),
  week: z.string(),
  dates: z.array(z.string()),
  stylists: z.array(ZRosterStylist),
});
export type TRosterWeek = z.infer<typeof ZRosterWeek>;
export type TRosterStylist = z.infer<typeof ZRosterStylist>;

/** A booking the change would leave without its stylist (the body of the 409 ROSTER_BOOKINGS_AFFECTED). */
export const ZAffectedBooking = z.object({
  bookingId: z.number().int(),
  salonId: z.number().int(),
  stylistId: z.number().int(),
  date: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  customerName: z.string().nullable(),
  /** Stylists of the salon free for it, in the order a move would try them. */
  freeStylistIds: z.array(z.number().int()),
});
export type TAffectedBooking = z.infer<typeof ZAffectedBooking>;

export const ZRosterChange = z.object({
  shiftsChanged: z.number().int(),
  moved: z.array(z.object({ bookingId: z.number().int(), toStylistId: z.number().int() })),
  toContact: z.array(z.number().int()),
});
export type TRosterChange = z.infer<typeof ZRosterChange>;

export const ZLeaveRequestBody = z
  .object({ staffId: ZId, from: ZIsoDate, to: ZIsoDate, reason: zText(300).min(1), lang: ZLang })
  .refine((b) => b.to >= b.from, {
    message: 'to must not be before from',
    path: ['to'],
  });
export const ZLeaveDecisionBody = z.object({ approve: z.boolean(), resolutions: ZResolutions, lang: ZLang });
export const ZLeaveParams = z.object({ salonId: ZId, id: ZId });
export const ZLeaveRequest = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  staffName: z.string(),
  salonId: z.number().int(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TLeaveRequest = z.infer<typeof ZLeaveRequest>;

export const ZContactRequest = z.object({
  id: z.number().int(),
  bookingId: z.number().int(),
  startAt: z.string(),
  customerName: z.string().nullable(),
  phone: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;
