import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, real, smallint, text } from 'drizzle-orm/pg-core';
import { salons } from './salons.ts';

/**
 * Haircut at home (/cat-toc-tai-nha): the area each salon serves at customers' addresses, either a
 * radius around the salon or a list of wards (VN_WARDS ids), and the minutes a stylist needs to get
 * there (each way). A home booking occupies the stylist for the services plus the trip both ways.
 */
export const salonServiceAreas = pgTable(
  'salon_service_areas',
  {
    salonId: integer()
      .primaryKey()
      .references(() => salons.id),
    kind: text({ enum: ['radius', 'wards'] }).notNull(),
    radiusKm: real(),
    wardIds: jsonb().$type<number[]>().notNull().default([]),
    travelMinutes: smallint().notNull(),
  },
  (t) => [
    check(
      'salon_service_areas_shape_ck',
      sql`(${t.kind} = 'radius' and ${t.radiusKm} > 0 and ${t.radiusKm} <= 30) or (${t.kind} = 'wards' and jsonb_array_length(${t.wardIds}) > 0)`,
    ),
    check('salon_service_areas_travel_ck', sql`${t.travelMinutes} between 5 and 120`),
  ],
);
