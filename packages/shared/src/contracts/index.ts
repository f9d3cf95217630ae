// Every endpoint contract, for the web's typed client (`import type` only: no schema reaches a bundle).
export * from './history';
export * from './account';
export * from './auth';
export * from './availability';
export * from './booking';
export * from './catalog';
export * from './clock';
export * from './customers';
export * from './health';
export * from './messages';
export * from './otp';
export * from './questions';
export * from './salons';
export * from './service-change';
export * from './tracking';
export * from './waitlist';
