import type { ConsentTexts } from './vi';

export const en: ConsentTexts = {
  title: 'Personal data protection',
  text: '{product} uses your phone number and booking details to hold your seat, remind you of it and follow up after each visit, under the Personal Data Protection Law 91/2025/QH15 and Decree 356/2025/ND-CP. Tick the box below if you agree.',
  policy: 'Read the privacy policy',
  agree: 'I agree that {product} processes my personal data for these purposes',
};
