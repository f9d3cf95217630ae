import { addNamespace, i18n } from '../../../lib/i18n';
import { vi } from './vi';

// The feature's entry for its texts, imported by its lazy screens: Vietnamese comes with the chunk;
// the spec's messages (and English) start loading now (ADR 007).
addNamespace('styleMaster', vi, () => import('./en').then((module) => module.en));
void i18n.loadNamespaces(['styleMaster', 'messages']);
