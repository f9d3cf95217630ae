import { describe, expect, it } from 'vitest';
import { cleanBookingPhoneInput, formatPhone, fromE164Vn, isValidPhone, normalizePhone, toE164Vn, VN_MOBILE_PREFIXES } from './phone';

describe('normalizePhone', () => {
  it('spec §5 Normalisation: +84 or 84 prefix becomes 0', () => {
    expect(normalizePhone('+84905939123')).toBe('0905939123');
    expect(normalizePhone('84905939123')).toBe('0905939123');
    expect(normalizePhone('+84 905 939 123')).toBe('0905939123');
    expect(normalizePhone('0084905939123')).toBe('0905939123');
  });

  it('spec §5 Normalisation: a leading zero kept after the country code is not doubled', () => {
    expect(normalizePhone('+840905939123')).toBe('0905939123');
    expect(normalizePhone('840905939123')).toBe('0905939123');
  });

  it('spec §5 Home phone: dots, spaces and dashes of a formatted input are stripped', () => {
    expect(normalizePhone('0905.939.123')).toBe('0905939123');
    expect(normalizePhone(' 0905 939-123 ')).toBe('0905939123');
  });

  it('spec §5 Normalisation: a bare 84 being typed is not mistaken for the country code', () => {
    expect(normalizePhone('84')).toBe('84');
    expect(normalizePhone('8490')).toBe('8490');
  });

  it('spec §5 Normalisation: letters are kept so validation can reject them', () => {
    expect(normalizePhone('09a5939123')).toBe('09a5939123');
  });
});

describe('isValidPhone', () => {
  it('spec §5 Home phone: exactly 10 digits, first 0, second not 0', () => {
    expect(isValidPhone('0905939123')).toBe(true);
    expect(isValidPhone('090593912')).toBe(false);
    expect(isValidPhone('09059391234')).toBe(false);
    expect(isValidPhone('1905939123')).toBe(false);
    expect(isValidPhone('0005939123')).toBe(false);
  });

  it('spec §5 Other: about 34 accepted three-digit mobile prefixes', () => {
    expect(VN_MOBILE_PREFIXES.size).toBeGreaterThanOrEqual(34);
    for (const prefix of ['032', '039', '052', '059', '070', '079', '081', '089', '090', '099']) {
      expect(isValidPhone(`${prefix}1234567`), prefix).toBe(true);
    }
    for (const prefix of ['012', '020', '031', '050', '071', '080', '095']) {
      expect(isValidPhone(`${prefix}1234567`), prefix).toBe(false);
    }
  });

  it('spec §5 Normalisation: formatted and +84 inputs are judged on their local form', () => {
    expect(isValidPhone('0905.939.123')).toBe(true);
    expect(isValidPhone('+84905939123')).toBe(true);
    expect(isValidPhone('0905.939.12a')).toBe(false);
  });
});

describe('formatPhone', () => {
  it('spec §5 Other: phone display 4-3-3 digits with dots', () => {
    expect(formatPhone('0905939123')).toBe('0905.939.123');
    expect(formatPhone('+84905939123')).toBe('0905.939.123');
  });

  it('spec §5 Home phone: input is formatted with dots while it is typed', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('090')).toBe('090');
    expect(formatPhone('0905')).toBe('0905');
    expect(formatPhone('09059')).toBe('0905.9');
    expect(formatPhone('0905.9391')).toBe('0905.939.1');
  });

  it('spec §5 Other: phone display max 10 digits', () => {
    expect(formatPhone('090593912345')).toBe('0905.939.123');
  });

  it('spec §5 Home phone: the formatted number stays under 13 characters', () => {
    expect(formatPhone('0905939123').length).toBeLessThan(13);
  });
});

describe('toE164Vn / fromE164Vn', () => {
  it('spec §5 Normalisation: stored as +84 with leading zero dropped', () => {
    expect(toE164Vn('0905939123')).toBe('+84905939123');
    expect(toE164Vn('0905.939.123')).toBe('+84905939123');
  });

  it('spec §5 Normalisation: the stored form turns back into the local form', () => {
    expect(fromE164Vn('+84905939123')).toBe('0905939123');
    expect(fromE164Vn(toE164Vn('0376543210'))).toBe('0376543210');
  });

  it('spec §5 Login phone: only 10 digits starting 0 can be converted', () => {
    expect(() => toE164Vn('12345')).toThrow(RangeError);
  });
});

describe('cleanBookingPhoneInput', () => {
  it('spec §5 Booking phone popup: digits and dots while typing, max 20', () => {
    expect(cleanBookingPhoneInput('09a05.939-123')).toBe('0905.939123');
    expect(cleanBookingPhoneInput('1'.repeat(25))).toHaveLength(20);
  });
});
