import { asc, and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { staffDevices } from '../../db/schema/index.ts';

export type DeviceRow = typeof staffDevices.$inferSelect;

export async function insertDevice(tx: Tx, device: typeof staffDevices.$inferInsert): Promise<DeviceRow> {
  const [row] = await tx.insert(staffDevices).values(device).returning();
  return row!;
}

export async function listDevices(db: Db, salonId: number): Promise<DeviceRow[]> {
  return db.select().from(staffDevices).where(eq(staffDevices.salonId, salonId)).orderBy(asc(staffDevices.id));
}

export async function findDevice(db: Db, id: number): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(staffDevices).where(eq(staffDevices.id, id));
  return row;
}

export async function findDeviceByCredentialHash(db: Db, credentialHash: string): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(staffDevices).where(eq(staffDevices.credentialHash, credentialHash));
  return row;
}

/** Revokes a live device once: the revoked row, or undefined when it was revoked already. */
export async function revokeDevice(tx: Tx, id: number, by: number, now: Date): Promise<DeviceRow | undefined> {
  const [row] = await tx
    .update(staffDevices)
    .set({ revokedAt: now, revokedBy: by })
    .where(and(eq(staffDevices.id, id), isNull(staffDevices.revokedAt)))
    .returning();
  return row;
}
