// What other modules may use of membership: the floor's payment debits a visit from the prepaid balance
// and re-evaluates the customer's tier, both inside its own transaction; the back office reads the thresholds
// in force (tierThresholds: its own over the configured ones).
export { debitVisitBalance, walletOf } from './ledger.ts';
export { evaluateTier, tierThresholds } from './tiers.ts';
export { MEMBERSHIP_DAILY_JOB, runMembershipDay } from './daily.ts';
