import type { FloorAction } from '@shine/shared/rules/floor-roles';
import { VISIT_TRANSITIONS, type VisitStage } from '@shine/shared/rules/visit-states';

/** What a button of the staff board asks the server to do with one visit. */
export type FloorCommandAction = 'checkIn' | 'startWash' | 'startCut' | 'finish' | 'noShow' | 'undo';
export interface FloorCommand {
  action: FloorCommandAction;
  bookingId: number;
  /** The visit as the screen showed it: an undo of a visit changed since is refused. */
  version: number;
}

const PERMISSION: Record<FloorCommandAction, FloorAction> = {
  checkIn: 'visit.checkIn',
  startWash: 'visit.startWash',
  startCut: 'visit.startCut',
  finish: 'visit.finish',
  noShow: 'visit.noShow',
  undo: 'visit.undo',
};

/** Stages an undo takes back (the server decides, for the same day; paid is reversed by a refund). */
const UNDOABLE: readonly VisitStage[] = ['checked_in', 'wash', 'cut', 'finished', 'no_show'];

export interface VisitView {
  stage: VisitStage;
  stylistId: number;
}
export interface ActorView {
  actions: readonly FloorAction[];
  role: string;
  /** The `staff` row of a stylist or skinner. */
  staffId: number | null;
}

/**
 * The buttons one staff member sees on one visit, in the order of the visit: the next steps its stage
 * allows and his role may take (a stylist only on his own customers), then undo. The server checks
 * all of it again.
 */
export function visitActions(visit: VisitView, actor: ActorView): FloorCommandAction[] {
  const steps = (['checkIn', 'startWash', 'startCut', 'finish', 'noShow'] as const).filter((step) => VISIT_TRANSITIONS[step].from.includes(visit.stage));
  const own = actor.role !== 'stylist' || actor.staffId === visit.stylistId;
  const allowed = (action: FloorCommandAction) => actor.actions.includes(PERMISSION[action]) && own;
  return [...steps.filter(allowed), ...(UNDOABLE.includes(visit.stage) && allowed('undo') ? (['undo'] as const) : [])];
}

/**
 * What the check-in box holds: a 10-digit phone starting with 0, or else a check-in code (what a scanner
 * types from his QR, SHINE12345, or the booking's number), which the server reads.
 */
export function readCheckInInput(text: string): { phone: string } | { code: string } | null {
  const compact = text.replace(/[\s.]/g, '');
  if (/^0\d{9}$/.test(compact)) return { phone: compact };
  return compact ? { code: compact } : null;
}
