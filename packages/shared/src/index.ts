// Public entry of @shine/shared: pure rules, constants and the message catalogues.
// Schemas are imported through their subpaths ('@shine/shared/schemas/...'), not from here.
export * from './rules/constants';
export * from './rules/ui-constants';
export * from './rules/phone';
export * from './rules/phone-validation';
export * from './rules/name';
export * from './rules/password';
export * from './rules/money';
export * from './rules/dates';
export * from './rules/time-zone';
export * from './rules/hours';
export * from './rules/geo';
export * from './rules/nearby-salons';
export * from './rules/rating';
export * from './rules/salon-gallery';
export * from './rules/wait-time';
export * from './rules/book-at';
export * from './rules/booking-steps';
export * from './rules/booking-role';
export * from './rules/campaign-pricing';
export * from './rules/suggest-rules';
export * from './rules/service-selection';
export * from './rules/search-text';
export * from './i18n/vi';
export * from './i18n/en';
export * from './i18n/translate';
