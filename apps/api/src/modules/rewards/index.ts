// What other modules may use of rewards: the floor's payment gives the "completed booking" spin of a paid visit
// and the points of the amount paid; the rating of a visit gives its points (issue 32: the back office's rules).
export { earnCompletedVisitSpin, spinsOrPointsChanged } from './wheel.ts';
export { earnPaidVisitPoints, earnRatingPoints } from './earn-points.ts';
