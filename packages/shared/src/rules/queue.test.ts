import { describe, expect, it } from 'vitest';
import { type QueueStaff, type QueueVisit, OVERRUN_MINUTES, WASH_MINUTES, customerWait, learnDurations, predictQueue } from './queue';

// Issue 31: the queue model of one salon now, by the rule written in queue.ts.

const T0 = Date.UTC(2026, 10, 21, 3, 0); // 10:00 in Ho Chi Minh City
const at = (minutes: number) => T0 + minutes * 60_000;
const min = (ms: number) => (ms - T0) / 60_000;

const stylist = (id: number, shiftStart = -120): QueueStaff => ({ id, role: 'stylist', shiftStartAt: at(shiftStart) });
const skinner = (id: number): QueueStaff => ({ id, role: 'skinner', shiftStartAt: at(-120) });

let nextId = 1;
function visit(v: Partial<QueueVisit> & { stylistId: number }): QueueVisit {
  return {
    id: nextId++,
    stage: 'checked_in',
    anyStylist: false,
    startAt: at(0),
    checkedInAt: at(0),
    washStartedAt: null,
    cutStartedAt: null,
    finishedAt: null,
    skinnerId: null,
    services: [{ serviceId: 1, timeServe: 30 }],
    ...v,
  };
}

describe('queue model', () => {
  it('a stylist in a cut is busy until its start plus his time; the next customer of his starts then', () => {
    const inChair = visit({ stylistId: 1, stage: 'cut', cutStartedAt: at(-10) });
    const next = visit({ stylistId: 1, checkedInAt: at(-5), startAt: at(-5) });
    const q = predictQueue({ now: at(0), staff: [stylist(1)], visits: [inChair, next] });
    expect(min(q.predictions.get(inChair.id)!.endAt)).toBe(20);
    expect(min(q.predictions.get(next.id)!.cutStartAt)).toBe(20);
    expect(min(q.predictions.get(next.id)!.endAt)).toBe(50);
    expect(q.staff[0]).toMatchObject({ staffId: 1, currentVisitId: inChair.id, minutesLeft: 20 });
    expect(customerWait(q.predictions.get(next.id)!, next, at(0))).toEqual({ type: 0, waitServe: 30, predictedMinutes: 20, stylistLateMinutes: 0 });
  });

  it("uses the stylist's own learnt time per service, else the service's timeServe", () => {
    const learnt = learnDurations([
      { stylistId: 1, skinnerId: 9, washStartedAt: at(-200), cutStartedAt: at(-188), finishedAt: at(-148), services: [{ serviceId: 1, timeServe: 30 }] },
      { stylistId: 1, skinnerId: 9, washStartedAt: at(-140), cutStartedAt: at(-132), finishedAt: at(-88), services: [{ serviceId: 1, timeServe: 30 }] },
      // 60 minutes shared 3:1 between a 30-minute and a 10-minute service.
      {
        stylistId: 2,
        skinnerId: null,
        washStartedAt: null,
        cutStartedAt: at(-100),
        finishedAt: at(-40),
        services: [
          { serviceId: 1, timeServe: 30 },
          { serviceId: 2, timeServe: 10 },
        ],
      },
    ]);
    expect(learnt.cut.get('1:1')).toBe(42);
    expect(learnt.cut.get('2:1')).toBe(45);
    expect(learnt.cut.get('2:2')).toBe(15);
    expect(learnt.wash.get(9)).toBe(10);
    const a = visit({ stylistId: 1 });
    const b = visit({ stylistId: 3 });
    const q = predictQueue({ now: at(0), staff: [stylist(1), stylist(3)], visits: [a, b], learnt });
    expect(min(q.predictions.get(a.id)!.endAt)).toBe(42);
    expect(min(q.predictions.get(b.id)!.endAt)).toBe(30);
  });

  it('reports minutes only below 20 predicted; from 20 up at least 30, so the web says it is queueing', () => {
    const inChair = visit({ stylistId: 1, stage: 'cut', cutStartedAt: at(-30 + 19) });
    const next = visit({ stylistId: 1 });
    const q = predictQueue({ now: at(0), staff: [stylist(1)], visits: [inChair, next] });
    expect(customerWait(q.predictions.get(next.id)!, next, at(0))).toMatchObject({ waitServe: 19, predictedMinutes: 19 });
    const q2 = predictQueue({ now: at(1), staff: [stylist(1)], visits: [inChair, next] });
    expect(customerWait(q2.predictions.get(next.id)!, next, at(1))).toMatchObject({ waitServe: 18 });
    const q3 = predictQueue({ now: at(-1), staff: [stylist(1)], visits: [inChair, next] });
    expect(customerWait(q3.predictions.get(next.id)!, next, at(-1))).toMatchObject({ waitServe: 30, predictedMinutes: 20 });
  });

  it('a customer in the wash is told the minutes until his cut; when his stylist takes someone else first, that he is queueing', () => {
    const washing = visit({ stylistId: 1, stage: 'wash', washStartedAt: at(-2), skinnerId: 9 });
    const q = predictQueue({ now: at(0), staff: [stylist(1), skinner(9)], visits: [washing] });
    expect(customerWait(q.predictions.get(washing.id)!, washing, at(0))).toMatchObject({ type: 0, waitServe: WASH_MINUTES - 2 });
    const takenFirst = visit({ stylistId: 1, stage: 'cut', cutStartedAt: at(0), startAt: at(45) });
    const q2 = predictQueue({ now: at(0), staff: [stylist(1), skinner(9)], visits: [washing, takenFirst] });
    expect(customerWait(q2.predictions.get(washing.id)!, washing, at(0))).toMatchObject({ type: 0, waitServe: 30, predictedMinutes: 30 });
  });

  it('a cut past its expected end is given a few more minutes from now', () => {
    const late = visit({ stylistId: 1, stage: 'cut', cutStartedAt: at(-45) });
    const q = predictQueue({ now: at(0), staff: [stylist(1)], visits: [late] });
    expect(min(q.predictions.get(late.id)!.endAt)).toBe(OVERRUN_MINUTES);
  });

  it('keeps a booked stylist; an "any stylist" customer goes to the one free soonest', () => {
    const busy = visit({ stylistId: 1, stage: 'cut', cutStartedAt: at(-5) });
    const booked = visit({ stylistId: 1 });
    const any = visit({ stylistId: 1, anyStylist: true });
    const q = predictQueue({ now: at(0), staff: [stylist(1), stylist(2)], visits: [busy, booked, any] });
    expect(q.predictions.get(booked.id)).toMatchObject({ stylistId: 1 });
    expect(min(q.predictions.get(booked.id)!.cutStartAt)).toBe(25);
    expect(q.predictions.get(any.id)).toMatchObject({ stylistId: 2 });
    expect(min(q.predictions.get(any.id)!.cutStartAt)).toBe(0);
  });

  it('serves in the order customers are due: an early customer waits for his hour, a booked one is expected at his', () => {
    const early = visit({ stylistId: 1, checkedInAt: at(0), startAt: at(40) });
    const bookedAt20 = visit({ stylistId: 1, stage: 'booked', checkedInAt: null, startAt: at(20) });
    const q = predictQueue({ now: at(0), staff: [stylist(1)], visits: [early, bookedAt20] });
    expect(min(q.predictions.get(bookedAt20.id)!.cutStartAt)).toBe(20);
    expect(min(q.predictions.get(early.id)!.cutStartAt)).toBe(50);
    expect(customerWait(q.predictions.get(bookedAt20.id)!, bookedAt20, at(0)).stylistLateMinutes).toBe(0);
    expect(customerWait(q.predictions.get(early.id)!, early, at(0)).predictedMinutes).toBe(50);
  });

  it('tells a customer not yet at the salon by how much his stylist runs late', () => {
    const inChair = visit({ stylistId: 1, stage: 'cut', cutStartedAt: at(0) });
    const booked = visit({ stylistId: 1, stage: 'booked', checkedInAt: null, startAt: at(10) });
    const q = predictQueue({ now: at(0), staff: [stylist(1)], visits: [inChair, booked] });
    expect(customerWait(q.predictions.get(booked.id)!, booked, at(0))).toEqual({ type: 0, waitServe: 30, predictedMinutes: 30, stylistLateMinutes: 20 });
  });

  it('leaves out a booked customer more than 15 minutes late (he will be a no-show); finished ones are not in the queue', () => {
    const gone = visit({ stylistId: 1, stage: 'booked', checkedInAt: null, startAt: at(-20) });
    const late = visit({ stylistId: 1, stage: 'booked', checkedInAt: null, startAt: at(-10) });
    const done = visit({ stylistId: 1, stage: 'finished', cutStartedAt: at(-40), finishedAt: at(-5) });
    const q = predictQueue({ now: at(0), staff: [stylist(1)], visits: [gone, late, done] });
    expect(q.predictions.has(gone.id)).toBe(false);
    expect(q.predictions.has(done.id)).toBe(false);
    expect(min(q.predictions.get(late.id)!.cutStartAt)).toBe(0);
  });

  it('times the wash to end when the stylist is free; type 1 while the skinners are the wait', () => {
    const inChair = visit({ stylistId: 1, stage: 'cut', cutStartedAt: at(-10) });
    const next = visit({ stylistId: 1 });
    const q = predictQueue({ now: at(0), staff: [stylist(1), skinner(9)], visits: [inChair, next] });
    const p = q.predictions.get(next.id)!;
    expect(min(p.washStartAt!)).toBe(20 - WASH_MINUTES);
    expect(min(p.cutStartAt)).toBe(20);
    expect(customerWait(p, next, at(0))).toMatchObject({ type: 0, waitServe: 10 });

    // Two stylists free, one skinner: the second customer waits for the bed.
    const a = visit({ stylistId: 1 });
    const b = visit({ stylistId: 2 });
    const q2 = predictQueue({ now: at(0), staff: [stylist(1), stylist(2), skinner(9)], visits: [a, b] });
    expect(customerWait(q2.predictions.get(a.id)!, a, at(0))).toMatchObject({ type: 0, waitServe: 0 });
    expect(customerWait(q2.predictions.get(b.id)!, b, at(0))).toMatchObject({ type: 1, waitServe: WASH_MINUTES });
    expect(min(q2.predictions.get(b.id)!.cutStartAt)).toBe(2 * WASH_MINUTES);
  });

  it('a customer on the bed goes to his stylist first; the skinner has him until the wash ends', () => {
    const washing = visit({ stylistId: 1, stage: 'wash', washStartedAt: at(-4), skinnerId: 9, checkedInAt: at(5) });
    const other = visit({ stylistId: 1, checkedInAt: at(-30), startAt: at(-30) });
    const q = predictQueue({ now: at(0), staff: [stylist(1), skinner(9)], visits: [other, washing] });
    expect(min(q.predictions.get(washing.id)!.cutStartAt)).toBe(6);
    expect(min(q.predictions.get(other.id)!.cutStartAt)).toBe(36);
    expect(q.staff.find((s) => s.staffId === 9)).toMatchObject({ currentVisitId: washing.id, minutesLeft: 6 });
    // On the bed he waits for his cut: 6 minutes, not "0" (the wash is not his turn with the stylist).
    expect(customerWait(q.predictions.get(washing.id)!, washing, at(0)).waitServe).toBe(6);
  });

  it('nobody before his shift starts', () => {
    const a = visit({ stylistId: 1 });
    const q = predictQueue({ now: at(0), staff: [stylist(1, 30)], visits: [a] });
    expect(min(q.predictions.get(a.id)!.cutStartAt)).toBe(30);
    expect(q.staff[0]).toMatchObject({ currentVisitId: null, minutesLeft: 0 });
  });
});
