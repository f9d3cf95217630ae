// What other modules may use of auth (lint allows nothing else): the logged-in customer, closing a
// customer's sessions, the login phone and code rules, and the captcha and replay guard forms share.
export type { SessionCustomer } from './session-repository.ts';
export { revokeCustomerSessions } from './session-repository.ts';
export { checkLoginOtpFormat, loginPhone } from './credentials.ts';
export { captchaSolved, createCaptcha } from './captcha.ts';
export { type ReplayGuard, memoryReplayGuard, redisReplayGuard } from './replay-guard.ts';
