import { AUDIT_ENTITY_ACTIONS } from '@shine/shared';
import type { TAuditEntry } from '@shine/shared/schemas/backoffice';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { type AdminActor, allows } from './backoffice-guard.ts';
import { findEntityHistory } from './backoffice-repository.ts';

/**
 * The history of one entity, newest first. Whoever may edit the entity reads it (a salon's in the salon
 * the rows name), and those who read the whole audit ('audit.read').
 */
export async function getEntityHistory(deps: Pick<AppDeps, 'db'>, actor: AdminActor, entity: string, entityId: string): Promise<TAuditEntry[]> {
  const rows = await findEntityHistory(deps.db, entity, entityId);
  const editAction = Object.hasOwn(AUDIT_ENTITY_ACTIONS, entity) ? AUDIT_ENTITY_ACTIONS[entity] : undefined;
  const salonIds = [...new Set(rows.map((r) => r.salonId).filter((s): s is number => s !== null))];
  const mayEdit = editAction !== undefined && (salonIds.length === 0 ? allows(actor, editAction) : salonIds.every((s) => allows(actor, editAction, s)));
  if (!mayEdit && !allows(actor, 'audit.read')) throw new AppError(403, 'FORBIDDEN', 'admin.forbidden');
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    salonId: r.salonId,
    actor: r.actorId !== null && r.actorName !== null ? { id: r.actorId, name: r.actorName } : null,
    before: r.before,
    after: r.after,
  }));
}
