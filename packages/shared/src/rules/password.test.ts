import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../i18n/translate';
import { codeDigits, validateBookingOtp, validateLoginOtp, validatePassword } from './password';

const t = (key: MessageKey | null) => (key === null ? null : translate('vi', key));

describe('password and OTP rules', () => {
  it('spec §5 Password: exactly 6 digits', () => {
    expect(validatePassword('123456')).toBeNull();
    expect(t(validatePassword('12345'))).toBe('Mật khẩu sai định dạng.');
    expect(t(validatePassword('1234567'))).toBe('Mật khẩu sai định dạng.');
    expect(t(validatePassword(''))).toBe('Mật khẩu sai định dạng.');
  });

  it('spec §5 Password: non-digit → "Mật khẩu phải là số và 6 kí tự."', () => {
    expect(t(validatePassword('12345a'))).toBe('Mật khẩu phải là số và 6 kí tự.');
    expect(t(validatePassword('abc'))).toBe('Mật khẩu phải là số và 6 kí tự.');
  });

  it('spec §5 OTP (login): 6 digits, else "Mã xác nhận sai định dạng."', () => {
    expect(validateLoginOtp('000123')).toBeNull();
    expect(t(validateLoginOtp('0001'))).toBe('Mã xác nhận sai định dạng.');
  });

  it('spec §5 OTP (login): non-digit → "Mã xác minh là số và 6 kí tự."', () => {
    expect(t(validateLoginOtp('12 456'))).toBe('Mã xác minh là số và 6 kí tự.');
  });

  it('spec §5 OTP (booking): 6 digits, numeric, else "Mã xác minh là số và có 6 kí tự"', () => {
    expect(validateBookingOtp('654321')).toBeNull();
    expect(t(validateBookingOtp('65432'))).toBe('Mã xác minh là số và có 6 kí tự');
    expect(t(validateBookingOtp('65432x'))).toBe('Mã xác minh là số và có 6 kí tự');
  });
});

describe('code boxes keep digits only (issue 27 item 13, spec §5 "6 digits, numeric")', () => {
  it('drops letters, spaces and separators, and stops at six digits', () => {
    expect(codeDigits('1a2b3c')).toBe('123');
    expect(codeDigits(' 123 456 ')).toBe('123456');
    expect(codeDigits('12-34.56789')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });
});
