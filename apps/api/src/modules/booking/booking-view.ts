import { formatDateBook, formatHour, zonedNow } from '@shine/shared';
import type { TBookingExists, TBookingRecord } from '@shine/shared/schemas/booking';
import type { findBookingView } from './booking-repository.ts';

type View = NonNullable<Awaited<ReturnType<typeof findBookingView>>>;

/** At home start_at..end_at holds the trips too; the customer's hour is when the services start. */
export const serviceStartOf = (b: { startAt: Date; travelMinutes: number }): Date => new Date(b.startAt.getTime() + b.travelMinutes * 60_000);

/** At home start_at..end_at holds the trip back too: the services end before it. */
export const serviceEndOf = (b: { endAt: Date; travelMinutes: number }): Date => new Date(b.endAt.getTime() - b.travelMinutes * 60_000);

/** The booking record of spec §3 as the success page, lookup popup and upcoming cards show it. */
export function toBookingRecord(view: View, timeZone = 'Asia/Ho_Chi_Minh'): TBookingRecord {
  const b = view.booking;
  const serviceStart = serviceStartOf(b);
  return {
    id: b.id,
    bookingId: b.id,
    dateBook: formatDateBook(b.dateBook),
    hourBook: formatHour(zonedNow(serviceStart, timeZone).minutes),
    startAt: serviceStart.toISOString(),
    customerPhone: b.phone ?? '',
    salonId: b.salonId,
    salonName: view.salonName,
    salonAddress: view.salonAddress,
    salonAddressNew: view.salonAddressNew,
    salonMap: view.salonMap,
    parkingMap: view.parkingMap,
    stylistId: b.stylistId,
    stylistName: view.stylistName,
    stylistAvatar: view.stylistAvatar,
    status: b.status,
    canceled: b.status === 'canceled',
    isBookAtHome: b.isBookAtHome,
    homeAddress: b.isBookAtHome ? view.homeAddress : null,
    hourEnd: formatHour(zonedNow(serviceEndOf(b), timeZone).minutes),
    isUseOtp: b.status === 'pending_otp',
    services: view.services.map((s) => ({ id: s.serviceId, name: s.name, price: s.price, oldPrice: s.oldPrice, timeServe: s.timeServe })),
    totalMoney: b.totalPrice,
    oldTotalMoney: b.oldTotalPrice,
  };
}

/** The anonymous lookup's answer: day, hour and salon, nothing about the customer, stylist or price. */
export function toBookingExists(
  b: { dateBook: string; startAt: Date; travelMinutes: number; salonName: string },
  timeZone = 'Asia/Ho_Chi_Minh',
): TBookingExists {
  return { dateBook: formatDateBook(b.dateBook), hourBook: formatHour(zonedNow(serviceStartOf(b), timeZone).minutes), salonName: b.salonName };
}
