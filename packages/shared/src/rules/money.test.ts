import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { expandK, formatMoney, formatVnd, parsePrice } from './money';

describe('money rules', () => {
  it("spec §9 Currency: money shown with dots and suffix VNĐ, as in 'Giá từ 70.000 VNĐ'", () => {
    expect(formatVnd(70000)).toBe('70.000 VNĐ');
    expect(translate('vi', 'home.priceFrom', { price: formatVnd(70000) })).toBe('Giá từ 70.000 VNĐ');
  });

  it('spec §9 Currency: dots as thousands separators, without suffix for totals and struck prices', () => {
    expect(formatMoney(0)).toBe('0');
    expect(formatMoney(999)).toBe('999');
    expect(formatMoney(1000)).toBe('1.000');
    expect(formatMoney(1234567)).toBe('1.234.567');
    expect(formatMoney(-60000)).toBe('-60.000');
  });

  it('spec §9 Currency: VND has no decimals, amounts round to whole dong', () => {
    expect(formatMoney(69999.6)).toBe('70.000');
  });

  it("spec §9 Pricing token: 'K' becomes 000", () => {
    expect(expandK('70K')).toBe('70000');
    expect(expandK('Giá từ 70K')).toBe('Giá từ 70000');
    expect(expandK('100k - 250K')).toBe('100000 - 250000');
    expect(expandK('Kid cut')).toBe('Kid cut');
  });

  it('spec §3 Service: price strings parse to their amount', () => {
    expect(parsePrice('70.000 VNĐ')).toBe(70000);
    expect(parsePrice('70K')).toBe(70000);
    expect(parsePrice('60,000 VND')).toBe(60000);
    expect(parsePrice('Liên hệ')).toBeNull();
  });
});
