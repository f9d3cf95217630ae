import { addNamespace, i18n } from '../../../lib/i18n';
import { vi } from './vi';

// The feature's entry for its texts, imported by its lazy pages: Vietnamese comes with the chunk;
// English loads when a visitor picks ENG (ADR 007).
addNamespace('collections', vi, () => import('./en').then((module) => module.en));
void i18n.loadNamespaces(['collections', 'messages']);
