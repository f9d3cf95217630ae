import { addNamespace, i18n } from '../../../lib/i18n';
import { bookingVi } from './vi';

// Texts of the booking screens, imported by every file that shows them.
// Vietnamese comes with the chunk that imports this file; the spec's messages (and English) start
// loading now, and a screen that needs them before they arrive suspends in useTranslation.
addNamespace('booking', bookingVi, () => import('./en').then((module) => module.bookingEn));
void i18n.loadNamespaces(['booking', 'messages']);
