import { EXCLUDED_SALON_ID } from '@shine/shared';
import { type SQL, and, asc, count, eq, exists, inArray, isNull, like, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, districts, provinces, salonDaysOff, salons } from '../../db/schema/index.ts';
import type { SalonCardRow } from './salon-card.ts';
import { containsPattern, wholeWordsPattern } from './salon-search.ts';

export type SalonRow = typeof salons.$inferSelect;

export async function findSalon(db: Db, id: number): Promise<SalonRow | undefined> {
  const [row] = await db.select().from(salons).where(and(eq(salons.id, id), eq(salons.active, true)));
  return row;
}

export async function findSalonDayOff(db: Db, salonId: number, date: string) {
  const [row] = await db
    .select()
    .from(salonDaysOff)
    .where(and(eq(salonDaysOff.salonId, salonId), eq(salonDaysOff.date, date)));
  return row;
}

export type SalonFilter = {
  ids?: number[];
  /** Normalised search phrase (see searchPhrase), matched as whole words of search_text, commas ignored. */
  phrase?: string;
  cityId?: number;
  districtId?: number;
  parkingOnly?: boolean;
  businessClassOnly?: boolean;
  /** Leave out the salon search and nearby lists never show (spec §9). */
  listedOnly?: boolean;
  /** Only salons open for bookings that day: opened by then and not off. */
  openOn?: string;
  /** Flag the salons this phone has a completed booking at. */
  hasCameFor?: string;
};

/** Active salons with their province and district names, in one query (province order, then id). */
export async function findSalonCardRows(db: Db, filter: SalonFilter = {}): Promise<SalonCardRow[]> {
  const where: (SQL | undefined)[] = [eq(salons.active, true)];
  if (filter.ids) where.push(inArray(salons.id, filter.ids));
  // Whole words only: the search text with its commas dropped, padded so the first and last word match too.
  if (filter.phrase) where.push(like(sql`' ' || replace(${salons.searchText}, ',', '') || ' '`, wholeWordsPattern(filter.phrase)));
  if (filter.cityId) where.push(eq(salons.provinceId, filter.cityId));
  if (filter.districtId) where.push(eq(salons.districtId, filter.districtId));
  if (filter.parkingOnly) where.push(eq(salons.parking, true));
  if (filter.businessClassOnly) where.push(eq(salons.businessClass, true));
  if (filter.listedOnly) where.push(ne(salons.id, EXCLUDED_SALON_ID));
  if (filter.openOn) {
    const date = filter.openOn;
    where.push(or(isNull(salons.openingDate), lte(salons.openingDate, date)));
    const off = db.select({ one: sql`1` }).from(salonDaysOff).where(and(eq(salonDaysOff.salonId, salons.id), eq(salonDaysOff.date, date)));
    where.push(notExists(off));
  }
  const phone = filter.hasCameFor;
  const came = phone
    ? db
        .select({ one: sql`1` })
        .from(bookings)
        .where(and(eq(bookings.salonId, salons.id), eq(bookings.phone, phone), eq(bookings.status, 'completed')))
    : undefined;
  return db
    .select({
      salon: salons,
      cityName: provinces.name,
      districtName: districts.name,
      hasCame: came ? sql<boolean>`${exists(came)}` : sql<boolean>`false`,
    })
    .from(salons)
    .innerJoin(provinces, eq(provinces.id, salons.provinceId))
    .innerJoin(districts, eq(districts.id, salons.districtId))
    .where(and(...where))
    .orderBy(asc(provinces.sort), asc(salons.id));
}

/** Position of every salon the nearby lists may show. */
export async function findListedSalonPoints(db: Db) {
  return db
    .select({ id: salons.id, latitude: salons.latitude, longitude: salons.longitude })
    .from(salons)
    .where(and(eq(salons.active, true), ne(salons.id, EXCLUDED_SALON_ID)))
    .orderBy(asc(salons.id));
}

/** Salons a province counts: active and listed. */
const countedSalon = (on: SQL) => and(on, eq(salons.active, true), ne(salons.id, EXCLUDED_SALON_ID));

export async function findProvincesWithSalonCount(db: Db, phrase?: string) {
  return db
    .select({
      cityId: provinces.id,
      cityName: provinces.name,
      vungMienId: provinces.regionId,
      searchText: provinces.searchText,
      totalSalon: count(salons.id),
    })
    .from(provinces)
    .leftJoin(salons, countedSalon(eq(salons.provinceId, provinces.id)))
    .where(phrase ? like(provinces.searchText, containsPattern(phrase)) : undefined)
    .groupBy(provinces.id);
}

export async function findDistrictsWithSalonCount(db: Db, cityId: number) {
  return db
    .select({
      districtId: districts.id,
      districtName: districts.name,
      cityId: districts.provinceId,
      searchText: districts.searchText,
      totalSalon: count(salons.id),
    })
    .from(districts)
    .leftJoin(salons, countedSalon(eq(salons.districtId, districts.id)))
    .where(eq(districts.provinceId, cityId))
    .groupBy(districts.id);
}
