import type { ConsentTexts } from './vi';

export const en: ConsentTexts = {
  title: 'Personal data protection',
  text: '{product} uses your phone number and booking details to hold your seat, remind you of it and follow up after each visit, under Decree 13/2023/ND-CP on personal data protection.',
  policy: 'Read the privacy policy',
  agree: 'I agree that {product} processes my personal data for these purposes',
};
