import { addNamespace, i18n } from '../../../lib/i18n';
import { laterVi } from './later-vi';

// Texts of the screens loaded on demand (extension, OTP, success, at home): they travel
// with those chunks, not with the booking route's first one. Imported by every file that shows them.
// Vietnamese comes with the chunk that imports this file; the spec's messages (and English) start
// loading now, and a screen that needs them before they arrive suspends in useTranslation.
addNamespace('bookingLater', laterVi, () => import('./later-en').then((module) => module.laterEn));
void i18n.loadNamespaces(['bookingLater', 'messages']);
