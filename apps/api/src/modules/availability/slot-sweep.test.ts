import { describe, expect, it } from 'vitest';
import { coveredSlots, freeGaps, gridSlots, pickStylist, slotStart, sweepSlots, type StylistDay } from './slot-sweep.ts';

const grid = { openMinute: 8 * 60 + 30, closeMinute: 20 * 60 + 30, slotMinutes: 20 };
const h = (hh: number, mm = 0) => hh * 60 + mm;
const freeAt = (slots: ReturnType<typeof sweepSlots>, minute: number) => slots.find((s) => s.startMinute === minute)!.freeStylistIds;

describe('slot grid (architecture: 20-minute grid from opening 08:30 to closing 20:30)', () => {
  it('has 36 slots with 1-based hour ids', () => {
    const slots = gridSlots(grid, 20);
    expect(slots).toHaveLength(36);
    expect(slots[0]).toMatchObject({ hourId: 1, startMinute: h(8, 30), subHourId: 0, secondSubHourId: 0 });
    expect(slots.at(-1)).toMatchObject({ hourId: 36, startMinute: h(20, 10) });
  });

  it('duration to sub-hours: 40 minutes covers the next slot, 60 the next two', () => {
    expect(coveredSlots(20, 20)).toBe(1);
    expect(coveredSlots(40, 20)).toBe(2);
    expect(coveredSlots(45, 20)).toBe(3);
    expect(gridSlots(grid, 40)[4]).toMatchObject({ hourId: 5, subHourId: 6, secondSubHourId: 0 });
    expect(gridSlots(grid, 60)[4]).toMatchObject({ hourId: 5, subHourId: 6, secondSubHourId: 7 });
  });

  it('maps an hour id back to its start and rejects ids off the grid', () => {
    expect(slotStart(grid, 1)).toBe(h(8, 30));
    expect(slotStart(grid, 4)).toBe(h(9, 30));
    expect(slotStart(grid, 0)).toBeNull();
    expect(slotStart(grid, 37)).toBeNull();
    expect(slotStart(grid, 1.5)).toBeNull();
  });
});

describe('free gaps', () => {
  it('subtracts overlapping and unordered bookings from the shift', () => {
    const day: StylistDay = {
      stylistId: 1,
      shift: { start: h(8, 30), end: h(12) },
      busy: [
        { start: h(10), end: h(10, 40) },
        { start: h(9), end: h(9, 40) },
        { start: h(9, 20), end: h(10) },
        { start: h(11, 40), end: h(13) },
      ],
    };
    expect(freeGaps(day)).toEqual([
      { start: h(8, 30), end: h(9) },
      { start: h(10, 40), end: h(11, 40) },
    ]);
  });
});

describe('slot sweep', () => {
  const a: StylistDay = { stylistId: 7, shift: { start: h(8, 30), end: h(16, 30) }, busy: [{ start: h(9, 30), end: h(10, 10) }] };
  const b: StylistDay = { stylistId: 9, shift: { start: h(12, 30), end: h(20, 30) }, busy: [] };

  it('a slot is free for a stylist only when the whole duration fits in a free gap', () => {
    const slots = sweepSlots({ grid, stylists: [a], durationMinutes: 40 });
    expect(freeAt(slots, h(8, 30))).toEqual([7]); // 08:30-09:10
    expect(freeAt(slots, h(8, 50))).toEqual([7]); // 08:50-09:30 ends exactly at the booking
    expect(freeAt(slots, h(9, 10))).toEqual([]); // would overlap 09:30
    expect(freeAt(slots, h(9, 50))).toEqual([]); // inside the booking
    expect(freeAt(slots, h(10, 10))).toEqual([7]);
    expect(freeAt(slots, h(15, 50))).toEqual([7]); // 15:50-16:30 fits the shift end
    expect(freeAt(slots, h(16, 10))).toEqual([]); // past the shift end
  });

  it('overlapping durations: a 20-minute booking blocks a 40-minute one starting a slot earlier', () => {
    const busy: StylistDay = { stylistId: 1, shift: { start: h(8, 30), end: h(20, 30) }, busy: [{ start: h(9, 10), end: h(9, 30) }] };
    const forty = sweepSlots({ grid, stylists: [busy], durationMinutes: 40 });
    expect(freeAt(forty, h(8, 50))).toEqual([]);
    expect(freeAt(forty, h(8, 30))).toEqual([1]);
    const twenty = sweepSlots({ grid, stylists: [busy], durationMinutes: 20 });
    expect(freeAt(twenty, h(8, 50))).toEqual([1]);
  });

  it('any stylist: an hour is free when at least one stylist on shift is free', () => {
    const slots = sweepSlots({ grid, stylists: [a, b], durationMinutes: 20 });
    expect(freeAt(slots, h(9, 30))).toEqual([]);
    expect(freeAt(slots, h(12, 50))).toEqual([7, 9]);
    expect(freeAt(slots, h(19, 10))).toEqual([9]);
  });

  it('past hours today are not free (salon time zone: a past hour today)', () => {
    const slots = sweepSlots({ grid, stylists: [a, b], durationMinutes: 20, notBeforeMinute: h(13, 5) });
    expect(freeAt(slots, h(12, 50))).toEqual([]);
    expect(freeAt(slots, h(13, 10))).toEqual([7, 9]);
  });
});

describe('any-stylist pick (architecture: fewest bookings that day first)', () => {
  it('orders by bookings then id', () => {
    expect(
      pickStylist(
        [3, 1, 2],
        new Map([
          [1, 4],
          [2, 1],
          [3, 1],
        ]),
      ),
    ).toEqual([2, 3, 1]);
  });
});
