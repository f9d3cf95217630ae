/**
 * The availability sweep (pure): which grid slots of one salon-day can take a booking of a given
 * duration, and with which stylists. All times are minutes since the salon's local midnight.
 * Cost is O(stylists x (slots + bookings)); nothing here touches the database.
 */
export type Interval = { start: number; end: number };

export type StylistDay = {
  stylistId: number;
  shift: Interval;
  /** Active bookings and holds of this stylist that day (any order, may overlap). */
  busy: Interval[];
};

export type Grid = { openMinute: number; closeMinute: number; slotMinutes: number };

export type Slot = {
  /** 1-based index of the slot in the salon's grid. */
  hourId: number;
  startMinute: number;
  /** Slot ids the booking also covers (0 when it does not reach them). */
  subHourId: number;
  secondSubHourId: number;
};

export type SlotAvailability = Slot & { freeStylistIds: number[] };

/** Every slot a booking may start at: from opening until the last slot before closing. */
export function gridSlots(grid: Grid, durationMinutes: number): Slot[] {
  const covered = coveredSlots(durationMinutes, grid.slotMinutes);
  const slots: Slot[] = [];
  for (let start = grid.openMinute, id = 1; start < grid.closeMinute; start += grid.slotMinutes, id++) {
    slots.push({
      hourId: id,
      startMinute: start,
      subHourId: covered >= 2 ? id + 1 : 0,
      secondSubHourId: covered >= 3 ? id + 2 : 0,
    });
  }
  return slots;
}

/** Number of grid slots a duration spans (a 40-minute service on a 20-minute grid spans 2). */
export function coveredSlots(durationMinutes: number, slotMinutes: number): number {
  return Math.max(1, Math.ceil(durationMinutes / slotMinutes));
}

export function slotStart(grid: Grid, hourId: number): number | null {
  const start = grid.openMinute + (hourId - 1) * grid.slotMinutes;
  return Number.isInteger(hourId) && hourId >= 1 && start < grid.closeMinute ? start : null;
}

/** Free gaps of one stylist: the shift minus the merged busy intervals, in order. */
export function freeGaps(day: StylistDay): Interval[] {
  const busy = day.busy.filter((b) => b.end > day.shift.start && b.start < day.shift.end).sort((a, b) => a.start - b.start);
  const gaps: Interval[] = [];
  let cursor = day.shift.start;
  for (const b of busy) {
    if (b.start > cursor) gaps.push({ start: cursor, end: Math.min(b.start, day.shift.end) });
    cursor = Math.max(cursor, b.end);
    if (cursor >= day.shift.end) break;
  }
  if (cursor < day.shift.end) gaps.push({ start: cursor, end: day.shift.end });
  return gaps;
}

/**
 * For each slot, the stylists free for the whole duration. Slots starting before `notBeforeMinute`
 * (the past, today) get no stylist.
 */
export function sweepSlots(input: { grid: Grid; stylists: StylistDay[]; durationMinutes: number; notBeforeMinute?: number }): SlotAvailability[] {
  const slots = gridSlots(input.grid, input.durationMinutes);
  const result: SlotAvailability[] = slots.map((s) => ({ ...s, freeStylistIds: [] }));
  const notBefore = input.notBeforeMinute ?? -Infinity;
  for (const stylist of input.stylists) {
    const gaps = freeGaps(stylist);
    let g = 0;
    for (const slot of result) {
      if (slot.startMinute < notBefore) continue;
      const end = slot.startMinute + input.durationMinutes;
      // Slots ascend, so gaps that end before this slot starts can never serve a later one.
      while (g < gaps.length && gaps[g]!.end <= slot.startMinute) g++;
      const gap = gaps[g];
      if (gap && gap.start <= slot.startMinute && end <= gap.end) slot.freeStylistIds.push(stylist.stylistId);
    }
  }
  return result;
}

/** Any-stylist assignment: the free stylist with the fewest bookings that day, then the lowest id. */
export function pickStylist(freeStylistIds: number[], bookingsCount: Map<number, number>): number[] {
  return [...freeStylistIds].sort((a, b) => (bookingsCount.get(a) ?? 0) - (bookingsCount.get(b) ?? 0) || a - b);
}
