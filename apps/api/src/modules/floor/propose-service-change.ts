import type { VisitStage } from '@shine/shared';
import type { TProposedChange } from '@shine/shared/schemas/service-change';
import type { AppDeps } from '../../app-deps.ts';
import { type ProposalAudit, proposeServiceChange } from '../service-change/index.ts';
import { writeAudit } from './audit-repository.ts';
import { requireFloorBooking, requireToday, stageChanged, stageOf } from './move-visit.ts';
import { type StaffActor, requireAllowed } from './staff-actor.ts';

type Deps = Parameters<typeof proposeServiceChange>[0] & Pick<AppDeps, 'db' | 'clock'>;

/** A service is added or removed while the customer is at the salon: checked in, in the wash or in the cut. */
const CHANGEABLE: readonly VisitStage[] = ['checked_in', 'wash', 'cut'];

/** The proposal's audit row (action serviceChange.propose), by a person or by the salon system's key (no person). */
const auditBy =
  (by: { staffAccountId: number | null; deviceId: number | null }): ProposalAudit =>
  (tx, p) =>
    writeAudit(tx, {
      at: p.now,
      staffAccountId: by.staffAccountId,
      deviceId: by.deviceId,
      salonId: p.salonId,
      action: 'serviceChange.propose',
      entity: 'visit',
      entityId: p.bookingId,
      before: null,
      after: { proposalId: p.proposalId, serviceIds: p.serviceIds, totalPrice: p.totalPrice },
    });

/**
 * From the floor (staff session): the visit's stylist, reception or a manager of the salon proposes a new
 * list of services while the visit is checked in, in the wash or in the cut, today; the customer confirms
 * on /xac-nhan-thay-doi-dvsp/{id}. The proposal and its audit row are written in one transaction.
 */
export async function proposeFromFloor(deps: Deps, actor: StaffActor, input: { bookingId: number; serviceIds: number[] }): Promise<TProposedChange> {
  const booking = await requireFloorBooking(deps, input.bookingId);
  requireAllowed(actor, 'serviceChange.propose', booking.salonId, { ownCustomer: actor.staffId !== null && booking.stylistId === actor.staffId });
  requireToday(booking, deps.clock.now());
  const stage = stageOf(booking);
  if (!stage || !CHANGEABLE.includes(stage)) throw stageChanged(stage);
  return proposeServiceChange(deps, {
    ...input,
    staffId: actor.staffId ?? undefined,
    audit: auditBy({ staffAccountId: actor.accountId, deviceId: actor.deviceId }),
  });
}

/** From the salon system (its key, no person): as before the floor existed, audited without a person. */
export function proposeFromSalonSystem(deps: Deps, input: { bookingId: number; serviceIds: number[]; staffId?: number }): Promise<TProposedChange> {
  return proposeServiceChange(deps, { ...input, audit: auditBy({ staffAccountId: null, deviceId: null }) });
}
