import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, staffAccounts } from '../../db/schema/index.ts';

export type AdminAuditEntry = {
  at: Date;
  staffAccountId: number;
  /** The salon the change concerns, null for a chain-wide one (the catalogue, the home page). */
  salonId: number | null;
  /** The policy's action ('catalog.edit', 'cv.read'…). */
  action: string;
  entity: string;
  entityId: number | string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** One append-only row, in the transaction of the change it records (the table refuses updates and deletes). */
export async function insertAdminAudit(tx: Tx | Db, entry: AdminAuditEntry) {
  await tx.insert(auditLog).values({ ...entry, deviceId: null, entityId: String(entry.entityId) });
}

/** An entity's history, newest first, with who acted. */
export async function findEntityHistory(db: Db, entity: string, entityId: string, limit = 200) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      salonId: auditLog.salonId,
      actorId: staffAccounts.id,
      actorName: staffAccounts.name,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffAccountId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
