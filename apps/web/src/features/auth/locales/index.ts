import { addNamespace, i18n } from '../../../lib/i18n';
import { vi } from './vi';

// The feature's entry for its texts, imported by its lazy screens: Vietnamese comes with the chunk;
// the spec's messages (and English) start loading now, and a screen that needs them before they
// arrive suspends in useTranslation. (No top-level await: it splits the home bundle into more chunks.)
addNamespace('auth', vi, () => import('./en').then((module) => module.en));
void i18n.loadNamespaces(['auth', 'messages']);
