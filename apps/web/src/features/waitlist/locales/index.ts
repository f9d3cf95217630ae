import { addNamespace, i18n } from '../../../lib/i18n';
import { vi } from './vi';

// The feature's entry for its texts, imported by its lazy components (ADR 007).
addNamespace('waitlist', vi, () => import('./en').then((module) => module.en));
void i18n.loadNamespaces(['waitlist']);
