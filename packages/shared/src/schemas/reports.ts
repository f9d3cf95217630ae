import { z } from 'zod';
import { ZId, ZLang } from './common';
import { ZIsoDate } from './roster';

// The back office's reports (issue 32), under /api/v1/admin/reports (OpenAPI tag `backoffice`).

export const REPORT_MAX_DAYS = 366;
export const ZReportQuery = z
  .object({
    scope: z.enum(['salon', 'region', 'chain']),
    /** The salon's id, or the region's (vungMienId 1 North, 2 Central, 3 South); none for the chain. */
    id: ZId.optional(),
    from: ZIsoDate,
    to: ZIsoDate,
    lang: ZLang,
  })
  .refine((q) => q.scope === 'chain' || q.id !== undefined, { message: 'id is required for a salon or a region', path: ['id'] })
  .refine((q) => q.to >= q.from, { message: 'to must not be before from', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: `a report covers at most ${REPORT_MAX_DAYS} days`,
    path: ['to'],
  });
export type TReportQuery = z.infer<typeof ZReportQuery>;

export const ZStylistRating = z.object({
  stylistId: z.number().int(),
  name: z.string(),
  /** His customers in all (the site's figure): a rating is shown only past 100 (spec §9). */
  totalCustomers: z.number().int(),
  ratings: z.number().int(),
  /** Average stars of the period's ratings, null while he has 100 customers or fewer. */
  average: z.number().nullable(),
});

export const ZReport = z.object({
  scope: z.enum(['salon', 'region', 'chain']),
  id: z.number().int().nullable(),
  from: z.string(),
  to: z.string(),
  salons: z.number().int(),
  /** Chair-hours: stylists' shift time less breaks. */
  rosteredHours: z.number(),
  /** Chair-hours of bookings not canceled or expired (no-shows included: the chair was held). */
  bookedHours: z.number(),
  /** Chair-hours of completed visits. */
  servedHours: z.number(),
  occupancyBooked: z.number().nullable(),
  occupancyServed: z.number().nullable(),
  /** VND paid for the period's visits. */
  revenue: z.number().int(),
  revenuePerChairHour: z.number().nullable(),
  /** Bookings due (completed or no-show) and the no-shows among them. */
  due: z.number().int(),
  noShows: z.number().int(),
  noShowRate: z.number().nullable(),
  /** Customers served in the period, and those whose next visit (any salon) came within 45 days of their first in it. */
  customers: z.number().int(),
  returnedWithin45: z.number().int(),
  returnRate: z.number().nullable(),
  /** The live queue's predicted cut start against the actual one. */
  waitAccuracy: z.object({ visits: z.number().int(), meanAbsMinutes: z.number().nullable(), within5Minutes: z.number().nullable() }),
  stylists: z.array(ZStylistRating),
});
export type TReport = z.infer<typeof ZReport>;
