import type { TAdminBookingWithMessages } from '@shine/shared/schemas/backoffice-catalog';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/errors.ts';
import { messagesOfBookings } from '../messages/index.ts';
import { type AdminActor, requireAllowedIn, visibleSalonIds } from './backoffice-guard.ts';
import { findBookingById, findBookingsByPhone } from './booking-lookup-repository.ts';

const LATEST = 10;

/** What the back office shows of a phone: its last 3 digits. */
const maskPhone = (phone: string | null) => (phone ? `${'*'.repeat(Math.max(phone.length - 3, 0))}${phone.slice(-3)}` : '');

/**
 * A booking (by number) or a phone's latest bookings, each with its messages (issue 33). A salon manager
 * sees his salon's bookings only (another salon's number is a 403), a region manager his region's, the chain all.
 */
export async function lookUpBookingMessages(
  deps: Pick<AppDeps, 'db'>,
  actor: AdminActor,
  query: { bookingId?: number; phone?: string },
): Promise<TAdminBookingWithMessages[]> {
  let rows;
  if (query.bookingId !== undefined) {
    const row = await findBookingById(deps.db, query.bookingId);
    if (!row) throw notFound('BOOKING_NOT_FOUND', 'admin.notFound');
    requireAllowedIn(actor, 'booking.messages', row.salonId);
    rows = [row];
  } else {
    rows = await findBookingsByPhone(deps.db, query.phone ?? '', visibleSalonIds(actor), LATEST);
  }
  const messages = await messagesOfBookings(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    bookingId: r.id,
    salonId: r.salonId,
    salonName: r.salonName,
    startAt: r.startAt.toISOString(),
    status: r.status,
    phone: maskPhone(r.phone),
    messages: (messages.get(r.id) ?? []).map((m) => ({
      id: m.id,
      kind: m.kind,
      state: m.state,
      channel: m.channel,
      dueAt: m.dueAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
      attempts: m.attempts,
      voidReason: m.voidReason,
    })),
  }));
}
