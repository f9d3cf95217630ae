// The booking wizard's address for a salon page's links (the wizard reads it with features/booking/model/booking-url.ts).

/** The wizard's address for a salon, optionally with a day (DD-MM-YYYY) and a free hour chosen. */
export function bookingLink(input: { salonId: number; dateBook?: string; hourId?: number; hour?: string }): string {
  const query = new URLSearchParams({ salonId: String(input.salonId), step: '0' });
  if (input.dateBook) query.set('dateBook', input.dateBook);
  if (input.hourId && input.hour) {
    query.set('hourId', String(input.hourId));
    query.set('hour', input.hour);
  }
  return `/booking?${query.toString()}`;
}
