// What other modules may use of the service changes: the floor proposes one for a visit (staff session).
export { type ProposalAudit, proposeServiceChange } from './service-change.ts';
export { verifyStaffKey } from './staff-key.ts';
