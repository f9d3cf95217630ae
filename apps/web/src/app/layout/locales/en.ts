import type { LayoutTexts } from './vi';

export const en: LayoutTexts = {
  footer: {
    tagline: "Men's hair salon chain: haircut, wash, ear cleaning, skin care. Book in 30 seconds.",
    hotline: 'Hotline',
    hours: 'Opening hours: Monday to Sunday, 8:30 - 20:30',
    aboutTitle: 'About us',
    policyTitle: 'Policies',
    appTitle: 'Get the {product} app',
    socialTitle: 'Follow {product}',
    followers: '{count} followers',
    paymentsTitle: 'We accept',
    appStoreBadge: 'Download on the',
    googlePlayBadge: 'GET IT ON',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    copyright: '© {year} {product}. All rights reserved.',
  },
  payments: { cash: 'Cash', transfer: 'Bank transfer', card: 'Card swipe', visa: 'VISA', mastercard: 'Mastercard' },
  floating: {
    contact: 'Contact',
    zalo: 'Chat on Zalo',
    messenger: 'Chat on Messenger',
    hotline: 'Call hotline {phone}',
    rating: 'Rate our service',
    franchise: 'Franchise contact',
    scrollTop: 'Back to top',
  },
};
