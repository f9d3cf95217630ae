import { describe, expect, it } from 'vitest';
import { isInVietnam, nearestWard, salonServingAddress, suggestAddresses, type ServiceArea } from './address-rules';
import { VN_PROVINCES, VN_WARDS } from './vn-admin';

describe('shipped address data', () => {
  it('has the 34 provinces of 1 July 2025, unique ids and names, 3 regions', () => {
    expect(VN_PROVINCES).toHaveLength(34);
    expect(new Set(VN_PROVINCES.map((p) => p.id)).size).toBe(34);
    expect(new Set(VN_PROVINCES.map((p) => p.name)).size).toBe(34);
    // 23 merged provinces, plus Thừa Thiên Huế renamed Huế
    expect(VN_PROVINCES.filter((p) => p.formerNames.length > 0)).toHaveLength(24);
  });
  it('every ward is in a known province and within Vietnam', () => {
    const ids = new Set(VN_PROVINCES.map((p) => p.id));
    for (const w of VN_WARDS) {
      expect(ids.has(w.provinceId)).toBe(true);
      expect(isInVietnam(w)).toBe(true);
    }
  });
});

describe('suggestAddresses', () => {
  it('finds a ward by its new name, accent-insensitive', () => {
    expect(suggestAddresses('phuong sai gon')[0]?.label).toBe('Phường Sài Gòn, TP. Hồ Chí Minh');
  });
  it('finds wards by an old district or province name and says so', () => {
    const found = suggestAddresses('Bình Dương');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((s) => s.provinceId === 20 && s.matchedFormer)).toBe(true);
    expect(suggestAddresses('Thủ Dầu Một').map((s) => s.label)).toContain('Phường Thủ Dầu Một, TP. Hồ Chí Minh');
  });
  it('matches whole words: quan 1 is not quan 10', () => {
    const found = suggestAddresses('quan 1', 20);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((s) => s.formerNames.includes('Quận 1'))).toBe(true);
  });
  it('gives nothing for blank or unknown input', () => {
    expect(suggestAddresses('  ')).toEqual([]);
    expect(suggestAddresses('zzzz')).toEqual([]);
  });
});

describe('isInVietnam / nearestWard', () => {
  it('refuses points outside Vietnam', () => {
    expect(isInVietnam({ latitude: 13.75, longitude: 100.5 })).toBe(false); // Bangkok
    expect(isInVietnam({ latitude: 0, longitude: 0 })).toBe(false);
    expect(isInVietnam({ latitude: 21.03, longitude: 105.85 })).toBe(true);
  });
  it('names the ward nearest to a point', () => {
    expect(nearestWard({ latitude: 10.7771, longitude: 106.7021 })?.name).toBe('Phường Sài Gòn');
  });
});

describe('salonServingAddress', () => {
  const areas: ServiceArea[] = [
    { salonId: 2, kind: 'radius', radiusKm: 3, latitude: 10.78, longitude: 106.7, travelMinutes: 20 },
    { salonId: 1, kind: 'radius', radiusKm: 5, latitude: 10.8, longitude: 106.7, travelMinutes: 30 },
    { salonId: 9, kind: 'wards', wardIds: [777], latitude: 16.06, longitude: 108.22, travelMinutes: 25 },
  ];
  it('picks the nearest salon whose area holds the address', () => {
    expect(salonServingAddress({ latitude: 10.781, longitude: 106.7 }, areas)).toMatchObject({ salonId: 2, travelMinutes: 20 });
    expect(salonServingAddress({ latitude: 10.82, longitude: 106.7 }, areas)).toMatchObject({ salonId: 1 });
  });
  it('uses the ward list for ward areas', () => {
    expect(salonServingAddress({ latitude: 16.5, longitude: 108.5, wardId: 777 }, areas)).toMatchObject({ salonId: 9 });
    expect(salonServingAddress({ latitude: 16.06, longitude: 108.22, wardId: 1 }, areas)).toBeUndefined();
  });
  it('is undefined outside every area', () => {
    expect(salonServingAddress({ latitude: 21.03, longitude: 105.85 }, areas)).toBeUndefined();
  });
});
