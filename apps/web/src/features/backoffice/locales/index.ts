import { addNamespace, i18n } from '../../../lib/i18n';
import { vi } from './vi';

// The back office's texts: Vietnamese with the chunk, English fetched if the device chose ENG.
addNamespace('backoffice', vi, () => import('./en').then((module) => module.en));
void i18n.loadNamespaces(['backoffice']);
