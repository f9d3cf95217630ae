// "Any stylist" at the salon (issue 30): who takes the next customer.

export type StylistCandidate = {
  stylistId: number;
  /** Minutes since the salon's midnight at which he is free for the whole visit. */
  freeAtMinute: number;
  /** Customers he serves that day (booked, in the chair or done). */
  customersToday: number;
  /** When he was last given a customer (epoch ms), null when not yet today. */
  lastAssignedAt: number | null;
};

/**
 * The order to offer the customer to the stylists: the soonest free first, then the one with the fewest
 * customers today, then the one who waited longest since his last assignment (never assigned today
 * first), then the lowest id so the answer is stable.
 */
export function assignStylist(candidates: readonly StylistCandidate[]): StylistCandidate[] {
  const since = (c: StylistCandidate) => c.lastAssignedAt ?? -Infinity;
  return [...candidates].sort(
    (a, b) => a.freeAtMinute - b.freeAtMinute || a.customersToday - b.customersToday || since(a) - since(b) || a.stylistId - b.stylistId,
  );
}
