import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE, ZPhone, zText } from './common';

// Issue 27 item 2: PostgreSQL cannot store a NUL byte, and no person types a control character.
describe('zText, the text of every request field', () => {
  it('keeps what people type, Vietnamese included, trimmed', () => {
    expect(zText(60).parse('  Nguyễn Văn Ấn — tóc "layer" 100%  ')).toBe('Nguyễn Văn Ấn — tóc "layer" 100%');
  });

  it.each(['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\nb', 'a\tb'])('refuses a control character in one-line text (%j)', (text) => {
    const result = zText(60).safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it('keeps line breaks and tabs in multi-line text, never a NUL', () => {
    expect(zText(500, { multiline: true }).parse('Dòng một\r\nDòng hai\tcột')).toBe('Dòng một\r\nDòng hai\tcột');
    expect(zText(500, { multiline: true }).safeParse('a\u0000b').success).toBe(false);
  });

  it('keeps a secret as typed when asked', () => {
    expect(zText(50, { trim: false }).parse(' 123456 ')).toBe(' 123456 ');
  });

  it('a phone with a control character is refused, not stripped to a valid number', () => {
    expect(ZPhone.safeParse('0912\u0000345678').success).toBe(false);
    expect(ZPhone.parse('0912.345.678')).toBe('0912345678');
  });
});
