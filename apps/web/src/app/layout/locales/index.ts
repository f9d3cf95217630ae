import { addNamespace } from '../../../lib/i18n';
import { vi } from './vi';

// The lazy layout parts' texts, imported by each of them: Vietnamese comes with their chunk, English is
// fetched when a visitor picks ENG (lib/i18n.ts addNamespace).
addNamespace('layout', vi, () => import('./en').then((module) => module.en));
