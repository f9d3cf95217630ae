// What other modules may use of booking (lint allows nothing else): pricing a choice of services, a
// caller's access to one booking, the booking record and its view, and the guarded writes that account
// deletion, service change and the salon floor's walk-ins make inside their own transactions.
export {
  cancelUpcomingOfCustomer,
  countBookingsByStatus,
  findBookingView,
  findUpcomingByPhone,
  isActive,
  insertBookingDetails,
  lockBooking,
  lockPhone,
  type NewBooking,
  tryInsertBooking,
  tryReplaceServices,
} from './booking-repository.ts';
export { serviceStartOf, toBookingRecord } from './booking-view.ts';
export { releaseExpiredHolds } from './expire-holds.ts';
export { orderLines, type PricedOrder, priceServices } from './price-services.ts';
export { type BookingAccess, bookingAccess, findOwnBooking } from './booking-access.ts';
export { CHAIR_FREED_JOB, enqueueChairFreed } from './chair-freed.ts';
export { cancelInTransaction } from './manage-booking.ts';
