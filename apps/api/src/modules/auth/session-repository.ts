import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customers, sessions } from '../../db/schema/index.ts';

/** A session ends after 90 days unused and, used or not, a year after login (OWASP ASVS 5.0 V7.3). */
const SESSION_IDLE_MS = 90 * 86_400_000;
const SESSION_ABSOLUTE_MS = 365 * 86_400_000;
/** Sliding the idle expiry costs a write: do it at most once a day per session. */
const SLIDE_EVERY_MS = 86_400_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Opens a session; the 256-bit token goes to the client, only its hash is stored. `codeVerified`: the
 * login proved the phone with a code just now (a password may then be set without the old one).
 */
export async function createSession(db: Db, customerId: number, now: Date, opts: { codeVerified?: boolean } = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    customerId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    codeVerifiedAt: opts.codeVerified ? now : null,
  });
  return token;
}

export type SessionCustomer = {
  sessionId: number;
  customerId: number;
  phone: string;
  name: string | null;
  memberType: number;
  codeVerifiedAt: Date | null;
};

export async function findSessionCustomer(db: Db, token: string, now: Date): Promise<SessionCustomer | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      customerId: customers.id,
      phone: customers.phone,
      name: customers.name,
      memberType: customers.memberType,
      codeVerifiedAt: sessions.codeVerifiedAt,
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        // Sessions opened before absolute expiry was recorded end a year after they were opened.
        sql`coalesce(${sessions.absoluteExpiresAt}, ${sessions.createdAt} + interval '365 days') > ${now.toISOString()}::timestamptz`,
        isNull(customers.deletedAt),
      ),
    );
  if (!row?.phone) return undefined;
  const { expiresAt, absoluteExpiresAt, ...customer } = row;
  const idleUntil = now.getTime() + SESSION_IDLE_MS;
  if (idleUntil - expiresAt.getTime() > SLIDE_EVERY_MS) {
    const until = Math.min(idleUntil, absoluteExpiresAt?.getTime() ?? idleUntil);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(until) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { ...customer, phone: row.phone };
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeCustomerSessions(db: Db | Tx, customerId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
}

/** After a password change only the session that made it stays open. */
export async function revokeOtherSessions(db: Db, customerId: number, keepSessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
