// What other modules may use of salons (lint allows nothing else): a salon by id, its days off, the
// home-service area, and a saved home place checked for booking.
export { requireSalon } from './require-salon.ts';
export { findSalon, findSalonDayOff, type SalonRow } from './salons-repository.ts';
export { findServiceArea } from './home-service-repository.ts';
export { requireHomePlace } from './saved-places.ts';
