// The live queue of one salon, now (issue 31): who is in which chair, how long he has left, and for every
// customer of the day when his wash and his cut are predicted to start and when he will be done.
//
// THE RULE (simple on purpose, so reception can explain any figure it shows):
// 1. Durations. A cut by stylist S takes the sum, over the visit's services, of S's own average time for
//    that service (learnt from his last finished visits, `learnDurations`), else the service's timeServe.
//    A wash by skinner K takes K's own average wash, else WASH_MINUTES. Nobody washes when no skinner is on
//    shift, and a customer whose cut started without a wash is not washed.
// 2. Now. A cut or wash in progress ends at its start plus its duration; one already past that is given
//    OVERRUN_MINUTES more from now. Staff are free from then (or from their shift's start).
// 3. Order. Everyone not yet in the chair is taken once, in the order of the time he is due: a customer in
//    the wash first (he is already on the way to his chair), then by max(arrival, booked hour): a customer
//    who came early waits for his hour, one not yet here is expected at his hour (or now, when it is past,
//    for up to LATE_DROP_MINUTES; later than that he is left out: he will be a no-show). Ties: booked hour,
//    then booking id.
// 4. Stylist. A booked stylist is kept; an "any stylist" customer goes to the stylist free soonest (then
//    the first listed).
// 5. Wash. The wash is timed to end when his stylist is free (so nobody waits wet), on the skinner free
//    soonest, never before he is due: wash start = max(due, skinner free, stylist free − wash time). He
//    waits for a skinner (type 1 of the wait record) when the skinner, not the stylist, sets that start.
// 6. Cut start = max(due, wash end, stylist free); end = cut start + cut time. The stylist and the skinner
//    are busy until those ends, and the next customer is taken.
// Greedy, no look-ahead: a gap a stylist leaves before a later booking is not filled by someone behind.

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

const endOf = (startedAt: number, minutes: number, now: number) => Math.max(startedAt + minutes * MINUTE, now + (startedAt + minutes * MINUTE <= now ? OVERRUN_MINUTES * MINUTE : 0));

/** The queue of one salon now, by the rule above. */
export function predictQueue(input: QueueInput): QueueState {
  const { now } = input;
  const learnt = input.learnt ?? NO_LEARNT_DURATIONS;
  const free = new Map(input.staff.map((s) => [s.id, Math.max(now, s.shiftStartAt)]));
  const stylists = input.staff.filter((s) => s.role === 'stylist').map((s) => s.id);
  const skinners = input.staff.filter((s) => s.role === 'skinner').map((s) => s.id);
  const predictions = new Map<number, VisitPrediction>();
  const busy = (staffId: number | null, until: number) => {
    if (staffId !== null && free.has(staffId)) free.set(staffId, Math.max(free.get(staffId)!, until));
  };

  // 2. In the chair or on the bed now.
  const washEnds = new Map<number, number>();
  for (const v of input.visits) {
    if (v.stage === 'cut' && v.cutStartedAt !== null) {
      const endAt = endOf(v.cutStartedAt, cutMinutes(learnt, v.stylistId, v.services), now);
      busy(v.stylistId, endAt);
      predictions.set(v.id, { id: v.id, stylistId: v.stylistId, skinnerId: v.skinnerId, washStartAt: v.washStartedAt, washEndAt: v.washStartedAt === null ? null : v.cutStartedAt, cutStartAt: v.cutStartedAt, endAt, waitingFor: null, serviceStartAt: v.washStartedAt ?? v.cutStartedAt });
    } else if (v.stage === 'wash' && v.washStartedAt !== null) {
      const endAt = endOf(v.washStartedAt, washMinutes(learnt, v.skinnerId ?? -1), now);
      busy(v.skinnerId, endAt);
      washEnds.set(v.id, endAt);
    }
  }

  // 3. Everyone else still to come, in the order they are due.
  const dueOf = (v: QueueVisit) => Math.max(v.checkedInAt ?? now, v.startAt);
  const waiting = input.visits
    .filter((v) => v.stage === 'wash' || v.stage === 'checked_in' || (v.stage === 'booked' && now - v.startAt <= LATE_DROP_MINUTES * MINUTE))
    .sort((a, b) => Number(b.stage === 'wash') - Number(a.stage === 'wash') || dueOf(a) - dueOf(b) || a.startAt - b.startAt || a.id - b.id);

  for (const v of waiting) {
    const due = dueOf(v);
    // 4. His stylist.
    const freeFrom = (id: number) => Math.max(due, free.get(id) ?? now);
    const stylistId = v.anyStylist && stylists.length > 0 ? stylists.reduce((best, id) => (freeFrom(id) < freeFrom(best) ? id : best)) : v.stylistId;
    const stylistFree = freeFrom(stylistId);
    // 5. His wash.
    let washStartAt: number | null = null;
    let washEndAt: number | null = null;
    let skinnerId: number | null = v.skinnerId;
    let waitingFor: VisitPrediction['waitingFor'] = 'stylist';
    if (v.stage === 'wash') {
      washStartAt = v.washStartedAt;
      washEndAt = washEnds.get(v.id) ?? now;
      waitingFor = washEndAt > now ? null : 'stylist';
    } else if (skinners.length > 0) {
      skinnerId = skinners.reduce((best, id) => (free.get(id)! < free.get(best)! ? id : best));
      const washTime = washMinutes(learnt, skinnerId) * MINUTE;
      const skinnerFree = free.get(skinnerId)!;
      washStartAt = Math.max(due, skinnerFree, stylistFree - washTime);
      washEndAt = washStartAt + washTime;
      if (skinnerFree >= stylistFree - washTime) waitingFor = 'skinner';
      busy(skinnerId, washEndAt);
    }
    // 6. His cut.
    const cutStartAt = Math.max(washEndAt ?? due, stylistFree);
    const endAt = cutStartAt + cutMinutes(learnt, stylistId, v.services) * MINUTE;
    busy(stylistId, endAt);
    predictions.set(v.id, { id: v.id, stylistId, skinnerId, washStartAt, washEndAt, cutStartAt, endAt, waitingFor, serviceStartAt: washStartAt ?? cutStartAt });
  }

  const staff = input.staff.map((s): StaffNow => {
    const p = [...predictions.values()].find((x) =>
      s.role === 'stylist' ? x.stylistId === s.id && x.cutStartAt <= now && now < x.endAt : x.skinnerId === s.id && x.washStartAt !== null && x.washStartAt <= now && now < (x.washEndAt ?? 0),
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
    if (f.skinnerId !== null && f.washStartedAt !== null && f.cutStartedAt > f.washStartedAt) add(wash, f.skinnerId, (f.cutStartedAt - f.washStartedAt) / MINUTE);
  }
  const mean = <K>(m: Map<K, { sum: number; n: number }>) => new Map([...m].map(([k, e]) => [k, Math.round((e.sum / e.n) * 10) / 10]));
  return { cut: mean(cut), wash: mean(wash) };
}

/**
 * What a customer is told (spec §3 wait-time record): the minutes until his service begins, type 1 while
 * he waits for a skinner, and, before he is at the salon, by how many minutes his stylist runs late on
 * his booked hour (0 when on time).
 */
export function customerWait(p: VisitPrediction, visit: Pick<QueueVisit, 'startAt' | 'stage'>, now: number) {
  return {
    type: p.waitingFor === 'skinner' ? 1 : 0,
    waitServe: Math.max(0, Math.round((p.serviceStartAt - now) / MINUTE)),
    stylistLateMinutes: visit.stage === 'booked' ? Math.max(0, Math.round((p.serviceStartAt - Math.max(now, visit.startAt)) / MINUTE)) : 0,
  };
}
