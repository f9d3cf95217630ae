import { describe, expect, it } from 'vitest';
import { hasGenZ, runServiceSearch, splitOther, suggestionChips, usedServices } from '../src/features/services/model/search';
import { categories } from './services-fixtures';

const found = (input: string) => {
  const outcome = runServiceSearch(categories, input);
  return outcome.kind === 'results' ? outcome.services.map((s) => s.serviceId) : outcome.kind;
};

describe('service search (spec §4 "Search")', () => {
  it('an empty box (or spaces, or empty quotes) is the error case', () => {
    expect(found('')).toBe('error');
    expect(found('   ')).toBe('error');
    expect(found('""')).toBe('error');
  });

  it('searches names without accents', () => {
    expect(found('cat toc')).toEqual([111, 112]);
    expect(found('UỐN HÀN')).toEqual([202]);
    expect(found('duong')).toEqual([121, 222]);
  });

  it('searches by price (with K) and by id', () => {
    expect(found('60K')).toEqual([112, 121]);
    expect(found('401')).toEqual([401]);
  });

  it('quoted words match category titles, which is what the chips send', () => {
    const chips = suggestionChips(categories);
    expect(chips).toEqual([
      { label: 'Cắt tóc', query: '"Cắt tóc"' },
      { label: 'Uốn nhuộm', query: '"Uốn nhuộm"' },
    ]);
    expect(found(chips[1]?.query ?? '')).toEqual([201, 202, 221, 222]);
  });

  it('finds nothing for an unknown word (the list shows "Không có dữ liệu")', () => {
    expect(found('xyz')).toEqual([]);
  });
});

describe('service list layout', () => {
  it('puts isOther categories under "Other services" and orders by order', () => {
    const { main, other } = splitOther(categories);
    expect(main.map((c) => c.categoryId)).toEqual([1, 2]);
    expect(other.map((c) => c.categoryId)).toEqual([4]);
  });

  it('the used-services chip lists services with used = 1', () => {
    expect(usedServices(categories).map((s) => s.serviceId)).toEqual([121]);
  });

  it('shows the GenZ notice only when the catalogue has a GenZ service', () => {
    expect(hasGenZ(categories)).toBe(true);
    expect(hasGenZ(categories.filter((c) => c.categoryId !== 1))).toBe(false);
  });
});
