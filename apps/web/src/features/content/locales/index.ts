import { addNamespace, i18n } from '../../../lib/i18n';
import { vi } from './vi';

// The feature's texts, imported by its lazy pages: Vietnamese comes with the chunk (ADR 007).
addNamespace('content', vi, () => import('./en').then((module) => module.en));
void i18n.loadNamespaces(['content']);
