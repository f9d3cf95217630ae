import type { Db } from '../../db/client.ts';
import { listMessagesOfBookings } from './booking-message-repository.ts';

export type BookingMessageSummary = Awaited<ReturnType<typeof listMessagesOfBookings>>[number];

/**
 * The messages of some bookings for the back office (issue 33): kind, state, channel, times, attempts.
 * Never the rendered text or its parameters (a link, a code): only what says whether it went out.
 */
export async function messagesOfBookings(db: Db, bookingIds: number[]): Promise<Map<number, BookingMessageSummary[]>> {
  const rows = await listMessagesOfBookings(db, bookingIds);
  const byBooking = new Map<number, BookingMessageSummary[]>(bookingIds.map((id) => [id, []]));
  for (const row of rows) if (row.bookingId !== null) byBooking.get(row.bookingId)?.push(row);
  return byBooking;
}
