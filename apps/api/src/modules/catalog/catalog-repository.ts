import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  guideScreens,
  serviceBanners,
  serviceCategories,
  serviceGroups,
  serviceSpecialDayPrices,
  serviceSuggestRules,
  serviceUpsales,
  services,
} from '../../db/schema/index.ts';

export type ServiceRow = typeof services.$inferSelect;
export type GroupRow = typeof serviceGroups.$inferSelect;
export type CategoryRow = typeof serviceCategories.$inferSelect;
export type SpecialDayPriceRow = typeof serviceSpecialDayPrices.$inferSelect;

export async function findServicesByIds(db: Db, ids: number[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(services).where(inArray(services.id, ids));
}

/** Special-day prices of these services on a date (spec §3 priceSpecialDay). */
export async function findSpecialDayPrices(db: Db, ids: number[], date: string): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(serviceSpecialDayPrices)
    .where(and(inArray(serviceSpecialDayPrices.serviceId, ids), eq(serviceSpecialDayPrices.date, date)));
  return new Map(rows.map((r) => [r.serviceId, r.price]));
}

/** Every special-day price from `from` to `to` (ISO dates, both included), earliest first. */
export async function findSpecialDayPricesBetween(db: Db, from: string, to: string): Promise<SpecialDayPriceRow[]> {
  return db
    .select()
    .from(serviceSpecialDayPrices)
    .where(and(gte(serviceSpecialDayPrices.date, from), lte(serviceSpecialDayPrices.date, to)))
    .orderBy(asc(serviceSpecialDayPrices.date), asc(serviceSpecialDayPrices.serviceId));
}

/** Categories, groups (those the back office has not hidden) and the services still on sale, each in display order. */
export async function findCatalogue(db: Db) {
  const [categoryRows, groupRows, serviceRows] = await Promise.all([
    db.select().from(serviceCategories).where(eq(serviceCategories.hidden, false)).orderBy(asc(serviceCategories.sort), asc(serviceCategories.id)),
    db.select().from(serviceGroups).where(eq(serviceGroups.hidden, false)).orderBy(asc(serviceGroups.sort), asc(serviceGroups.id)),
    db.select().from(services).where(eq(services.discontinued, false)).orderBy(asc(services.sort), asc(services.id)),
  ]);
  return { categories: categoryRows, groups: groupRows, services: serviceRows };
}

export async function findGuideScreens(db: Db) {
  return db.select({ step: guideScreens.step, guide: guideScreens.guide }).from(guideScreens).orderBy(asc(guideScreens.step), asc(guideScreens.id));
}

export async function findSuggestRules(db: Db) {
  return db.select().from(serviceSuggestRules).orderBy(asc(serviceSuggestRules.id));
}

export async function findGroup(db: Db, id: number): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(serviceGroups).where(eq(serviceGroups.id, id));
  return row;
}

/** Everything the service detail screen shows for a group: versions, add-ons, banners, upsales. */
export async function findGroupDetail(db: Db, groupId: number) {
  const versions = await db
    .select()
    .from(services)
    .where(and(eq(services.groupId, groupId), eq(services.discontinued, false)))
    .orderBy(asc(services.sort), asc(services.id));
  const versionIds = versions.map((v) => v.id);
  const [addOns, banners, upsales] = await Promise.all([
    versionIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(services)
          .where(and(inArray(services.parentServiceId, versionIds), eq(services.discontinued, false)))
          .orderBy(asc(services.sort), asc(services.id)),
    db
      .select({ type: serviceBanners.type, link: serviceBanners.link })
      .from(serviceBanners)
      .where(eq(serviceBanners.groupId, groupId))
      .orderBy(asc(serviceBanners.sort), asc(serviceBanners.id)),
    db
      .select({ service: services })
      .from(serviceUpsales)
      .innerJoin(services, eq(services.id, serviceUpsales.serviceId))
      .where(and(eq(serviceUpsales.groupId, groupId), eq(services.discontinued, false)))
      .orderBy(asc(services.sort), asc(services.id)),
  ]);
  return { versions, addOns, banners, upsales: upsales.map((u) => u.service) };
}

/** Category of each group, for services shown outside their group (upsales). */
export async function findGroupCategories(db: Db, groupIds: number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db.select({ id: serviceGroups.id, categoryId: serviceGroups.categoryId }).from(serviceGroups).where(inArray(serviceGroups.id, groupIds));
  return new Map(rows.map((r) => [r.id, r.categoryId]));
}
