import { addNamespace, i18n } from '../../../lib/i18n';
import { vi } from './vi';

// The feature's entry for its texts, imported by its lazy page (ADR 007).
addNamespace('oneTap', vi, () => import('./en').then((module) => module.en));
void i18n.loadNamespaces(['oneTap']);
