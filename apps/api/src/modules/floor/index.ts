// What other modules may use of the salon floor (lint allows nothing else): the payment step (part 2)
// marks a finished visit paid inside its own transaction, exactly once.
export { markPaid } from './visit-repository.ts';
export { AUTO_NO_SHOW_ACTION, markDueNoShows } from './auto-no-show.ts';
export { pruneFloorEvents } from './prune-floor-events.ts';
// The back office (issue 32) opens its routes with the same staff session and login.
export { registerStaffAuth, requireStaff } from './staff-auth.ts';
export type { StaffActor } from './staff-actor.ts';
