import { describe, expect, it } from 'vitest';
import { originalPrice, originalTotal, totalMinutes } from './service-totals';

describe('service totals', () => {
  it('adds up the services’ minutes', () => {
    expect(totalMinutes([{ timeServe: 40 }, { timeServe: 35 }])).toBe(75);
    expect(totalMinutes([])).toBe(0);
  });

  it('a service’s original price is its old price when above the price, else the price', () => {
    expect(originalPrice({ price: 100_000, oldPrice: 120_000 })).toBe(120_000);
    expect(originalPrice({ price: 60_000, oldPrice: null })).toBe(60_000);
    // a special-day price above the old price is not struck
    expect(originalPrice({ price: 130_000, oldPrice: 120_000 })).toBe(130_000);
  });

  it('the struck old total is the sum of the original prices: 120.000 + 60.000 = 180.000', () => {
    expect(
      originalTotal([
        { price: 100_000, oldPrice: 120_000 },
        { price: 60_000, oldPrice: null },
      ]),
    ).toBe(180_000);
    expect(originalTotal([])).toBe(0);
  });
});
