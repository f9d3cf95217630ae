import { describe, expect, it } from 'vitest';
import { PROVINCES_2025, isProvince2025 } from './provinces-2025';

describe('provinces after the 1 July 2025 reform', () => {
  it('lists 34 distinct names', () => {
    expect(PROVINCES_2025).toHaveLength(34);
    expect(new Set(PROVINCES_2025).size).toBe(34);
  });

  it('keeps the merged provinces under their new names only', () => {
    expect(isProvince2025('Huế')).toBe(true);
    expect(isProvince2025('TP. Hồ Chí Minh')).toBe(true);
    expect(isProvince2025('Bình Dương')).toBe(false);
    expect(isProvince2025('Thừa Thiên Huế')).toBe(false);
    expect(isProvince2025('Hà Giang')).toBe(false);
  });
});
