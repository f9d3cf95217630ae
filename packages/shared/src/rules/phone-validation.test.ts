import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../i18n/translate';
import { validateBookingPhone, validateHomePhone, validateLoginPhone, validateLookupPhone } from './phone-validation';

const t = (key: MessageKey | null) => (key === null ? null : translate('vi', key));

describe('validateHomePhone', () => {
  it('spec §5 Home phone: a valid number, typed with dots, passes', () => {
    expect(validateHomePhone('0905.939.123')).toBeNull();
    expect(validateHomePhone('0905939123')).toBeNull();
  });

  it('spec §5 Home phone: wrong length → "Anh vui lòng nhập đủ 10 số điện thoại nhé!"', () => {
    expect(t(validateHomePhone('0905.939.12'))).toBe('Anh vui lòng nhập đủ 10 số điện thoại nhé!');
    expect(t(validateHomePhone(''))).toBe('Anh vui lòng nhập đủ 10 số điện thoại nhé!');
    expect(t(validateHomePhone('09059391234'))).toBe('Anh vui lòng nhập đủ 10 số điện thoại nhé!');
  });

  it('spec §5 Home phone: first 0, second not 0, else "Anh vui lòng nhập số điện thoại hợp lệ giúp em nhé!"', () => {
    const invalid = 'Anh vui lòng nhập số điện thoại hợp lệ giúp em nhé!';
    expect(t(validateHomePhone('1905939123'))).toBe(invalid);
    expect(t(validateHomePhone('0005939123'))).toBe(invalid);
    expect(t(validateHomePhone('0905abc123'))).toBe(invalid);
  });
});

describe('validateLookupPhone', () => {
  it('spec §5 Lookup popup phone: empty → "Mời anh nhập số điện thoại!"', () => {
    expect(t(validateLookupPhone(''))).toBe('Mời anh nhập số điện thoại!');
    expect(t(validateLookupPhone('   '))).toBe('Mời anh nhập số điện thoại!');
  });

  it('spec §5 Lookup popup phone: fewer than 10 digits → "Anh nhập đủ 10 số giúp em nhé!"', () => {
    expect(t(validateLookupPhone('090593912'))).toBe('Anh nhập đủ 10 số giúp em nhé!');
  });

  it('spec §5 Lookup popup phone: not starting with 0 → "Anh nhập số điện thoại hợp lệ giúp em nhé!"', () => {
    expect(t(validateLookupPhone('9905939123'))).toBe('Anh nhập số điện thoại hợp lệ giúp em nhé!');
  });

  it('spec §5 Lookup popup phone: second digit 0 or not 10 digits → "Sai số điện thoại! Anh nhập lại đúng giúp em nhé!"', () => {
    const wrong = 'Sai số điện thoại! Anh nhập lại đúng giúp em nhé!';
    expect(t(validateLookupPhone('0005939123'))).toBe(wrong);
    expect(t(validateLookupPhone('09059391234'))).toBe(wrong);
  });

  it('spec §5 Lookup popup phone: a valid number passes, +84 form included', () => {
    expect(validateLookupPhone('0905939123')).toBeNull();
    expect(validateLookupPhone('+84905939123')).toBeNull();
  });
});

describe('validateBookingPhone', () => {
  it('spec §5 Booking phone popup: dots stripped; invalid → "Anh nhập số điện thoại hợp lệ giúp em nhé!"', () => {
    expect(validateBookingPhone('0905.939.123')).toBeNull();
    expect(t(validateBookingPhone('0905.939'))).toBe('Anh nhập số điện thoại hợp lệ giúp em nhé!');
  });
});

describe('validateLoginPhone', () => {
  it('spec §5 Login phone: 10 digits starting 0, else "Số điện thoại sai định dạng."', () => {
    expect(validateLoginPhone('0905939123')).toBeNull();
    expect(t(validateLoginPhone('905939123'))).toBe('Số điện thoại sai định dạng.');
    expect(t(validateLoginPhone('09059391'))).toBe('Số điện thoại sai định dạng.');
  });
});
