import type { MessageKey } from '../i18n/translate';
import { NAME_MAX_LENGTH } from './constants';

// Customer name (spec §5): at most 20 characters, letters (Vietnamese diacritics included) and spaces.

// Latin-script letters cover every Vietnamese letter (đ, ư, ơ, ạ, ...); combining marks are allowed for
// keyboards that type the tone mark separately. Digits, punctuation and emoji are not names.
const NAME_PATTERN = /^(?:(?=\p{L})\p{Script=Latin}|\p{M}| )+$/u;

/**
 * The name as the customer types it: runs of spaces collapse to one and leading spaces go,
 * but a trailing space stays so the next word can be typed.
 */
export function collapseNameSpaces(input: string): string {
  return input.normalize('NFC').replace(/\s+/g, ' ').replace(/^ /, '');
}

/** The name as it is saved: spaces collapsed and trimmed. */
export function cleanName(input: string): string {
  return collapseNameSpaces(input).trim();
}

export function isValidName(input: string): boolean {
  const name = cleanName(input);
  return name !== '' && [...name].length <= NAME_MAX_LENGTH && NAME_PATTERN.test(name);
}

export function validateName(input: string): MessageKey | null {
  return isValidName(input) ? null : 'name.invalid';
}

/**
 * How a screen others can see (the salon's TV, the kiosk) names a customer: "anh" and his given name,
 * the last word of a Vietnamese name ("Nguyễn Văn Tuấn" → "anh Tuấn"); null without a name.
 */
export function greetingName(fullName: string | null | undefined): string | null {
  const words = cleanName(fullName ?? '')
    .split(' ')
    .filter((w) => w !== '');
  const given = words[words.length - 1];
  return given ? `anh ${given}` : null;
}
