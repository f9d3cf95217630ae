import { type OpsAction, canOps } from '@shine/shared';
import { AppError } from '../../lib/errors.ts';
import type { StaffActor } from '../floor/index.ts';

/** 403 unless the back-office policy lets this person take `action` in `target` (a salon, or the chain). */
export function requireOps(actor: StaffActor, action: OpsAction, target: number | 'chain') {
  if (!canOps(actor.role, action, actor.salonIds, target)) throw new AppError(403, 'FORBIDDEN', 'floor.forbidden');
}
