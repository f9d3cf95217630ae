import { describe, expect, it } from 'vitest';
import { bookingIdOfVisitCode, crc16Ccitt, vietQrPayload, visitCodeOf } from './vietqr';

describe('VietQR payload (NAPAS EMVCo, issue 30)', () => {
  it('CRC-16/CCITT-FALSE gives the catalogued check value of "123456789"', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('180.000 VNĐ to a Vietcombank account for visit SHINE12345: the payload worked out field by field', () => {
    // 00 02 01 | 01 02 12 | 38 57 [00 10 A000000727 | 01 27 [00 06 970436 | 01 13 0011001234567] | 02 08 QRIBFTTA]
    // | 53 03 704 | 54 06 180000 | 58 02 VN | 62 14 [08 10 SHINE12345] | 63 04 CRC (Python binascii.crc_hqx, init FFFF)
    const expected =
      '000201' +
      '010212' +
      '3857' +
      '0010A000000727' +
      '0127' +
      '0006970436' +
      '01130011001234567' +
      '0208QRIBFTTA' +
      '5303704' +
      '5406180000' +
      '5802VN' +
      '6214' +
      '0810SHINE12345' +
      '6304' +
      'D7F2';
    expect(vietQrPayload({ bankBin: '970436', accountNumber: '0011001234567', amount: 180_000, visitCode: visitCodeOf(12345) })).toBe(expected);
  });

  it('the CRC covers everything before it, its own "6304" included', () => {
    const payload = vietQrPayload({ bankBin: '970415', accountNumber: '113366668888', amount: 50_000, visitCode: 'SHINE7' });
    expect(payload.slice(-4)).toBe(crc16Ccitt(payload.slice(0, -4)));
    expect(payload.slice(-8, -4)).toBe('6304');
  });

  it('refuses what a bank app could not read: a bad BIN, amount or code', () => {
    const ok = { bankBin: '970436', accountNumber: '0011001234567', amount: 1000, visitCode: 'SHINE1' };
    expect(() => vietQrPayload({ ...ok, bankBin: '97043' })).toThrow();
    expect(() => vietQrPayload({ ...ok, amount: 0 })).toThrow();
    expect(() => vietQrPayload({ ...ok, amount: 10.5 })).toThrow();
    expect(() => vietQrPayload({ ...ok, visitCode: 'SHINE 1' })).toThrow();
    expect(() => vietQrPayload({ ...ok, accountNumber: '' })).toThrow();
  });
});

describe('the check-in QR: a visit code read back (issue 30)', () => {
  it('reads the booking of what the QR holds, as a scanner or a person types it', () => {
    expect(bookingIdOfVisitCode(visitCodeOf(12345))).toBe(12345);
    expect(bookingIdOfVisitCode(' shine 77 ')).toBe(77);
  });

  it('anything else is not a visit code', () => {
    for (const text of ['', 'SHINE', 'SHINE0', 'SHINE12a', 'SHINE1234567890', 'SHINE-12', '12345']) expect(bookingIdOfVisitCode(text)).toBeNull();
  });
});
