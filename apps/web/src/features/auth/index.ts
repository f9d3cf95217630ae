// Public surface of the auth feature for the app shell and other features.
export { LoginModal } from './login-modal';
export { openLogin, closeLogin, useLoginModal } from './login-store';
