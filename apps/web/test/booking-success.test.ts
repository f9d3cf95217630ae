import { describe, expect, it } from 'vitest';
import { buildIcs, icsInstant, icsText } from '../src/features/booking/model/ics';
import { dayWordKey, dayOffset } from '../src/features/booking/model/date-label';
import { firstBookableDateBook, opensLater } from '../src/features/booking/model/salon-summary';
import { fitWithin } from '../src/features/booking/components/extension/downscale-image';

describe('add-to-calendar file', () => {
  const ics = buildIcs(
    { bookingId: 42, startAt: '2026-11-22T02:30:00.000Z', minutes: 40, title: 'Cắt tóc tại Shine 125 Tây Sơn', location: '125 Tây Sơn, Đống Đa, Hà Nội', description: 'Stylist: An; Dịch vụ: Cắt gội' },
    new Date('2026-11-21T10:00:00Z'),
    'Shine',
  );

  it('is one VEVENT with start, end from the service minutes, and a stable UID', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0')).toBe(true);
    expect(ics).toContain('UID:booking-42@shine');
    expect(ics).toContain('DTSTART:20261122T023000Z');
    expect(ics).toContain('DTEND:20261122T031000Z');
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });

  it('escapes commas and semicolons in text', () => {
    expect(ics).toContain('LOCATION:125 Tây Sơn\\, Đống Đa\\, Hà Nội');
    expect(icsText('a;b\nc')).toBe('a\\;b\\nc');
    expect(icsInstant(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});

describe('booking dates and salons', () => {
  it('names the busy day: today, tomorrow, day after, else none', () => {
    expect(dayOffset('30-11-2026', '01-12-2026')).toBe(1);
    expect(dayWordKey('21-11-2026', '21-11-2026')).toBe('date.today');
    expect(dayWordKey('21-11-2026', '23-11-2026')).toBe('date.dayAfter');
    expect(dayWordKey('21-11-2026', '25-11-2026')).toBeNull();
  });

  it('books a salon opening later from its opening date, and shows the banner only then', () => {
    expect(firstBookableDateBook('21-11-2026', '01-12-2026')).toBe('01-12-2026');
    expect(firstBookableDateBook('21-11-2026', '01-01-2020')).toBe('21-11-2026');
    expect(opensLater('21-11-2026', '01-12-2026')).toBe(true);
    expect(opensLater('21-11-2026', '21-11-2026')).toBe(false);
    expect(opensLater('21-11-2026', null)).toBe(false);
  });
});

describe('device photo downscale (spec §9: longest side 1024 px)', () => {
  it('fits the longer side into 1024 px keeping the ratio, never enlarging', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(1000, 3000)).toEqual({ width: 341, height: 1024 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
