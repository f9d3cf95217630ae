import type { TProvince, TProvinceList } from '@shine/shared/schemas/salon';

// Salon-chooser search and province grouping (spec §2 "Salon chooser").

export const REGION_IDS = [1, 2, 3] as const;

/** Region, then name in Vietnamese order; the database's collation differs between engines. */
export function sortProvinces<T extends Pick<TProvince, 'vungMienId' | 'cityName'>>(provinces: readonly T[]): T[] {
  return [...provinces].sort((a, b) => a.vungMienId - b.vungMienId || a.cityName.localeCompare(b.cityName, 'vi', { numeric: true }));
}

/** The flat list and the same provinces grouped North, Central, South (empty regions left out). */
export function groupByRegion(provinces: readonly TProvince[], regionName: (vungMienId: number) => string): TProvinceList {
  const sorted = sortProvinces(provinces);
  const regions = REGION_IDS.map((vungMienId) => ({
    vungMienId,
    name: regionName(vungMienId),
    provinces: sorted.filter((p) => p.vungMienId === vungMienId),
  })).filter((r) => r.provinces.length > 0);
  return { provinces: sorted, regions };
}
