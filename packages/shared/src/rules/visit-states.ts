// A visit at the salon (issue 30): booked → checked in → wash → cut → finished → paid, with no-show and
// canceled beside them. Each step is taken by one guarded update: the stage it leaves is in the WHERE.

export const VISIT_STAGES = ['booked', 'checked_in', 'wash', 'cut', 'finished', 'paid', 'no_show', 'canceled'] as const;
export type VisitStage = (typeof VISIT_STAGES)[number];

export const VISIT_STEPS = ['checkIn', 'startWash', 'startCut', 'finish', 'pay', 'noShow'] as const;
export type VisitStep = (typeof VISIT_STEPS)[number];

/** The stages a step leaves (any one of them) and the stage it reaches. A cut may start without a wash. */
export const VISIT_TRANSITIONS: Record<VisitStep, { from: readonly VisitStage[]; to: VisitStage }> = {
  checkIn: { from: ['booked'], to: 'checked_in' },
  startWash: { from: ['checked_in'], to: 'wash' },
  startCut: { from: ['checked_in', 'wash'], to: 'cut' },
  finish: { from: ['cut'], to: 'finished' },
  pay: { from: ['finished'], to: 'paid' },
  noShow: { from: ['booked'], to: 'no_show' },
};

/** The customer side's booking status for a visit stage (history, upcoming card, the stylist's time). */
export function bookingStatusOf(stage: VisitStage): 'confirmed' | 'checked_in' | 'in_service' | 'completed' | 'no_show' | 'canceled' {
  switch (stage) {
    case 'booked':
      return 'confirmed';
    case 'checked_in':
      return 'checked_in';
    case 'wash':
    case 'cut':
      return 'in_service';
    case 'finished':
    case 'paid':
      return 'completed';
    case 'no_show':
      return 'no_show';
    case 'canceled':
      return 'canceled';
  }
}

/** The stage before a booking has a visit row: what its booking status says. */
export function stageOfBookingStatus(status: string): VisitStage | undefined {
  const byStatus: Record<string, VisitStage> = {
    confirmed: 'booked',
    checked_in: 'checked_in',
    in_service: 'cut',
    completed: 'finished',
    no_show: 'no_show',
    canceled: 'canceled',
  };
  return byStatus[status];
}

/**
 * The stage an undo goes back to, or undefined when the stage cannot be undone (booked, paid, canceled:
 * payment is reversed by a refund, never by an undo). A cut goes back to the wash only when there was one.
 */
export function undoTarget(stage: VisitStage, opts: { washed: boolean }): VisitStage | undefined {
  switch (stage) {
    case 'checked_in':
    case 'no_show':
      return 'booked';
    case 'wash':
      return 'checked_in';
    case 'cut':
      return opts.washed ? 'wash' : 'checked_in';
    case 'finished':
      return 'cut';
    default:
      return undefined;
  }
}

/**
 * Self check-in at the salon's kiosk (`source=friendly_checkin`): from an hour before the booked start
 * to 15 minutes after it. Earlier, the customer comes back; later, reception checks him in (the stylist's
 * day may have moved on).
 */
export const SELF_CHECK_IN_WINDOW = { minutesBefore: 60, minutesAfter: 15 } as const;

export function selfCheckInTiming(startAt: Date, now: Date): 'early' | 'open' | 'late' {
  const minutes = (startAt.getTime() - now.getTime()) / 60_000;
  if (minutes > SELF_CHECK_IN_WINDOW.minutesBefore) return 'early';
  if (minutes < -SELF_CHECK_IN_WINDOW.minutesAfter) return 'late';
  return 'open';
}
