import { type SQL, and, asc, count, eq, exists, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, districts, provinces, salonDaysOff, salons } from '../../db/schema/index.ts';

export type SalonRow = typeof salons.$inferSelect;
/** A salon with the names of its city and district, and whether the caller has been there. */
export type SalonCardRow = { salon: SalonRow; cityName: string; districtName: string; hasCame: boolean };

export async function findSalon(db: Db, id: number): Promise<SalonRow | undefined> {
  const [row] = await db
    .select()
    .from(salons)
    .where(and(eq(salons.id, id), eq(salons.active, true)));
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
  cityId?: number;
  districtId?: number;
  parkingOnly?: boolean;
  businessClassOnly?: boolean;
  /** Only salons open for bookings that day: opened by then and not off. */
  openOn?: string;
  /** Flag the salons this phone has a completed booking at. */
  hasCameFor?: string;
};

/** Active salons with their province and district names, in one query (province order, then id). */
export async function findSalonCardRows(db: Db, filter: SalonFilter = {}): Promise<SalonCardRow[]> {
  const where: (SQL | undefined)[] = [eq(salons.active, true)];
  if (filter.ids) where.push(inArray(salons.id, filter.ids));
  if (filter.cityId) where.push(eq(salons.provinceId, filter.cityId));
  if (filter.districtId) where.push(eq(salons.districtId, filter.districtId));
  if (filter.parkingOnly) where.push(eq(salons.parking, true));
  if (filter.businessClassOnly) where.push(eq(salons.businessClass, true));
  if (filter.openOn) {
    const date = filter.openOn;
    where.push(or(isNull(salons.openingDate), lte(salons.openingDate, date)));
    const off = db
      .select({ one: sql`1` })
      .from(salonDaysOff)
      .where(and(eq(salonDaysOff.salonId, salons.id), eq(salonDaysOff.date, date)));
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

/** Position of every active salon, for the nearby lists (selectNearbySalons leaves salon 24 out). */
export async function findSalonPoints(db: Db) {
  return db
    .select({ id: salons.id, latitude: salons.latitude, longitude: salons.longitude })
    .from(salons)
    .where(eq(salons.active, true))
    .orderBy(asc(salons.id));
}

/** Salons a province or district counts: every active one, as browsing it lists them (shared rule `listsSalon`). */
const countedSalon = (on: SQL) => and(on, eq(salons.active, true));

export async function findProvincesWithSalonCount(db: Db) {
  return db
    .select({
      cityId: provinces.id,
      cityName: provinces.name,
      vungMienId: provinces.regionId,
      searchText: provinces.searchText,
      formerNames: provinces.formerNames,
      totalSalon: count(salons.id),
    })
    .from(provinces)
    .leftJoin(salons, countedSalon(eq(salons.provinceId, provinces.id)))
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
