import { describe, expect, it } from 'vitest';
import { shownAddress } from './salon-address';

// Issue 27 item 12: one address rule everywhere, the post-2025 address first and the old one as a hint.

describe('salon address shown', () => {
  it('puts the post-2025 address first and keeps the old one as the hint', () => {
    expect(shownAddress({ address: '346 Khâm Thiên, Đống Đa, Hà Nội', addressNew: '346 Khâm Thiên, Phường Văn Miếu - Quốc Tử Giám, Hà Nội' })).toEqual({
      address: '346 Khâm Thiên, Phường Văn Miếu - Quốc Tử Giám, Hà Nội',
      formerly: '346 Khâm Thiên, Đống Đa, Hà Nội',
    });
  });

  it('shows the old address alone when there is no new one (or an empty one), with no hint', () => {
    expect(shownAddress({ address: '82 Trần Duy Hưng, Cầu Giấy, Hà Nội', addressNew: null })).toEqual({
      address: '82 Trần Duy Hưng, Cầu Giấy, Hà Nội',
      formerly: null,
    });
    expect(shownAddress({ address: '82 Trần Duy Hưng, Cầu Giấy, Hà Nội', addressNew: '  ' })).toEqual({
      address: '82 Trần Duy Hưng, Cầu Giấy, Hà Nội',
      formerly: null,
    });
  });

  it('gives no hint when both say the same', () => {
    expect(
      shownAddress({ address: '10 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh', addressNew: '10 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh' }).formerly,
    ).toBeNull();
  });
});
