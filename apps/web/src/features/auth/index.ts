// Public surface of the auth feature for the app shell and other features.
export { LoginModal } from './login-modal';
export { openLogin, closeLogin, useLoginModal, onLoggedIn, type OpenLoginOptions } from './login-store';
export { useCurrentUser, meQueryOptions } from './api/get-me';
export { authKeys } from './api/keys';
export { logout, endSession } from './session';
export { UserMenu, UserSummary } from './components/user-menu';
export { ACCOUNT_LINKS } from './account-links';
export type { User } from './types';
export { MemberIcon } from './components/member-icon';
export type { AltchaChallenge } from './altcha';
/** The ALTCHA solver (other features' forms): a chunk of its own, so the shell does not carry it. */
export const loadAltcha = () => import('./altcha');
