// Public surface of the services feature (spec §2 steps 2 and 3). Only side-effect-free modules are
// re-exported, so a static import of this file (the wizard's main screen prices its services) never brings
// the service step's texts and styles; the step and the list's fetcher are reached through loaders and
// stay chunks of their own.
export type { ChosenService } from './types';
export type { ServiceStepProps } from './components/service-step';
export { usePrice } from './api/get-price';
export { serviceKeys } from './api/keys';
export const loadServiceStep = () => import('./components/service-step');
export const loadServiceList = () => import('./api/get-service-list');
