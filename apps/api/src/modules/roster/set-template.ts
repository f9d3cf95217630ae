import type { TShiftPlan } from '@shine/shared/schemas/roster';
import type { AppDeps } from '../../app-deps.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { type AdminActor, audit } from '../backoffice/index.ts';
import { requireAllowedIn } from './ops-guard.ts';
import { findTemplates, upsertTemplate } from './roster-repository.ts';
import { requireOwnStaff } from './set-shift.ts';

/** A person's usual shift on one weekday (null: his day off), audited. */
export async function setTemplate(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AdminActor,
  input: { salonId: number; staffId: number; weekday: number; shift: TShiftPlan | null },
): Promise<{ staffId: number; weekday: number; shift: TShiftPlan | null }> {
  requireAllowedIn(actor, 'roster.edit', input.salonId);
  await requireOwnStaff(deps, input.salonId, input.staffId);
  const now = deps.clock.now();
  await transactionWithRetry(deps.db, async (tx) => {
    const old = (await findTemplates(tx, [input.staffId])).find((t) => t.weekday === input.weekday);
    await upsertTemplate(tx, input.staffId, input.weekday, input.shift);
    await audit(tx, actor, {
      at: now,
      salonId: input.salonId,
      action: 'roster.template',
      entity: 'shiftTemplate',
      entityId: `${input.staffId}:${input.weekday}`,
      before: old ? { start: old.startMinute, end: old.endMinute, breaks: old.breaks } : null,
      after: input.shift,
    });
  });
  return { staffId: input.staffId, weekday: input.weekday, shift: input.shift };
}
