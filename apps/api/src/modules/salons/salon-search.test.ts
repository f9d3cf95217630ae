import { describe, expect, it } from 'vitest';
import { containsPattern, groupByRegion, searchPhrase, sortProvinces, wholeWordsPattern } from './salon-search.ts';

const province = (cityId: number, cityName: string, vungMienId: number) => ({ cityId, cityName, vungMienId, totalSalon: 1, searchText: '' });

describe('salon search phrase (spec §2 salon chooser: search by province, city, district)', () => {
  it('is accent- and case-insensitive like the stored search_text', () => {
    expect(searchPhrase('Đống Đa')).toBe('dong da');
    expect(searchPhrase('  DONG   đa ')).toBe('dong da');
    expect(searchPhrase('Thừa Thiên Huế')).toBe('thua thien hue');
  });

  it('drops commas and the quotes of search chips (spec §9)', () => {
    expect(searchPhrase('"Quận 1"')).toBe('quan 1');
    expect(searchPhrase('Khâm Thiên, Đống Đa')).toBe('kham thien dong da');
  });

  it('nothing to search for is no filter', () => {
    expect(searchPhrase(undefined)).toBeUndefined();
    expect(searchPhrase('  ')).toBeUndefined();
    expect(searchPhrase('""')).toBeUndefined();
  });

  it('LIKE wildcards typed by the customer match themselves', () => {
    expect(containsPattern('dong da')).toBe('%dong da%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});

describe('provinces grouped by region (spec §2: North, Central, South)', () => {
  const provinces = [province(20, 'TP. Hồ Chí Minh', 3), province(10, 'Đà Nẵng', 2), province(1, 'Hà Nội', 1), province(4, 'Bắc Ninh', 1), province(15, 'Bình Định', 2)];

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

describe('whole-name salon search (issue 11: "quan 1" is Quận 1 only)', () => {
  const matches = (text: string, phrase: string) => {
    const regex = new RegExp(`^${wholeWordsPattern(phrase).replace(/%/g, '.*')}$`);
    return regex.test(` ${text} `);
  };

  it('matches the phrase as whole words, never the start of a longer name', () => {
    expect(wholeWordsPattern('quan 1')).toBe('% quan 1 %');
    expect(matches('12 le loi quan 1 ho chi minh', 'quan 1')).toBe(true);
    expect(matches('12 le loi quan 10 ho chi minh', 'quan 1')).toBe(false);
    expect(matches('5 kham thien dong da ha noi', 'ha noi')).toBe(true);
  });
});
