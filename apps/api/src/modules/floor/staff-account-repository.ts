import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { StaffRole } from '@shine/shared';
import { provinces, salons, staffAccountRoles, staffAccounts, staffShifts } from '../../db/schema/index.ts';

export type StaffAccountRow = typeof staffAccounts.$inferSelect;

export async function findAccountByPhone(db: Db, phone: string): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.phone, phone), eq(staffAccounts.active, true)));
  return row;
}

export async function findAccountById(db: Db, id: number): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, id), eq(staffAccounts.active, true)));
  return row;
}

/** The roles an account holds beside its primary one (issue 32). */
export async function findExtraRoles(db: Db, accountId: number): Promise<StaffRole[]> {
  const rows = await db.select({ role: staffAccountRoles.role }).from(staffAccountRoles).where(eq(staffAccountRoles.staffAccountId, accountId));
  return rows.map((r) => r.role);
}

/** The salon of a stylist's or skinner's shift on `date` (he may be lent to another salon for the day). */
export async function findShiftSalon(db: Db, staffId: number, date: string): Promise<number | undefined> {
  const [row] = await db
    .select({ salonId: staffShifts.salonId })
    .from(staffShifts)
    .where(and(eq(staffShifts.staffId, staffId), eq(staffShifts.workDate, date)));
  return row?.salonId;
}

/** Every salon of a region (vungMienId), for a region manager's scope. */
export async function findRegionSalonIds(db: Db, regionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: salons.id })
    .from(salons)
    .innerJoin(provinces, eq(provinces.id, salons.provinceId))
    .where(eq(provinces.regionId, regionId));
  return rows.map((r) => r.id);
}

/**
 * Counts one PIN attempt before the PIN is checked, so parallel guesses see each other: the count of
 * wrong PINs in a row this attempt would make, or undefined while the PIN is locked.
 */
export async function countPinAttempt(db: Db, accountId: number, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(staffAccounts)
    .set({ pinFailures: sql`${staffAccounts.pinFailures} + 1` })
    .where(and(eq(staffAccounts.id, accountId), or(isNull(staffAccounts.pinLockedUntil), lte(staffAccounts.pinLockedUntil, now))))
    .returning({ failures: staffAccounts.pinFailures });
  return row?.failures;
}

/** The 5th wrong PIN locks the PIN until `until`; the count starts again after the lock. */
export async function lockPin(db: Db, accountId: number, until: Date) {
  await db.update(staffAccounts).set({ pinFailures: 0, pinLockedUntil: until }).where(eq(staffAccounts.id, accountId));
}

export async function resetPinFailures(db: Db, accountId: number) {
  await db
    .update(staffAccounts)
    .set({ pinFailures: 0, pinLockedUntil: null })
    .where(and(eq(staffAccounts.id, accountId), gt(staffAccounts.pinFailures, 0)));
}

/** When the PIN lock of an account ends, if it is locked at `now`. */
export async function pinLockedUntil(db: Db, accountId: number, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ until: staffAccounts.pinLockedUntil })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, accountId), gt(staffAccounts.pinLockedUntil, now)));
  return row?.until ?? undefined;
}
