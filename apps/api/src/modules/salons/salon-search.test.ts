import { describe, expect, it } from 'vitest';
import { groupByRegion, sortProvinces } from './salon-search.ts';

const province = (cityId: number, cityName: string, vungMienId: number) => ({ cityId, cityName, vungMienId, totalSalon: 1, searchText: '' });

describe('provinces grouped by region (spec §2: North, Central, South)', () => {
  const provinces = [
    province(20, 'TP. Hồ Chí Minh', 3),
    province(10, 'Đà Nẵng', 2),
    province(1, 'Hà Nội', 1),
    province(4, 'Bắc Ninh', 1),
    province(15, 'Bình Định', 2),
  ];

  it('sorts by region, then name in Vietnamese order', () => {
    expect(sortProvinces(provinces).map((p) => p.cityName)).toEqual(['Bắc Ninh', 'Hà Nội', 'Bình Định', 'Đà Nẵng', 'TP. Hồ Chí Minh']);
  });

  it('groups with the region names and leaves empty regions out', () => {
    const names = { 1: 'Miền Bắc', 2: 'Miền Trung', 3: 'Miền Nam' } as Record<number, string>;
    const { provinces: flat, regions } = groupByRegion(provinces, (id) => names[id]!);
    expect(flat).toHaveLength(5);
    expect(regions.map((r) => [r.name, r.provinces.map((p) => p.cityId)])).toEqual([
      ['Miền Bắc', [4, 1]],
      ['Miền Trung', [15, 10]],
      ['Miền Nam', [20]],
    ]);
    expect(groupByRegion([province(1, 'Hà Nội', 1)], (id) => names[id]!).regions.map((r) => r.vungMienId)).toEqual([1]);
  });
});
