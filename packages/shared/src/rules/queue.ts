// The live queue of one salon, now (issue 31): who is in which chair, how long he has left, and for every
// customer of the day when his wash and his cut are predicted to start and when he will be done.
//
// THE RULE (simple on purpose, so reception can explain any figure it shows):
// 1. Durations. A cut by stylist S takes the sum, over the visit's services, of S's own average time for
//    that service (learnt from his last finished visits, `learnDurations`), else the service's timeServe.
//    A wash by skinner K takes K's own average wash, else WASH_MINUTES. Nobody washes when no skinner is on
//    shift, and a customer whose cut started without a wash is not washed.
// 2. Now. Each stylist and skinner has a timeline, blocked before his shift and before now. A cut or wash
//    in progress holds it from its start to start + duration; one already past that is given
//    OVERRUN_MINUTES more from now.
// 3. Due. A customer is due at max(arrival, booked hour): one who came early waits for his hour, one not
//    yet here is expected at his hour (or now, when it is past, for up to LATE_DROP_MINUTES; later than
//    that he is left out: he will be a no-show).
// 4. Order. The customers of a booked stylist are placed first (he is kept), then the "any stylist" ones;
//    each group in the order: in the wash first, then due, booked hour, booking id. An "any stylist"
//    customer in the wash keeps the visit's stylist (the one he was planned to; the floor records it).
// 5. Place. A customer takes the first free time, from when he is due, long enough for his cut, in his
//    stylist's timeline ("any stylist": the stylist offering the soonest such time, then the first listed).
//    His wash is timed to end when that cut starts (so nobody waits wet), on a skinner free then; when no
//    skinner is, on the first free wash from when he is due, and the cut moves after it. He waits for a
//    skinner (type 1 of the wait record) when the wash, not the stylist, sets his start.
// No look-ahead and no re-ordering: later customers fill the gaps the earlier ones left.

import { WAIT_QUEUE_FROM_MINUTES, WAIT_TYPE_SKINNER } from './constants';

export const WASH_MINUTES = 10;
export const OVERRUN_MINUTES = 5;
export const LATE_DROP_MINUTES = 15;

const MINUTE = 60_000;

export type QueueStage = 'booked' | 'checked_in' | 'wash' | 'cut' | 'finished' | 'paid' | 'no_show' | 'canceled';

export type QueueStaff = {
  id: number;
  role: 'stylist' | 'skinner';
  /** When his shift starts (epoch ms); he takes nobody before. */
  shiftStartAt: number;
};

export type QueueVisit = {
  /** The booking id. */
  id: number;
  stage: QueueStage;
  /** The stylist of the booking (for "any stylist", the one the booking was given). */
  stylistId: number;
  /** "Any stylist": may go to whoever is free first. */
  anyStylist: boolean;
  /** The booked hour (epoch ms). */
  startAt: number;
  checkedInAt: number | null;
  washStartedAt: number | null;
  cutStartedAt: number | null;
  finishedAt: number | null;
  skinnerId: number | null;
  services: readonly { serviceId: number; timeServe: number }[];
};

/** Learnt averages in minutes: per `${stylistId}:${serviceId}` and per skinner's wash. */
export type LearntDurations = { cut: ReadonlyMap<string, number>; wash: ReadonlyMap<number, number> };

export const NO_LEARNT_DURATIONS: LearntDurations = { cut: new Map(), wash: new Map() };

export type QueueInput = {
  now: number;
  staff: readonly QueueStaff[];
  visits: readonly QueueVisit[];
  learnt?: LearntDurations;
};

export type VisitPrediction = {
  id: number;
  stylistId: number;
  skinnerId: number | null;
  /** Null when he is not washed (no skinner, or his cut began without one). */
  washStartAt: number | null;
  washEndAt: number | null;
  cutStartAt: number;
  endAt: number;
  /** What he waits for now: the skinner (type 1 of the wait record), the stylist, or nothing (in the chair). */
  waitingFor: 'skinner' | 'stylist' | null;
  /** When his service begins: the wash, else the cut. */
  serviceStartAt: number;
};

export type StaffNow = { staffId: number; role: 'stylist' | 'skinner'; currentVisitId: number | null; minutesLeft: number; freeAt: number };

export type QueueState = {
  /** Every customer of the day still to be served or in service (finished, no-shows and dropped ones not). */
  predictions: Map<number, VisitPrediction>;
  staff: StaffNow[];
};

export const cutMinutes = (learnt: LearntDurations, stylistId: number, services: QueueVisit['services']) =>
  services.reduce((sum, s) => sum + (learnt.cut.get(`${stylistId}:${s.serviceId}`) ?? s.timeServe), 0);

export const washMinutes = (learnt: LearntDurations, skinnerId: number) => learnt.wash.get(skinnerId) ?? WASH_MINUTES;

const endOf = (startedAt: number, minutes: number, now: number) =>
  Math.max(startedAt + minutes * MINUTE, now + (startedAt + minutes * MINUTE <= now ? OVERRUN_MINUTES * MINUTE : 0));

/** Busy intervals of one person, kept sorted; `firstFree` finds the earliest gap of a length. */
class Timeline {
  private busy: [number, number][] = [];
  constructor(blockedUntil: number) {
    this.busy.push([-Infinity, blockedUntil]);
  }
  hold(start: number, end: number) {
    const i = this.busy.findIndex(([s]) => s > start);
    this.busy.splice(i === -1 ? this.busy.length : i, 0, [start, end]);
  }
  /** The earliest start >= from with [start, start + length) free. */
  firstFree(from: number, length: number): number {
    let t = from;
    for (const [s, e] of this.busy) {
      if (e <= t) continue;
      if (s >= t + length) break;
      t = Math.max(t, e);
    }
    return t;
  }
  isFree(start: number, length: number) {
    return this.firstFree(start, length) === start;
  }
}

/** The queue of one salon now, by the rule above. */
export function predictQueue(input: QueueInput): QueueState {
  const { now } = input;
  const learnt = input.learnt ?? NO_LEARNT_DURATIONS;
  const timeline = new Map(input.staff.map((s) => [s.id, new Timeline(Math.max(now, s.shiftStartAt))]));
  const stylists = input.staff.filter((s) => s.role === 'stylist').map((s) => s.id);
  const skinners = input.staff.filter((s) => s.role === 'skinner').map((s) => s.id);
  const predictions = new Map<number, VisitPrediction>();
  const hold = (staffId: number | null, start: number, end: number) => {
    if (staffId !== null) timeline.get(staffId)?.hold(start, end);
  };

  // 2. In the chair or on the bed now.
  const washEnds = new Map<number, number>();
  for (const v of input.visits) {
    if (v.stage === 'cut' && v.cutStartedAt !== null) {
      const endAt = endOf(v.cutStartedAt, cutMinutes(learnt, v.stylistId, v.services), now);
      hold(v.stylistId, v.cutStartedAt, endAt);
      predictions.set(v.id, {
        id: v.id,
        stylistId: v.stylistId,
        skinnerId: v.skinnerId,
        washStartAt: v.washStartedAt,
        washEndAt: v.washStartedAt === null ? null : v.cutStartedAt,
        cutStartAt: v.cutStartedAt,
        endAt,
        waitingFor: null,
        serviceStartAt: v.washStartedAt ?? v.cutStartedAt,
      });
    } else if (v.stage === 'wash' && v.washStartedAt !== null) {
      const endAt = endOf(v.washStartedAt, washMinutes(learnt, v.skinnerId ?? -1), now);
      hold(v.skinnerId, v.washStartedAt, endAt);
      washEnds.set(v.id, endAt);
    }
  }

  // 3, 4. Everyone else still to come: a booked stylist's customers first, then "any stylist", each by due.
  const dueOf = (v: QueueVisit) => Math.max(v.checkedInAt ?? now, v.startAt);
  const flexible = (v: QueueVisit) => v.anyStylist && v.stage !== 'wash' && stylists.length > 0;
  const waiting = input.visits
    .filter((v) => v.stage === 'wash' || v.stage === 'checked_in' || (v.stage === 'booked' && now - v.startAt <= LATE_DROP_MINUTES * MINUTE))
    .sort(
      (a, b) =>
        Number(flexible(a)) - Number(flexible(b)) ||
        Number(b.stage === 'wash') - Number(a.stage === 'wash') ||
        dueOf(a) - dueOf(b) ||
        a.startAt - b.startAt ||
        a.id - b.id,
    );

  for (const v of waiting) {
    const due = dueOf(v);
    const washing = v.stage !== 'wash' && skinners.length > 0;
    const washTime = (k: number) => washMinutes(learnt, k) * MINUTE;
    const ready = v.stage === 'wash' ? (washEnds.get(v.id) ?? now) : due + (washing ? washTime(skinners[0]!) : 0);
    // 5. His stylist and the first time long enough for his cut.
    const cutLength = (id: number) => cutMinutes(learnt, id, v.services) * MINUTE;
    const slotOf = (id: number, from: number) => timeline.get(id)?.firstFree(from, cutLength(id)) ?? from;
    const stylistId = flexible(v) ? stylists.reduce((best, id) => (slotOf(id, ready) < slotOf(best, ready) ? id : best)) : v.stylistId;
    let cutStartAt = slotOf(stylistId, ready);
    // His wash, timed to end when the cut starts, else the first free one and the cut after it.
    let washStartAt: number | null = v.stage === 'wash' ? v.washStartedAt : null;
    let washEndAt: number | null = v.stage === 'wash' ? ready : null;
    let skinnerId = v.skinnerId;
    let waitingFor: VisitPrediction['waitingFor'] = v.stage === 'wash' ? (ready > now ? null : 'stylist') : 'stylist';
    if (washing) {
      const justInTime = skinners.find((k) => cutStartAt - washTime(k) >= due && timeline.get(k)!.isFree(cutStartAt - washTime(k), washTime(k)));
      if (justInTime !== undefined) {
        skinnerId = justInTime;
        washStartAt = cutStartAt - washTime(justInTime);
      } else {
        skinnerId = skinners.reduce((best, k) =>
          timeline.get(k)!.firstFree(due, washTime(k)) < timeline.get(best)!.firstFree(due, washTime(best)) ? k : best,
        );
        washStartAt = timeline.get(skinnerId)!.firstFree(due, washTime(skinnerId));
        cutStartAt = slotOf(stylistId, washStartAt + washTime(skinnerId));
        waitingFor = 'skinner';
      }
      washEndAt = washStartAt + washTime(skinnerId);
      hold(skinnerId, washStartAt, washEndAt);
    }
    const endAt = cutStartAt + cutLength(stylistId);
    hold(stylistId, cutStartAt, endAt);
    // In the wash, what he still waits for is his stylist: his turn is the cut.
    predictions.set(v.id, {
      id: v.id,
      stylistId,
      skinnerId,
      washStartAt,
      washEndAt,
      cutStartAt,
      endAt,
      waitingFor,
      serviceStartAt: v.stage === 'wash' ? cutStartAt : (washStartAt ?? cutStartAt),
    });
  }

  const staff = input.staff.map((s): StaffNow => {
    const p = [...predictions.values()].find((x) =>
      s.role === 'stylist'
        ? x.stylistId === s.id && x.cutStartAt <= now && now < x.endAt
        : x.skinnerId === s.id && x.washStartAt !== null && x.washStartAt <= now && now < (x.washEndAt ?? 0),
    );
    const freeAt = !p ? Math.max(now, s.shiftStartAt) : s.role === 'stylist' ? p.endAt : p.washEndAt!;
    return { staffId: s.id, role: s.role, currentVisitId: p?.id ?? null, minutesLeft: p ? Math.max(0, Math.round((freeAt - now) / MINUTE)) : 0, freeAt };
  });
  return { predictions, staff };
}

/** One finished visit as learning sees it. */
export type FinishedVisit = {
  stylistId: number;
  skinnerId: number | null;
  washStartedAt: number | null;
  cutStartedAt: number;
  finishedAt: number;
  services: readonly { serviceId: number; timeServe: number }[];
};

/**
 * Learnt durations from finished visits (the caller passes the last ones): a stylist's cut time is shared
 * among the visit's services in proportion to their timeServe, then averaged per (stylist, service); a
 * skinner's wash (wash start to cut start) is averaged per skinner. Times in minutes, to 0.1.
 */
export function learnDurations(finished: readonly FinishedVisit[]): LearntDurations {
  const cut = new Map<string, { sum: number; n: number }>();
  const wash = new Map<number, { sum: number; n: number }>();
  const add = <K>(m: Map<K, { sum: number; n: number }>, k: K, minutes: number) => {
    const e = m.get(k) ?? { sum: 0, n: 0 };
    e.sum += minutes;
    e.n += 1;
    m.set(k, e);
  };
  for (const f of finished) {
    const total = f.services.reduce((s, x) => s + x.timeServe, 0);
    const minutes = (f.finishedAt - f.cutStartedAt) / MINUTE;
    if (total > 0 && minutes > 0) for (const s of f.services) add(cut, `${f.stylistId}:${s.serviceId}`, (minutes * s.timeServe) / total);
    if (f.skinnerId !== null && f.washStartedAt !== null && f.cutStartedAt > f.washStartedAt)
      add(wash, f.skinnerId, (f.cutStartedAt - f.washStartedAt) / MINUTE);
  }
  const mean = <K>(m: Map<K, { sum: number; n: number }>) => new Map([...m].map(([k, e]) => [k, Math.round((e.sum / e.n) * 10) / 10]));
  return { cut: mean(cut), wash: mean(wash) };
}

/**
 * A customer at the salon whose predicted wait is this many minutes or more is told at least
 * WAIT_QUEUE_FROM_MINUTES ('Đang xếp Stylist' / 'Đang xếp Skinner' instead of minutes): with that much
 * ahead of him, one overrun cut makes a minute figure a promise the salon does not keep (`npm run
 * sim:floor`: over 13 seeded days, 3,581 customers checked in; of the 216 predicted 20–29 minutes, 20
 * waited 30 or more; of those predicted less, none). Before he is at the salon, only the queue part
 * counts (the minutes beyond his booked hour): the time until his hour is his, not a queue.
 */
export const WAIT_SURE_BELOW_MINUTES = 20;

/**
 * What a customer is told (spec §3 wait-time record): `waitServe` the minutes until his service begins
 * (raised to 30 from 20 up, see WAIT_SURE_BELOW_MINUTES), type 1 while he waits for a skinner,
 * `predictedMinutes` the prediction itself, and before he is at the salon by how many minutes his stylist
 * runs late on his booked hour (0 when on time).
 */
export function customerWait(p: VisitPrediction, visit: Pick<QueueVisit, 'startAt' | 'stage' | 'checkedInAt'>, now: number) {
  const minutes = (ms: number) => Math.max(0, Math.round(ms / MINUTE));
  const predictedMinutes = minutes(p.serviceStartAt - now);
  const queueMinutes = minutes(p.serviceStartAt - Math.max(now, visit.checkedInAt ?? now, visit.startAt));
  return {
    type: p.waitingFor === 'skinner' ? WAIT_TYPE_SKINNER : 0,
    waitServe:
      (visit.stage === 'booked' ? queueMinutes : predictedMinutes) >= WAIT_SURE_BELOW_MINUTES
        ? Math.max(predictedMinutes, WAIT_QUEUE_FROM_MINUTES)
        : predictedMinutes,
    predictedMinutes,
    stylistLateMinutes: visit.stage === 'booked' ? queueMinutes : 0,
  };
}
