import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  campaignApplies,
  campaignCodes,
  campaignConditions,
  campaignSalons,
  campaigns,
  goldenHourDeals,
  salons,
  services,
  wheelPrizes,
  wheels,
} from '../../db/schema/index.ts';

export async function campaignExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id));
  return row !== undefined;
}

// Golden hours.

type NewDeal = Omit<typeof goldenHourDeals.$inferInsert, 'id' | 'claimed'>;
export type DealRow = typeof goldenHourDeals.$inferSelect;

/** The deals' ids are chosen, not generated (the seed's are fixed): the next one under a lock of the table's writers. */
export async function insertGoldenHour(tx: Tx, deal: NewDeal) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('golden_hour_deals:id'))`);
  const [last] = await tx.select({ id: goldenHourDeals.id }).from(goldenHourDeals).orderBy(desc(goldenHourDeals.id)).limit(1);
  const [row] = await tx
    .insert(goldenHourDeals)
    .values({ ...deal, id: (last?.id ?? 0) + 1, claimed: 0 })
    .returning();
  return row!;
}

export async function findGoldenHours(db: Db) {
  return db.select().from(goldenHourDeals).orderBy(asc(goldenHourDeals.opensAt), asc(goldenHourDeals.id));
}

/** One deal, its row held until the transaction ends (claims of it wait behind an edit or a stop). */
export async function lockGoldenHour(tx: Tx, id: number): Promise<DealRow | undefined> {
  const [row] = await tx.select().from(goldenHourDeals).where(eq(goldenHourDeals.id, id)).for('update');
  return row;
}

export async function updateGoldenHour(tx: Tx, id: number, change: Partial<NewDeal>): Promise<DealRow> {
  const [row] = await tx.update(goldenHourDeals).set(change).where(eq(goldenHourDeals.id, id)).returning();
  return row!;
}

// Campaigns and their codes.

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignLinks = { salonIds: number[]; conditionServiceIds: number[]; applyServiceIds: number[]; codes: number };

export async function findCampaigns(db: Db | Tx, id?: number): Promise<(CampaignRow & CampaignLinks)[]> {
  const rows = await (id === undefined ? db.select().from(campaigns) : db.select().from(campaigns).where(eq(campaigns.id, id))).orderBy(asc(campaigns.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [salonRows, conditionRows, applyRows, codeRows] = await Promise.all([
    db.select().from(campaignSalons).where(inArray(campaignSalons.campaignId, ids)),
    db.select().from(campaignConditions).where(inArray(campaignConditions.campaignId, ids)),
    db.select().from(campaignApplies).where(inArray(campaignApplies.campaignId, ids)),
    db
      .select({ campaignId: campaignCodes.campaignId, n: count() })
      .from(campaignCodes)
      .where(inArray(campaignCodes.campaignId, ids))
      .groupBy(campaignCodes.campaignId),
  ]);
  const of = <R extends { campaignId: number }>(list: R[], c: number, pick: (r: R) => number) =>
    list
      .filter((r) => r.campaignId === c)
      .map(pick)
      .sort((a, b) => a - b);
  return rows.map((r) => ({
    ...r,
    salonIds: of(salonRows, r.id, (x) => x.salonId),
    conditionServiceIds: of(conditionRows, r.id, (x) => x.serviceId),
    applyServiceIds: of(applyRows, r.id, (x) => x.serviceId),
    codes: codeRows.find((x) => x.campaignId === r.id)?.n ?? 0,
  }));
}

/** Every salon and service by id and name, for the campaign editor's lists. */
export async function findChoices(db: Db) {
  const [salonRows, serviceRows] = await Promise.all([
    db.select({ id: salons.id, name: salons.name }).from(salons).orderBy(asc(salons.id)),
    db.select({ id: services.id, name: services.name }).from(services).orderBy(asc(services.id)),
  ]);
  return { salons: salonRows, services: serviceRows };
}

/** The ids of `salonIds` and `serviceIds` that exist (to refuse the others as a 400 before a foreign key does as a 500). */
export async function existingReferences(db: Db | Tx, salonIds: number[], serviceIds: number[]) {
  const [s, v] = await Promise.all([
    salonIds.length ? db.select({ id: salons.id }).from(salons).where(inArray(salons.id, salonIds)) : [],
    serviceIds.length ? db.select({ id: services.id }).from(services).where(inArray(services.id, serviceIds)) : [],
  ]);
  return { salonIds: s.map((r) => r.id), serviceIds: v.map((r) => r.id) };
}

export async function lockCampaign(tx: Tx, id: number) {
  const [row] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row;
}

type CampaignFields = Omit<typeof campaigns.$inferInsert, 'id' | 'paymentMethod' | 'image'>;

/** A new campaign row (ids are chosen, as the seed's are): the next id under a lock of the table's writers. */
export async function insertCampaign(tx: Tx, fields: CampaignFields): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('campaigns:id'))`);
  const [last] = await tx.select({ id: campaigns.id }).from(campaigns).orderBy(desc(campaigns.id)).limit(1);
  const [row] = await tx
    .insert(campaigns)
    .values({ ...fields, id: (last?.id ?? 0) + 1 })
    .returning({ id: campaigns.id });
  return row!.id;
}

/** Rewrites a campaign's fields and its salon, condition and benefit lists. */
export async function saveCampaign(tx: Tx, id: number, fields: CampaignFields, links: Omit<CampaignLinks, 'codes'>) {
  await tx.update(campaigns).set(fields).where(eq(campaigns.id, id));
  await tx.delete(campaignSalons).where(eq(campaignSalons.campaignId, id));
  await tx.delete(campaignConditions).where(eq(campaignConditions.campaignId, id));
  await tx.delete(campaignApplies).where(eq(campaignApplies.campaignId, id));
  if (links.salonIds.length) await tx.insert(campaignSalons).values(links.salonIds.map((salonId) => ({ campaignId: id, salonId })));
  if (links.conditionServiceIds.length)
    await tx.insert(campaignConditions).values(links.conditionServiceIds.map((serviceId) => ({ campaignId: id, serviceId })));
  if (links.applyServiceIds.length) await tx.insert(campaignApplies).values(links.applyServiceIds.map((serviceId) => ({ campaignId: id, serviceId })));
}

export async function setCampaignImage(tx: Tx, id: number, image: string | null) {
  await tx.update(campaigns).set({ image }).where(eq(campaigns.id, id));
}

/** Inserts the codes not taken yet (the unique index decides) and returns those inserted. */
export async function insertCodes(tx: Tx, campaignId: number, codes: string[], maxClaims: number | null) {
  return tx
    .insert(campaignCodes)
    .values(codes.map((code) => ({ campaignId, code, maxClaims })))
    .onConflictDoNothing({ target: campaignCodes.code })
    .returning({ id: campaignCodes.id, code: campaignCodes.code, maxClaims: campaignCodes.maxClaims, claimed: campaignCodes.claimed });
}

export async function findCodes(db: Db, campaignId: number, limit: number) {
  return db
    .select({ id: campaignCodes.id, code: campaignCodes.code, maxClaims: campaignCodes.maxClaims, claimed: campaignCodes.claimed })
    .from(campaignCodes)
    .where(eq(campaignCodes.campaignId, campaignId))
    .orderBy(desc(campaignCodes.id))
    .limit(limit);
}

// Wheels.

export async function findWheels(db: Db | Tx, id?: number) {
  const list = await (id === undefined ? db.select().from(wheels) : db.select().from(wheels).where(eq(wheels.id, id))).orderBy(asc(wheels.id));
  if (list.length === 0) return [];
  const prizes = await db
    .select()
    .from(wheelPrizes)
    .where(
      inArray(
        wheelPrizes.wheelId,
        list.map((w) => w.id),
      ),
    )
    .orderBy(asc(wheelPrizes.sort), asc(wheelPrizes.id));
  return list.map((w) => ({ ...w, prizes: prizes.filter((p) => p.wheelId === w.id) }));
}

/** A wheel's prizes, held until the transaction ends (a spin's stock update waits behind the edit). */
export async function lockWheelPrizes(tx: Tx, wheelId: number) {
  return tx.select().from(wheelPrizes).where(eq(wheelPrizes.wheelId, wheelId)).orderBy(asc(wheelPrizes.id)).for('update');
}

export async function setPrizeWeightAndStock(tx: Tx, prizeId: number, weight: number, stock: number | null) {
  await tx
    .update(wheelPrizes)
    .set({ weight, stock })
    .where(and(eq(wheelPrizes.id, prizeId)));
}
