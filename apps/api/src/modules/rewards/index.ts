// What other modules may use of rewards: the floor's payment gives the "completed booking" spin of a paid visit.
export { earnCompletedVisitSpin, spinsOrPointsChanged } from './wheel.ts';
