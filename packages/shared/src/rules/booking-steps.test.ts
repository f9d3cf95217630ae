import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { previousStep, salonIdFromQuery, showsBackArrow, showsSalonInHeader, stepFromQuery, stepTitleKey } from './booking-steps';

describe('booking wizard steps', () => {
  it('spec §2 Titles by number: 0 main, 1 salon, 2 services, 4 offers, 5 offer detail, 6 wishes, otherwise Hoàn tất', () => {
    const title = (step: number) => translate('vi', stepTitleKey(step), { product: 'Shine' });
    expect(title(0)).toBe('Đặt lịch giữ chỗ');
    expect(title(1)).toBe('Chọn salon');
    expect(title(2)).toBe('Chọn dịch vụ');
    expect(title(3)).toBe('Hoàn tất');
    expect(title(4)).toBe('Ưu đãi từ Shine');
    expect(title(5)).toBe('Chi tiết ưu đãi');
    expect(title(6)).toBe('Chia sẻ mong muốn');
    expect(title(7)).toBe('Hoàn tất');
  });

  it('spec §2 Header shows the salon when step >1; back arrow when step >0 and not 6', () => {
    expect(showsSalonInHeader(1)).toBe(false);
    expect(showsSalonInHeader(2)).toBe(true);
    expect([0, 1, 2, 5, 6, 7].map(showsBackArrow)).toEqual([false, true, true, true, false, true]);
  });

  it('spec §4 Back: 4 to 2, 5 to 4, others to 0', () => {
    expect([1, 2, 3, 4, 5, 6].map(previousStep)).toEqual([0, 0, 0, 2, 4, 0]);
  });

  it('spec §4 A step in the URL outside 1 to 5 becomes 0', () => {
    expect(['1', '5', '0', '6', '-1', '2.5', 'abc', '', null, undefined].map(stepFromQuery)).toEqual([1, 5, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('spec §4 A salonId that is not a non-negative integer resets to 0', () => {
    expect(['12', '0', '-3', '1.5', 'x', '', null, '99999999999999999999'].map(salonIdFromQuery)).toEqual([12, 0, 0, 0, 0, 0, 0, 0]);
  });
});
