import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { DAY_TAG_KEYS, dayLabel, formatHour, isDaytime, parseHour } from './hours';

describe('hour and day labels', () => {
  it('spec §9 Hour format like 9h30', () => {
    expect(formatHour(9 * 60 + 30)).toBe('9h30');
    expect(formatHour(10 * 60)).toBe('10h00');
    expect(formatHour(8 * 60 + 5)).toBe('8h05');
    expect(formatHour(20 * 60 + 30)).toBe('20h30');
  });

  it('spec §3 Hour box: an hour label reads back to minutes', () => {
    expect(parseHour('9h30')).toBe(570);
    expect(parseHour('10h00')).toBe(600);
    expect(parseHour('9:30')).toBeNull();
    expect(parseHour('25h00')).toBeNull();
  });

  it('spec §9 Day shows 6:00 to 17:00 (day image, otherwise night image)', () => {
    expect(isDaytime(5)).toBe(false);
    expect(isDaytime(6)).toBe(true);
    expect(isDaytime(16)).toBe(true);
    expect(isDaytime(17)).toBe(false);
    expect(isDaytime(23)).toBe(false);
  });

  it('spec §9 Day labels Today, Tomorrow, Day after', () => {
    expect(dayLabel(0)).toBe('Today');
    expect(dayLabel(1)).toBe('Tomorrow');
    expect(dayLabel(2)).toBe('Day after');
    expect(dayLabel(3)).toBeNull();
    expect(dayLabel(-1)).toBeNull();
  });

  it('spec §9 Day labels: each tag has a catalogue text, English as the spec writes it', () => {
    expect(translate('en', DAY_TAG_KEYS.Today)).toBe('Today');
    expect(translate('en', DAY_TAG_KEYS['Day after'])).toBe('Day after');
    expect(translate('vi', DAY_TAG_KEYS.Tomorrow)).toBe('Ngày mai');
  });
});
