import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../i18n/translate';
import { cleanName, collapseNameSpaces, greetingName, isValidName, validateName } from './name';

const t = (key: MessageKey | null) => (key === null ? null : translate('vi', key));

describe('name rules', () => {
  it('spec §5 Name: letters with Vietnamese diacritics and spaces are valid', () => {
    expect(isValidName('Nguyễn Văn An')).toBe(true);
    expect(isValidName('Đặng Thị Ưởng')).toBe(true);
    expect(isValidName('Phạm Quốc Hưng')).toBe(true);
  });

  it('spec §5 Name: decomposed diacritics (combining marks) count as letters', () => {
    expect(isValidName('Nguye\u0302\u0303n')).toBe(true);
  });

  it('spec §5 Name: max 20 characters', () => {
    expect(isValidName('a'.repeat(20))).toBe(true);
    expect(isValidName('a'.repeat(21))).toBe(false);
    expect(isValidName('Ưởng'.repeat(5))).toBe(true);
  });

  it('spec §5 Name: digits, punctuation and emoji are rejected with "Anh nhập tên hợp lệ giúp em nhé!"', () => {
    for (const name of ['An 123', 'An!', 'An 😀', '   ']) {
      expect(t(validateName(name)), name).toBe('Anh nhập tên hợp lệ giúp em nhé!');
    }
    expect(validateName('Minh Anh')).toBeNull();
  });

  it('spec §5 Name: repeated spaces collapse', () => {
    expect(cleanName('  Nguyễn   Văn    An  ')).toBe('Nguyễn Văn An');
    expect(isValidName('Nguyễn        Văn An')).toBe(true);
  });

  it('spec §5 Name: while typing, a trailing space stays so the next word can be typed', () => {
    expect(collapseNameSpaces('  Văn   ')).toBe('Văn ');
  });
});

describe('greetingName (what the TV and the kiosk show of a customer)', () => {
  it('is "anh" and the given name, the last word', () => {
    expect(greetingName('Nguyễn Văn Tuấn')).toBe('anh Tuấn');
    expect(greetingName('  Lê   Minh  ')).toBe('anh Minh');
    expect(greetingName('Khoa')).toBe('anh Khoa');
  });
  it('is null without a name', () => {
    expect(greetingName(null)).toBeNull();
    expect(greetingName('   ')).toBeNull();
  });
});
