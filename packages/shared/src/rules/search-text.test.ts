import { describe, expect, it } from 'vitest';
import { matchesPlace, parseServiceQuery, searchServices, searchText } from './search-text';

const SERVICES = [
  { serviceId: 101, name: 'Cắt gội 10 bước', subtitle: 'Cắt, gội, massage mặt, sấy vuốt sáp', priceNum: 100_000, categoryId: 1 },
  { serviceId: 112, name: 'Cắt tóc GenZ', subtitle: null, priceNum: 60_000, categoryId: 1 },
  { serviceId: 202, name: 'Uốn Hàn Quốc K-perm', subtitle: 'Sóng tóc mềm, tự nhiên kiểu Hàn', priceNum: 499_000, categoryId: 2 },
  { serviceId: 311, name: 'Combo sạch mụn sáng da', subtitle: 'Đắp mặt nạ', priceNum: 249_000, categoryId: 3 },
];
const CATEGORIES = [
  { categoryId: 1, title: 'Cắt tóc' },
  { categoryId: 2, title: 'Uốn nhuộm' },
  { categoryId: 3, title: 'Chăm sóc da' },
];
const find = (q: string) => searchServices(SERVICES, CATEGORIES, parseServiceQuery(q)).map((s) => s.serviceId);

describe('accent-insensitive search (spec §4 Search)', () => {
  it('strips Vietnamese diacritics, đ becomes d, lower case, single spaces', () => {
    expect(searchText('Cắt Gội  ĐẸP')).toBe('cat goi dep');
    expect(searchText('Đắp mặt nạ dưỡng ẩm')).toBe('dap mat na duong am');
    expect(searchText('  Uốn   Hàn Quốc ')).toBe('uon han quoc');
  });

  it('an empty query (spaces, empty quotes) is the search error case', () => {
    expect(parseServiceQuery('   ')).toEqual({ kind: 'empty' });
    expect(parseServiceQuery('""')).toEqual({ kind: 'empty' });
    expect(find('')).toEqual([]);
  });

  it('quoted words match category titles (chips)', () => {
    expect(parseServiceQuery('"Cắt tóc"')).toEqual({ kind: 'chips', titles: ['cat toc'] });
    expect(find('"Cắt tóc"')).toEqual([101, 112]);
    expect(find('"uon nhuom" "Chăm sóc da"')).toEqual([202, 311]);
  });

  it('otherwise text search by name and subtitle, accent-insensitive', () => {
    expect(find('cat toc')).toEqual([112]);
    expect(find('HAN QUOC')).toEqual([202]);
    expect(find('dap mat na')).toEqual([311]);
    expect(find('massage')).toEqual([101]);
  });

  it('text search by price (dots or K) and by id', () => {
    expect(find('60.000')).toEqual([112]);
    expect(find('60K')).toEqual([112]);
    expect(find('499')).toEqual([202]);
    expect(find('311')).toEqual([311]);
  });
});

describe('place search (salon chooser: whole district names and numbers)', () => {
  const place = (district: string) => `12 Nguyễn Huệ, ${district}, TP. Hồ Chí Minh`;

  it("'quan 1' finds Quận 1, never Quận 10 or Quận 12", () => {
    expect(matchesPlace(place('Quận 1'), 'quan 1')).toBe(true);
    expect(matchesPlace(place('Quận 10'), 'quan 1')).toBe(false);
    expect(matchesPlace(place('Quận 12'), 'quan 1')).toBe(false);
    expect(matchesPlace(place('Quận 10'), 'Quận 10')).toBe(true);
    expect(matchesPlace(place('Quận 1'), '"Quận 1"')).toBe(true);
  });

  it('is accent- and case-insensitive; commas do not matter; the words come in a row', () => {
    expect(matchesPlace('Khâm Thiên, Đống Đa, Hà Nội', 'DONG DA')).toBe(true);
    expect(matchesPlace('Khâm Thiên, Đống Đa, Hà Nội', 'dong da ha noi')).toBe(true);
    expect(matchesPlace('Khâm Thiên, Đống Đa, Hà Nội', 'da dong')).toBe(false);
  });

  it('only a last word that is not a number may be a word still being typed', () => {
    expect(matchesPlace('Đống Đa, Hà Nội', 'dong d')).toBe(true);
    expect(matchesPlace('Đống Đa, Hà Nội', 'ong da')).toBe(false);
    expect(matchesPlace('84 Xã Đàn', '8')).toBe(false);
    expect(matchesPlace('84 Xã Đàn', '84')).toBe(true);
    expect(matchesPlace('84 Xã Đàn', '  ')).toBe(false);
  });
});
