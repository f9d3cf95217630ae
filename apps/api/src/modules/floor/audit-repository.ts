import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { appendFloorEvent } from './floor-events-repository.ts';

export type AuditEntry = {
  at: Date;
  /** Null when no person acted: a job of the system, or an enrolled tablet on its own (the kiosk's self check-in, deviceId says which). */
  staffAccountId: number | null;
  deviceId: number | null;
  salonId: number | null;
  /** The policy's action ('visit.checkIn', 'device.revoke'...). */
  action: string;
  entity: 'visit' | 'booking' | 'device' | 'imageReport';
  entityId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * One append-only row, in the transaction of the change it records (the table refuses updates and deletes).
 * A change on a salon's floor (a visit or booking) is also an event for its live boards (issue 31).
 */
export async function writeAudit(tx: Tx, entry: AuditEntry) {
  await tx.insert(auditLog).values({ ...entry, entityId: String(entry.entityId) });
  if (entry.salonId !== null && (entry.entity === 'visit' || entry.entity === 'booking')) {
    await appendFloorEvent(tx, { salonId: entry.salonId, at: entry.at, kind: entry.action, bookingId: entry.entityId, change: entry.after });
  }
}
