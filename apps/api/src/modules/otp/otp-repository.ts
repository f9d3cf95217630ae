import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpChallenges } from '../../db/schema/index.ts';

export type OtpPurpose = (typeof otpChallenges.$inferInsert)['purpose'];
export type OtpChannel = (typeof otpChallenges.$inferInsert)['channel'];

export async function countRecentSends(db: Db, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), gt(otpChallenges.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertChallenge(db: Db, values: typeof otpChallenges.$inferInsert) {
  await db.insert(otpChallenges).values(values);
}

export async function findLiveChallenge(db: Db, input: { phone: string; purpose: OtpPurpose; bookingId?: number; now: Date }) {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.phone, input.phone),
        eq(otpChallenges.purpose, input.purpose),
        input.bookingId ? eq(otpChallenges.bookingId, input.bookingId) : undefined,
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, input.now),
      ),
    )
    .orderBy(desc(otpChallenges.id))
    .limit(1);
  return row;
}

/** Counts one check atomically; undefined when the challenge has used up its checks. */
export async function recordCheck(db: Db, id: number, maxChecks: number): Promise<number | undefined> {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(and(eq(otpChallenges.id, id), lt(otpChallenges.attempts, maxChecks)))
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts;
}

/** Single use: only one caller can consume a challenge. */
export async function consumeChallenge(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}
