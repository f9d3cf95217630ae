import { describe, expect, it } from 'vitest';
import { distanceKm, travelMinutes } from './geo';
import { selectNearbySalons } from './nearby-salons';

describe('distance and travel time', () => {
  it('spec §9 Distance = coordinate difference times 111 km, rounded to 0.1', () => {
    const salon = { latitude: 21.0285, longitude: 105.8542 };
    expect(distanceKm(salon, salon)).toBe(0);
    expect(distanceKm(salon, { latitude: 21.0385, longitude: 105.8542 })).toBe(1.1);
    // 0.06 and 0.08 degrees apart: 0.1 degree in a straight line → 11.1 km
    expect(distanceKm(salon, { latitude: 21.0885, longitude: 105.9342 })).toBe(11.1);
    // 0.012 degrees → 1.332 km → 1.3
    expect(distanceKm(salon, { latitude: 21.0165, longitude: 105.8542 })).toBe(1.3);
  });

  it('spec §9 Distance is symmetric', () => {
    const a = { latitude: 10.7769, longitude: 106.7009 };
    const b = { latitude: 10.8231, longitude: 106.6297 };
    expect(distanceKm(a, b)).toBe(distanceKm(b, a));
  });

  it('spec §9 Travel time tag = twice the distance in km rounded, in minutes', () => {
    expect(travelMinutes(0)).toBe(0);
    expect(travelMinutes(1.1)).toBe(2);
    expect(travelMinutes(5.6)).toBe(11);
    expect(travelMinutes(2.3)).toBe(5);
  });
});

describe('nearby salons', () => {
  const salons = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 100 + i, distance: n - i }));

  it('spec §9 nearby list sorted by distance; salon id 24 excluded', () => {
    const result = selectNearbySalons([
      { id: 7, distance: 3.2 },
      { id: 24, distance: 0.1 },
      { id: 9, distance: 1.4 },
    ]);
    expect(result.map((s) => s.id)).toEqual([9, 7]);
  });

  it('spec §9 nearby list keeps 30 when over 10 results', () => {
    expect(selectNearbySalons(salons(10))).toHaveLength(10);
    const kept = selectNearbySalons(salons(45));
    expect(kept).toHaveLength(30);
    expect(kept[0]?.distance).toBe(1);
    expect(kept[29]?.distance).toBe(30);
  });
});
