import { addNamespace, i18n } from '../../../lib/i18n';
import { vi } from './vi';

// The staff screens' texts: Vietnamese with the chunk, English fetched if the device chose ENG.
addNamespace('floor', vi, () => import('./en').then((module) => module.en));
void i18n.loadNamespaces(['floor']);
