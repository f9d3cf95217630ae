// What other modules may use of membership: the floor's payment debits a visit from the prepaid balance
// and re-evaluates the customer's tier, both inside its own transaction.
export { debitVisitBalance, walletOf } from './ledger.ts';
export { evaluateTier, thresholdsOf, tierThresholds } from './tiers.ts';
export { MEMBERSHIP_DAILY_JOB, runMembershipDay } from './daily.ts';
