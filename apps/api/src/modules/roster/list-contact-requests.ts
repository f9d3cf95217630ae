import type { TContactRequest } from '@shine/shared/schemas/roster';
import type { AppDeps } from '../../app-deps.ts';
import type { StaffActor } from '../floor/index.ts';
import { requireOps } from './ops-guard.ts';
import { findOpenContactRequests } from './roster-repository.ts';

/** The bookings a roster change left for reception to call, soonest first. */
export async function listContactRequests(deps: Pick<AppDeps, 'db'>, actor: StaffActor, salonId: number): Promise<TContactRequest[]> {
  requireOps(actor, 'contact.read', salonId);
  return (await findOpenContactRequests(deps.db, salonId)).map((r) => ({
    id: r.id,
    bookingId: r.bookingId,
    startAt: r.startAt.toISOString(),
    customerName: r.customerName,
    phone: r.phone,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  }));
}
