import { addNamespace, i18n } from '../../../lib/i18n';
import { chooserVi } from './chooser-vi';

// Texts of the salon chooser's pieces, imported by every file that shows them. Vietnamese comes with the
// chunk that imports this file; the spec's messages (and English) start loading now, and a screen that
// needs them before they arrive suspends in useTranslation (ADR 007).
addNamespace('salonChooser', chooserVi, () => import('./chooser-en').then((module) => module.chooserEn));
void i18n.loadNamespaces(['salonChooser', 'messages']);
