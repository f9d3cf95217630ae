import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { provinces, salonServiceAreas, salons, serviceGroups, services } from '../../db/schema/index.ts';

/** Haircut at home: the salons' service areas with the salon's point, name and province. */
export async function findServiceAreas(db: Db) {
  return db
    .select({
      salonId: salonServiceAreas.salonId,
      kind: salonServiceAreas.kind,
      radiusKm: salonServiceAreas.radiusKm,
      wardIds: salonServiceAreas.wardIds,
      travelMinutes: salonServiceAreas.travelMinutes,
      latitude: salons.latitude,
      longitude: salons.longitude,
      salonName: salons.name,
      address: salons.address,
      addressNew: salons.addressNew,
      cityName: provinces.name,
    })
    .from(salonServiceAreas)
    .innerJoin(salons, and(eq(salons.id, salonServiceAreas.salonId), eq(salons.active, true)))
    .innerJoin(provinces, eq(provinces.id, salons.provinceId))
    .orderBy(asc(provinces.sort), asc(salons.id));
}

export async function findServiceArea(db: Db, salonId: number) {
  const [row] = await db.select().from(salonServiceAreas).where(eq(salonServiceAreas.salonId, salonId));
  return row;
}

/** The haircut services (category 1, not discontinued, top-level) a stylist does at home. */
export async function findHomeServices(db: Db) {
  return db
    .select({ serviceId: services.id, name: services.name, price: services.price, timeServe: services.timeServe })
    .from(services)
    .innerJoin(serviceGroups, eq(serviceGroups.id, services.groupId))
    .where(and(eq(serviceGroups.categoryId, 1), eq(services.discontinued, false), isNull(services.parentServiceId)))
    .orderBy(asc(services.price), asc(services.id));
}
