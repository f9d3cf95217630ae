/**
 * Demo data of a Vietnamese men's hair-salon chain, generated deterministically from `today`
 * (salon-local date): the same date always gives the same rows. Runs once on an empty database,
 * in one transaction; ensureShifts runs on every boot so shifts never run out.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { CATEGORIES, GUIDE_SCREENS, SERVICE_BANNERS, SERVICE_UPSALES, SUGGEST_RULES, groupRows, serviceRows, specialDayPriceRows } from './catalog.ts';
import { campaignLinkRows, campaignRows, rewardRows } from './campaigns.ts';
import { CONTENT_REDIRECT_ROWS, contentPageRows } from './content-pages.ts';
import { hairstyleRows, styleCollectionRows } from './collections.ts';
import { discoverLikeRows, discoverPostRows } from './discover.ts';
import { newsPageRows, newsRows, topStylistRows, topStylists } from './content.ts';
import { QUESTIONS, QUESTION_ANSWERS, buildCustomers, buildSavedAddresses } from './customers.ts';
import { districtRows, provinceById, provinceRows } from './geography.ts';
import { buildPastBookings } from './history.ts';
import { jobRows } from './recruitment.ts';
import { bannerRows, homeSectionRows } from './home.ts';
import { serviceAreaRows } from './home-service.ts';
import { seedRewards } from './rewards.ts';
import { seedMembership } from './membership.ts';
import { addDays, chunks, salonInstant } from './random.ts';
import { buildSalonDaysOff, buildSalons } from './salons.ts';
import { ensureShifts } from './shifts.ts';
import { seedStyleMaster } from './style-master-seed.ts';
import { buildStaff } from './staff.ts';
import { seedStaffAccounts } from './floor.ts';
import { seedFloorDay } from './floor-day.ts';

export { ensureShifts } from './shifts.ts';

/** Arbitrary key for pg_advisory_xact_lock: two instances booting together seed only once. */
const SEED_LOCK_KEY = 30_2026_11;

/** Vouchers the first demo customers have already claimed (customer index, campaign, code). */
const CLAIMED_VOUCHERS = [
  { customer: 0, campaignId: 5, code: 'SHINE50K' },
  { customer: 0, campaignId: 6, code: 'CHAOBANMOI' },
  { customer: 1, campaignId: 5, code: 'SHINE50K' },
  { customer: 2, campaignId: 7, code: 'GENZ40' },
];

export async function seedDemoData(db: Db, opts: { today: string }): Promise<{ seeded: boolean }> {
  const { today } = opts;
  addDays(today, 0); // validates the date before anything is written
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`));
    const existing = await tx.select({ id: t.salons.id }).from(t.salons).limit(1);
    if (existing.length > 0) return { seeded: false };

    const salonRows = buildSalons(today);
    const staffRows = buildStaff(salonRows.map((s) => s.id));
    const top = topStylists(today, staffRows, salonRows);

    await tx.insert(t.provinces).values(provinceRows());
    await tx.insert(t.districts).values(districtRows());
    await tx.insert(t.salons).values(salonRows);
    await tx.insert(t.salonDaysOff).values(buildSalonDaysOff(today));
    await tx.insert(t.salonServiceAreas).values(serviceAreaRows());
    for (const batch of chunks(staffRows, 500)) await tx.insert(t.staff).values(batch);
    await seedStaffAccounts(tx, { salons: salonRows, staff: staffRows });

    await tx.insert(t.serviceCategories).values(CATEGORIES);
    await tx.insert(t.serviceGroups).values(groupRows());
    await tx.insert(t.services).values(serviceRows());
    await tx.insert(t.serviceSpecialDayPrices).values(specialDayPriceRows(today));
    await tx.insert(t.serviceBanners).values(SERVICE_BANNERS);
    await tx.insert(t.serviceUpsales).values(SERVICE_UPSALES);
    await tx.insert(t.serviceSuggestRules).values(SUGGEST_RULES);
    await tx.insert(t.guideScreens).values(GUIDE_SCREENS);

    const links = campaignLinkRows(salonRows.map((s) => ({ id: s.id, regionId: provinceById(s.provinceId).regionId })));
    const claimedPerCode = new Map<string, number>();
    for (const v of CLAIMED_VOUCHERS) claimedPerCode.set(v.code, (claimedPerCode.get(v.code) ?? 0) + 1);
    await tx.insert(t.campaigns).values(campaignRows(today));
    await tx.insert(t.campaignConditions).values(links.conditions);
    await tx.insert(t.campaignApplies).values(links.applies);
    await tx.insert(t.campaignSalons).values(links.salons);
    const codes = await tx
      .insert(t.campaignCodes)
      .values(links.codes.map((c) => ({ ...c, claimed: claimedPerCode.get(c.code) ?? 0 })))
      .returning({ id: t.campaignCodes.id, code: t.campaignCodes.code });
    await tx.insert(t.rewards).values(rewardRows(today));

    const customerSeeds = buildCustomers(today);
    const inserted = await tx.insert(t.customers).values(customerSeeds).returning({ id: t.customers.id, phone: t.customers.phone });
    const idByPhone = new Map(inserted.map((c) => [c.phone, c.id]));
    const customers = customerSeeds.map((c) => ({ id: idByPhone.get(c.phone) ?? 0, phone: c.phone }));
    await tx.insert(t.savedAddresses).values(
      buildSavedAddresses(
        today,
        customers.map((c) => c.id),
        salonRows,
      ),
    );
    const codeId = new Map(codes.map((c) => [c.code, c.id]));
    await tx.insert(t.customerVouchers).values(
      CLAIMED_VOUCHERS.map((v, i) => ({
        customerId: customers[v.customer]?.id ?? 0,
        campaignId: v.campaignId,
        codeId: codeId.get(v.code) ?? null,
        claimedAt: salonInstant(addDays(today, -3 - i), 600),
      })),
    );
    await tx.insert(t.customerQuestions).values(QUESTIONS);
    await tx.insert(t.questionAnswers).values(QUESTION_ANSWERS);

    const pastBookings = buildPastBookings(today, customers, salonRows, staffRows);
    await insertPastBookings(tx, pastBookings);
    const pastSpend = new Map<number, number>();
    for (const p of pastBookings) pastSpend.set(p.booking.customerId, (pastSpend.get(p.booking.customerId) ?? 0) + p.booking.totalPrice);
    await seedMembership(tx, {
      today,
      customers: customerSeeds.map((c, i) => ({ id: customers[i]?.id ?? 0, phone: c.phone, memberType: c.memberType, accountBalance: c.accountBalance })),
      salons: salonRows,
      staff: staffRows,
      pastSpend,
    });

    await tx.insert(t.banners).values(bannerRows());
    await tx.insert(t.homeSections).values(homeSectionRows(salonRows, top));
    await tx.insert(t.newsArticles).values(newsRows(today));
    const pages = contentPageRows(today);
    for (const batch of chunks([...pages, ...newsPageRows(today, pages.length + 1)], 50)) await tx.insert(t.contentPages).values(batch);
    await tx.insert(t.contentRedirects).values(CONTENT_REDIRECT_ROWS);
    await tx.insert(t.topStylists).values(topStylistRows(today, top));
    await seedRewards(tx, {
      today,
      customerIds: customers.map((c) => c.id),
      customerNames: customerSeeds.map((c) => c.name),
      stylistIds: top.map((s) => s.stylist.id),
    });
    await tx.insert(t.styleCollections).values(styleCollectionRows());
    await tx.insert(t.hairstyles).values(hairstyleRows());
    const discover = discoverLikeRows(
      discoverPostRows(today),
      customers.map((c) => c.id),
      today,
    );
    await tx.insert(t.discoverPosts).values(discover.posts);
    if (discover.likes.length > 0) await tx.insert(t.discoverLikes).values(discover.likes);
    const busyStylistDays = new Set(pastBookings.map((p) => `${p.booking.stylistId}@${p.booking.dateBook}`));
    await seedStyleMaster(tx, { today, salons: salonRows, staff: staffRows, customerPhones: customers.map((c) => c.phone), busyStylistDays });

    await tx.insert(t.jobs).values(jobRows(today, salonRows));

    await ensureShifts(tx, { today });
    await seedFloorDay(tx, { today });
    return { seeded: true };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertPastBookings(tx: Tx, past: ReturnType<typeof buildPastBookings>): Promise<void> {
  if (past.length === 0) return;
  const rows = await tx
    .insert(t.bookings)
    .values(past.map((p) => p.booking))
    .returning({ id: t.bookings.id, stylistId: t.bookings.stylistId, startAt: t.bookings.startAt });
  // a stylist never has two bookings starting at the same instant, so this identifies each row
  const idOf = new Map(rows.map((r) => [`${r.stylistId}@${r.startAt.toISOString()}`, r.id]));
  const withIds = past.map((p) => ({ ...p, id: idOf.get(`${p.booking.stylistId}@${p.booking.startAt.toISOString()}`) ?? 0 }));
  await tx.insert(t.bookingServices).values(withIds.flatMap((p) => p.services.map((s) => ({ ...s, bookingId: p.id }))));
  await tx
    .insert(t.bookingImages)
    .values(withIds.map((p) => ({ bookingId: p.id, kind: 'final' as const, url: p.finalImage, name: 'Ảnh sau khi cắt', createdAt: p.booking.endAt })));
  await tx.insert(t.bookingStatusHistory).values(
    withIds.flatMap((p) => [
      { bookingId: p.id, fromStatus: null, toStatus: 'confirmed', reason: null, at: p.booking.createdAt },
      { bookingId: p.id, fromStatus: 'confirmed', toStatus: 'completed', reason: null, at: p.booking.endAt },
    ]),
  );
  const rated = withIds.filter((p) => p.rating);
  if (rated.length > 0) {
    await tx.insert(t.ratings).values(
      rated.map((p) => ({
        bookingId: p.id,
        customerId: p.booking.customerId,
        stars: p.rating?.stars ?? 5,
        comment: p.rating?.comment ?? null,
        createdAt: new Date(p.booking.endAt.getTime() + 2 * 3_600_000),
      })),
    );
  }
}
