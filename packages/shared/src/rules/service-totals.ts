// Totals of a list of chosen or booked services, one rule for the API, the booking steps and the success page.

/** How long the services take together, minutes (a booking ends this long after it starts). */
export function totalMinutes(services: readonly { timeServe: number }[]): number {
  return services.reduce((sum, service) => sum + service.timeServe, 0);
}
