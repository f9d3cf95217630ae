import type { TContactRequest } from '@shine/shared/schemas/roster';
import type { AppDeps } from '../../app-deps.ts';
import { findOpenContactRequests } from './roster-repository.ts';

/** The bookings a roster change left for reception to call, soonest first. */
/** (Who may read it is checked by the route: the salon's desk or its managers.) */
export async function listContactRequests(deps: Pick<AppDeps, 'db'>, salonId: number): Promise<TContactRequest[]> {
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
