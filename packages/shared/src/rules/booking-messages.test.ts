import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGE_KINDS,
  SMS_MAX_CHARS,
  ZNS_TEMPLATES,
  allowedToSendAt,
  bookingMessageDueAt,
  outsideQuietHours,
  ratingDueAt,
  renderSms,
  znsTemplateProblems,
} from './booking-messages';

const tz = 'Asia/Ho_Chi_Minh';
const at = (local: string) => new Date(`${local}+07:00`);

describe('ZNS templates', () => {
  it.each(BOOKING_MESSAGE_KINDS)('%s is approvable: parameters only, no link or phone in its body, within 400 characters', (kind) => {
    expect(znsTemplateProblems(ZNS_TEMPLATES[kind])).toEqual([]);
  });
  it('rejects a template with a link, a phone number or too long a body', () => {
    const base = { params: ['customer_name'], buttons: [] } as const;
    expect(znsTemplateProblems({ ...base, body: 'Anh <customer_name> xem tại https://shine.vn/lich' })).toContain('a link in the body');
    expect(znsTemplateProblems({ ...base, body: 'Anh <customer_name> xem tại shine.vn' })).toContain('a link in the body');
    expect(znsTemplateProblems({ ...base, body: 'Anh <customer_name> gọi 0912 345 678 nhé' })).toContain('a phone number in the body');
    expect(znsTemplateProblems({ ...base, body: 'Anh <customer_name> gọi 1900 2345 nhé' })).toContain('a phone number in the body');
    expect(znsTemplateProblems({ ...base, body: 'Anh <customer_name> gọi +84912345678' })).toContain('a phone number in the body');
    expect(znsTemplateProblems({ ...base, body: `Anh <customer_name> ${'a'.repeat(380)}` })).toContain('longer than 400 characters');
    expect(znsTemplateProblems({ ...base, body: 'Anh <customer_name> lúc <time>' })).toContain('undeclared parameter <time>');
  });
});

describe('SMS texts', () => {
  it.each(BOOKING_MESSAGE_KINDS)('%s: ASCII within 160 characters, even with long names and the link', (kind) => {
    const params = {
      customer_name: 'Nguyễn Văn Trường',
      time: '08:30',
      date: '28/11/2026',
      salon_name: '702 Đường Nguyễn Văn Linh, Phường Tân Hưng, Quận 7, Thành phố Hồ Chí Minh',
      stylist_name: 'Trần Quốc Đạt',
      booking_code: 'SHINE5000123',
      expires: '08:40',
    };
    const text = renderSms(kind, params, 'https://shine.vn/b/NTAwMDEyMy4xNzk2MDAwMDAw.abcdefghijklmnopqrstuv');
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(text).toMatch(/^[\x20-\x7e]+$/);
    expect(text.endsWith('https://shine.vn/b/NTAwMDEyMy4xNzk2MDAwMDAw.abcdefghijklmnopqrstuv')).toBe(true);
  });
});

describe('due times and quiet hours', () => {
  const booking = { startAt: at('2026-11-28T10:00:00'), dateBook: '2026-11-28', timeZone: tz };
  it('a confirmation made at 22:30 for tomorrow waits for 08:00; one made at 20:00 goes at once', () => {
    expect(bookingMessageDueAt('confirmation', booking, at('2026-11-27T22:30:00'))).toEqual(at('2026-11-28T08:00:00'));
    expect(bookingMessageDueAt('confirmation', booking, at('2026-11-28T02:00:00'))).toEqual(at('2026-11-28T08:00:00'));
    expect(bookingMessageDueAt('confirmation', booking, at('2026-11-27T20:00:00'))).toEqual(at('2026-11-27T20:00:00'));
  });
  it('what is due within two hours goes even in the quiet hours', () => {
    const early = { startAt: at('2026-11-28T08:30:00'), dateBook: '2026-11-28', timeZone: tz };
    expect(bookingMessageDueAt('confirmation', early, at('2026-11-28T07:00:00'))).toEqual(at('2026-11-28T07:00:00'));
    expect(bookingMessageDueAt('reminder_2h', early, at('2026-11-27T12:00:00'))).toEqual(at('2026-11-28T06:30:00'));
    expect(allowedToSendAt(at('2026-11-28T06:30:00'), early.startAt, tz)).toBe(true);
    expect(allowedToSendAt(at('2026-11-28T06:00:00'), early.startAt, tz)).toBe(false);
  });
  it('the day-before reminder is at 19:00 the day before, none when booked later', () => {
    expect(bookingMessageDueAt('reminder_day', booking, at('2026-11-27T12:00:00'))).toEqual(at('2026-11-27T19:00:00'));
    expect(bookingMessageDueAt('reminder_day', booking, at('2026-11-27T19:30:00'))).toBeNull();
    expect(bookingMessageDueAt('reminder_2h', booking, at('2026-11-28T08:30:00'))).toBeNull();
  });
  it('the rating request an hour after payment, moved out of the night', () => {
    expect(ratingDueAt(at('2026-11-28T15:00:00'), tz)).toEqual(at('2026-11-28T16:00:00'));
    expect(ratingDueAt(at('2026-11-28T20:30:00'), tz)).toEqual(at('2026-11-29T08:00:00'));
    expect(outsideQuietHours(at('2026-11-28T07:59:00'), null, tz)).toEqual(at('2026-11-28T08:00:00'));
  });
});
