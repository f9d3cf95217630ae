import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customers, sessions } from '../../db/schema/index.ts';

const SESSION_LIFETIME_MS = 94608e6; // about 3 years, like the login cookie (spec §9)

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session; the 256-bit token goes to the client, only its hash is stored. */
export async function createSession(db: Db, customerId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    customerId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

export type SessionCustomer = { sessionId: number; customerId: number; phone: string; name: string | null; memberType: number };

export async function findSessionCustomer(db: Db, token: string, now: Date): Promise<SessionCustomer | undefined> {
  const [row] = await db
    .select({ sessionId: sessions.id, customerId: customers.id, phone: customers.phone, name: customers.name, memberType: customers.memberType })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(customers.deletedAt)));
  return row && row.phone ? { ...row, phone: row.phone } : undefined;
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeCustomerSessions(db: Db | Tx, customerId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
}

/** After a password change only the session that made it stays open. */
export async function revokeOtherSessions(db: Db, customerId: number, keepSessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
