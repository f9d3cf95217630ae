// What other modules may use of staff (lint allows nothing else): who works at a salon, and on a shift.
export { findStaffOnShift, findStylistsWorkingAt } from './staff-repository.ts';
