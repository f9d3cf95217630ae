import type { MessageKey } from '../i18n/translate';

// Booking wizard steps (spec §2 "Booking wizard steps", §4 "Wizard step machine").
// 0 main, 1 salon, 2 services, 3 service detail, 4 campaigns, 5 campaign detail, 6-7 extensions.

const STEP_TITLES: Readonly<Record<number, MessageKey>> = {
  0: 'step.main',
  1: 'step.salon',
  2: 'step.service',
  4: 'step.campaigns',
  5: 'step.campaignDetail',
  6: 'step.extension',
};

export function stepTitleKey(step: number): MessageKey {
  return STEP_TITLES[step] ?? 'step.done';
}

/** Query `step` from the URL: only 1 to 5 can be opened directly, anything else starts at 0. */
export function stepFromQuery(raw: string | null | undefined): number {
  const step = Number(raw);
  return Number.isInteger(step) && step >= 1 && step <= 5 ? step : 0;
}

/** Query `salonId` from the URL: anything but a non-negative integer means "no salon" (0). */
export function salonIdFromQuery(raw: string | null | undefined): number {
  const id = raw != null && /^\d+$/.test(raw) ? Number(raw) : 0;
  return Number.isSafeInteger(id) ? id : 0;
}

export function showsBackArrow(step: number): boolean {
  return step > 0 && step !== 6;
}

export function showsSalonInHeader(step: number): boolean {
  return step > 1;
}

/** Back: 4 to 2, 5 to 4, anything else to the main screen. */
export function previousStep(step: number): number {
  if (step === 4) return 2;
  if (step === 5) return 4;
  return 0;
}
