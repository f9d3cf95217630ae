// What other modules may use of the roster (lint allows nothing else): the back office's check in one salon.
export { requireAllowedIn } from './ops-guard.ts';
