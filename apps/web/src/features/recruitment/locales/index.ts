import { addNamespace, i18n } from '../../../lib/i18n';
import { vi } from './vi';

// The feature's texts, imported by its lazy pages (ADR 007): Vietnamese with the chunk, English on demand.
addNamespace('recruitment', vi, () => import('./en').then((module) => module.en));
void i18n.loadNamespaces(['recruitment']);
