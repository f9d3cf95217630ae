// What other modules may use of availability (lint allows nothing else): a salon-day's occupancy and
// free hours, the booking role and date rules, picking a stylist, and what occupies a stylist.
export { occupiesStylist } from './availability-repository.ts';
export { requireBookableDate, roleForPhone, roleOf } from './booking-context.ts';
export { findFreeHours } from './find-free-hours.ts';
export { hourFrame } from './hour-groups.ts';
export { availableSlots, invalidateSalonDay, loadSalonDay, loadSalonDayCached, minuteToInstant } from './salon-day.ts';
export { pickStylist, slotStart } from './slot-sweep.ts';
