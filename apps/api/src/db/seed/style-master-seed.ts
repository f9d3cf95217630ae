import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { chunks } from './random.ts';
import type { SalonRow } from './salons.ts';
import type { StaffRow } from './staff.ts';
import { buildRatedVisits, buildVoters, contestRows, stylePostRows, styleVoteRows } from './style-master.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts the Style Master data (style-master.ts) inside the seed's transaction. */
export async function seedStyleMaster(
  tx: Tx,
  opts: { today: string; salons: SalonRow[]; staff: StaffRow[]; customerPhones: string[]; busyStylistDays: Set<string> },
): Promise<void> {
  const voterSeeds = buildVoters(opts.today, new Set(opts.customerPhones));
  const voters = await tx.insert(t.customers).values(voterSeeds).returning({ id: t.customers.id, phone: t.customers.phone });
  const voterList = voters.map((v) => ({ id: v.id, phone: v.phone ?? '' }));

  const posts = stylePostRows(opts.today, opts.salons, opts.staff);
  await tx.insert(t.styleMasterPosts).values(posts);
  // Thousands of vote rows: one statement over three arrays is far cheaper than bound VALUES rows.
  const votes = styleVoteRows(
    opts.today,
    posts,
    voterList.map((v) => v.id),
  );
  await tx.execute(sql`insert into ${t.styleMasterVotes} (post_id, customer_id, created_at)
    select * from unnest(${`{${votes.map((v) => v.postId).join(',')}}`}::int[], ${`{${votes.map((v) => v.customerId).join(',')}}`}::int[], ${`{${votes.map((v) => v.createdAt.toISOString()).join(',')}}`}::timestamptz[])`);
  await tx.insert(t.contests).values(contestRows(opts.today));

  const visits = buildRatedVisits(opts.today, opts.salons, opts.staff, voterList, opts.busyStylistDays);
  for (const batch of chunks(visits, 500)) {
    const rows = await tx
      .insert(t.bookings)
      .values(batch.map((v) => v.booking))
      .returning({ id: t.bookings.id });
    const withIds = batch.map((v, i) => ({ ...v, id: rows[i]!.id }));
    await tx.insert(t.bookingServices).values(withIds.map((v) => ({ ...v.service, bookingId: v.id })));
    await tx
      .insert(t.bookingImages)
      .values(withIds.map((v) => ({ bookingId: v.id, kind: 'final' as const, url: v.finalImage, name: 'Ảnh sau khi cắt', createdAt: v.booking.endAt })));
    await tx.insert(t.bookingStatusHistory).values(
      withIds.flatMap((v) => [
        { bookingId: v.id, fromStatus: null, toStatus: 'confirmed', reason: null, at: v.booking.createdAt },
        { bookingId: v.id, fromStatus: 'confirmed', toStatus: 'completed', reason: null, at: v.booking.endAt },
      ]),
    );
    await tx.insert(t.ratings).values(
      withIds.map((v) => ({
        bookingId: v.id,
        customerId: v.booking.customerId,
        stars: v.stars,
        comment: v.comment,
        createdAt: new Date(v.booking.endAt.getTime() + 3_600_000),
      })),
    );
  }
}
