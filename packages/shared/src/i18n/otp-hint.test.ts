import { describe, expect, it } from 'vitest';
import { otpHintKey } from './otp-hint';
import { translate } from './translate';

describe('OTP hints (spec §8): where to look for the code', () => {
  it('one per channel, the default otherwise', () => {
    expect(otpHintKey('login', 'sms')).toBe('otp.hint.sms');
    expect(otpHintKey('login', 'zalo')).toBe('otp.hint.zalo');
    expect(otpHintKey('login', 'call')).toBe('otp.hint.call');
    expect(otpHintKey('login', undefined)).toBe('otp.hint.default');
    expect(otpHintKey('booking', 'fax')).toBe('otp.hint.default');
  });

  it("the Zalo hint is a whole sentence written like the SMS one, not the spec's abbreviation", () => {
    expect(translate('vi', otpHintKey('login', 'sms'))).toBe('Kiểm tra SMS để lấy OTP đăng nhập.');
    expect(translate('vi', otpHintKey('login', 'zalo'))).toBe('Kiểm tra Zalo để lấy OTP đăng nhập.');
    expect(translate('en', otpHintKey('login', 'zalo'))).toBe('Check Zalo for the login code.');
  });

  it('a booking code confirms the booking: its hints never say login (đăng nhập), whichever channel a resend uses', () => {
    const hints = (['sms', 'zalo', 'call'] as const).map((method) => translate('vi', otpHintKey('booking', method)));
    expect(hints).toEqual(['Kiểm tra SMS để lấy mã xác nhận đặt lịch.', 'Kiểm tra Zalo để lấy mã xác nhận đặt lịch.', 'Đợi cuộc gọi tự động...']);
    for (const hint of hints) expect(hint).not.toMatch(/đăng nhập/i);
    const english = (['sms', 'zalo', 'call'] as const).map((method) => translate('en', otpHintKey('booking', method)));
    for (const hint of english) expect(hint).not.toMatch(/log ?in/i);
  });
});
