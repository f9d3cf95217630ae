// Public surface of the service step (spec §2 steps 2 and 3). The booking wizard lazy-loads this module.
export type { ChosenService } from './types';
export { ServiceStep, type ServiceStepProps } from './components/service-step';
