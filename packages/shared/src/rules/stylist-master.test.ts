import { describe, expect, it } from 'vitest';
import { STYLIST_MASTER_MAX_CUSTOMERS_PER_DAY } from './constants';
import { stylistHasRoom } from './stylist-master';

describe('Stylist Master daily cap (spec §9: at most 12 customers per day)', () => {
  it('a master takes customers up to the 12th, not the 13th', () => {
    expect(STYLIST_MASTER_MAX_CUSTOMERS_PER_DAY).toBe(12);
    expect(stylistHasRoom({ isMaster: true }, 0)).toBe(true);
    expect(stylistHasRoom({ isMaster: true }, 11)).toBe(true);
    expect(stylistHasRoom({ isMaster: true }, 12)).toBe(false);
  });

  it('other stylists have no daily cap', () => {
    expect(stylistHasRoom({ isMaster: false }, 40)).toBe(true);
  });
});
