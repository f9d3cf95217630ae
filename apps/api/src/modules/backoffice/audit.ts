import type { Tx } from '../../db/client.ts';
import type { AdminActor } from './backoffice-guard.ts';
import { insertAdminAudit } from './backoffice-repository.ts';

export type AdminChange = {
  at: Date;
  action: string;
  entity: string;
  entityId: number | string;
  salonId?: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Records a back-office change by `actor`: call it inside the transaction that makes the change. */
export async function audit(tx: Tx, actor: AdminActor, change: AdminChange) {
  await insertAdminAudit(tx, { ...change, salonId: change.salonId ?? null, staffAccountId: actor.accountId });
}
