// What other modules may use of the roster (lint allows nothing else): the back office's policy check.
export { requireOps } from './ops-guard.ts';
