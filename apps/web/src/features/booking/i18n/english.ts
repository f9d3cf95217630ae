// The English words of the booking screens and the spec's English messages: one chunk, loaded on demand.
export { bookingEn } from './booking-texts-en';
export { laterEn } from './later-texts-en';
export { en as specEn } from '@shine/shared/i18n/en';
