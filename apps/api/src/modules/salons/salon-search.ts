import { searchText } from '@shine/shared';
import type { TProvince, TProvinceList } from '@shine/shared/schemas/salon';

// Salon-chooser search and province grouping (spec §2 "Salon chooser").

/**
 * What the customer typed, normalised exactly like the stored `search_text` columns (lowercase, no
 * accents, 'đ' -> 'd'), so 'Đống Đa', 'dong da' and 'DONG DA' are the same. Commas and the quotes
 * of search chips are dropped; undefined when nothing is left to search for.
 */
export function searchPhrase(keyword: string | undefined): string | undefined {
  if (!keyword) return undefined;
  const phrase = searchText(keyword.replace(/["“”,]/g, ' '));
  return phrase === '' ? undefined : phrase;
}

/** A LIKE pattern matching the phrase anywhere; %, _ and \ typed by the customer match themselves. */
export function containsPattern(phrase: string): string {
  return `%${escapeLike(phrase)}%`;
}

/**
 * A LIKE pattern matching the phrase as whole words, against the text padded with a space on each side
 * (see wordsOf): 'quan 1' finds Quận 1, never Quận 10 or Quận 11.
 */
export function wholeWordsPattern(phrase: string): string {
  return `% ${escapeLike(phrase)} %`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
