// What other modules may use of auth (lint allows nothing else): the logged-in customer, closing a
// customer's sessions, the login phone and code rules, the captcha and replay guard forms share, and the
// pieces a staff login reuses (password hashing, the login guard and its stores, token hashing).
export type { SessionCustomer } from './session-repository.ts';
export { hashToken, revokeCustomerSessions } from './session-repository.ts';
export { checkLoginOtpFormat, loginPhone } from './credentials.ts';
export { captchaSolved, createCaptcha } from './captcha.ts';
export { type ReplayGuard, memoryReplayGuard, redisReplayGuard } from './replay-guard.ts';
export { hashPassword, passwordMatches } from './passwords.ts';
export { type AuthStores, createAuthStores } from './auth-stores.ts';
export { guardedPasswordLogin } from './login-guard.ts';
