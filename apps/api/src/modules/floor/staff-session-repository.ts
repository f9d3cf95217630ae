import { randomBytes } from 'node:crypto';
import { TABLET_IDLE_MS } from '@shine/shared/schemas/floor';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts, staffDevices, staffSessions } from '../../db/schema/index.ts';
import { hashToken } from '../auth/index.ts';
import type { StaffAccountRow } from './staff-account-repository.ts';

/** A personal login lasts a working day and a half unused, a week at most; a tablet locks after 5 idle minutes. */
export const PERSONAL_IDLE_MS = 36 * 3_600_000;
export const PERSONAL_ABSOLUTE_MS = 7 * 86_400_000;
export const DEVICE_IDLE_MS = TABLET_IDLE_MS;
export const DEVICE_ABSOLUTE_MS = 14 * 3_600_000;

export type StaffSessionRow = { sessionId: number; deviceId: number | null; deviceSalonId: number | null; account: StaffAccountRow };

/** Opens a session; the 256-bit token goes to the client, only its hash is stored. */
export async function createStaffSession(db: Db, accountId: number, now: Date, device?: { id: number }): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + (device ? DEVICE_IDLE_MS : PERSONAL_IDLE_MS));
  await db.insert(staffSessions).values({
    staffAccountId: accountId,
    deviceId: device?.id ?? null,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
    absoluteExpiresAt: new Date(now.getTime() + (device ? DEVICE_ABSOLUTE_MS : PERSONAL_ABSOLUTE_MS)),
  });
  return { token, expiresAt };
}

/**
 * The live session of a token, its idle expiry pushed on by this request (a tablet's 5 minutes count
 * from its last request) unless `passive` (a board's event stream reconnecting is nobody's action). A session
 * on a revoked device is dead from the revocation on.
 */
export async function findStaffSession(db: Db, token: string, now: Date, passive = false): Promise<StaffSessionRow | 'device-revoked' | undefined> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      revokedAt: staffSessions.revokedAt,
      deviceId: staffSessions.deviceId,
      deviceSalonId: staffDevices.salonId,
      deviceRevokedAt: staffDevices.revokedAt,
      absoluteExpiresAt: staffSessions.absoluteExpiresAt,
      account: staffAccounts,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffAccountId))
    .leftJoin(staffDevices, eq(staffDevices.id, staffSessions.deviceId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.absoluteExpiresAt, now),
        eq(staffAccounts.active, true),
      ),
    );
  if (!row) return undefined;
  // The tablet's revocation is said as such, also to sessions it closed.
  if (row.deviceId !== null && row.deviceRevokedAt !== null) return 'device-revoked';
  if (row.revokedAt !== null) return undefined;
  const idle = row.deviceId !== null ? DEVICE_IDLE_MS : PERSONAL_IDLE_MS;
  const until = new Date(Math.min(now.getTime() + idle, row.absoluteExpiresAt.getTime()));
  if (!passive) await db.update(staffSessions).set({ expiresAt: until }).where(eq(staffSessions.id, row.sessionId));
  return { sessionId: row.sessionId, deviceId: row.deviceId, deviceSalonId: row.deviceSalonId, account: row.account };
}

export async function revokeStaffSession(db: Db, sessionId: number, now: Date) {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
}

/** Sessions opened on a device end with it (its revocation also refuses them at lookup). */
export async function revokeDeviceSessions(db: Db, deviceId: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.deviceId, deviceId), isNull(staffSessions.revokedAt)));
}
