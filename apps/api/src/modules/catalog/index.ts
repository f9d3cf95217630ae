// What other modules may use of catalog (lint allows nothing else): services by id, special-day prices,
// a salon's service list and the localised service texts.
export { findServicesByIds, findSpecialDayPrices, type ServiceRow } from './catalog-repository.ts';
export { listServices } from './list-services.ts';
export { localized } from './service-view.ts';
