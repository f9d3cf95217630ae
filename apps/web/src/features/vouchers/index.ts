// Public surface of the voucher steps (spec §2 steps 4 and 5). The booking wizard lazy-loads this module.
export { VoucherStep, type VoucherStepProps } from './components/voucher-step';
