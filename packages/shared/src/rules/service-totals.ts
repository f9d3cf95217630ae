// Totals of a list of chosen or booked services, one rule for the API, the booking steps and the success page.

/** How long the services take together, minutes (a booking ends this long after it starts). */
export function totalMinutes(services: readonly { timeServe: number }[]): number {
  return services.reduce((sum, service) => sum + service.timeServe, 0);
}

/** A service's price and the catalogue's old (struck) price, when it has one. */
export interface ServicePrice {
  price: number;
  oldPrice?: number | null;
}

/** A service's original price: the catalogue's old price when it is above the price, else the price itself. */
export function originalPrice(service: ServicePrice): number {
  return Math.max(service.oldPrice ?? service.price, service.price);
}

/**
 * The struck "old total" (spec §2 step 0, sticky bar, success page): the sum of the services' original
 * prices, with or without an offer, so every screen strikes the same amount for the same booking.
 */
export function originalTotal(services: readonly ServicePrice[]): number {
  return services.reduce((sum, service) => sum + originalPrice(service), 0);
}
