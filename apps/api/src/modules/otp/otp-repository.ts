import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { otpChallenges, otpFailures } from '../../db/schema/index.ts';

export type OtpPurpose = (typeof otpChallenges.$inferInsert)['purpose'];
export type OtpChannel = (typeof otpChallenges.$inferInsert)['channel'];

export async function countRecentSends(db: Db, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), gt(otpChallenges.createdAt, since)));
  return row?.n ?? 0;
}

/** Serialises code sends of one phone, so the resend wait and "a new code voids the old" hold under races. */
export async function lockPhoneCodes(tx: Tx, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
}

export async function findLatestChallenge(db: Db | Tx, phone: string, purpose: OtpPurpose) {
  const [row] = await db
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), eq(otpChallenges.purpose, purpose)))
    .orderBy(desc(otpChallenges.id))
    .limit(1);
  return row;
}

/** A new code replaces the phone's earlier codes of the same purpose: they stop working at once. */
export async function voidLiveChallenges(db: Db | Tx, phone: string, purpose: OtpPurpose, now: Date) {
  await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.phone, phone), eq(otpChallenges.purpose, purpose), isNull(otpChallenges.consumedAt), gt(otpChallenges.expiresAt, now)));
}

export async function insertChallenge(db: Db | Tx, values: typeof otpChallenges.$inferInsert) {
  await db.insert(otpChallenges).values(values);
}

export async function recordOtpFailure(db: Db, phone: string, at: Date) {
  await db.insert(otpFailures).values({ phone, at });
}

export async function countOtpFailures(db: Db, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(otpFailures)
    .where(and(eq(otpFailures.phone, phone), gt(otpFailures.at, since)));
  return row?.n ?? 0;
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
