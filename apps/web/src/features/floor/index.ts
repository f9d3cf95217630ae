// Public surface of the floor feature (the salon staff's screens, issue 30): its page is reached only
// through app/pages.ts as a lazy chunk, never from a customer page. The back office (issue 32, itself a
// lazy page) signs in with the same staff login and session.
import './locales';

export { StaffLoginForm } from './components/staff-login-form';
export { staffMeKey, useStaffLogout, useStaffMe } from './api/staff-session';
export { ImageReportsPanel } from './components/image-reports-panel';
