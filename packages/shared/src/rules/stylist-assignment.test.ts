import { describe, expect, it } from 'vitest';
import { assignStylist } from './stylist-assignment';

const c = (stylistId: number, freeAtMinute: number, customersToday: number, lastAssignedAt: number | null) => ({
  stylistId,
  freeAtMinute,
  customersToday,
  lastAssignedAt,
});
const order = (list: ReturnType<typeof c>[]) => assignStylist(list).map((s) => s.stylistId);

describe('any stylist at the salon (issue 30: soonest free, then fewest customers, then longest since his last)', () => {
  it('the stylist free soonest comes first, whatever his day so far', () => {
    expect(order([c(1, 620, 0, null), c(2, 600, 9, 1_000), c(3, 640, 0, null)])).toEqual([2, 1, 3]);
  });

  it('free at the same minute: the one with fewer customers today', () => {
    expect(order([c(1, 600, 5, null), c(2, 600, 3, 5_000), c(3, 600, 4, null)])).toEqual([2, 3, 1]);
  });

  it('same minute and same count: the one who waited longest since his last customer, never assigned first', () => {
    expect(order([c(1, 600, 2, 9_000), c(2, 600, 2, 3_000), c(3, 600, 2, null)])).toEqual([3, 2, 1]);
  });

  it('a full tie is decided by id, so two desks compute the same order', () => {
    expect(order([c(7, 600, 1, null), c(4, 600, 1, null)])).toEqual([4, 7]);
  });

  it('does not reorder the list it was given', () => {
    const list = [c(2, 640, 0, null), c(1, 600, 0, null)];
    assignStylist(list);
    expect(list.map((s) => s.stylistId)).toEqual([2, 1]);
  });
});
