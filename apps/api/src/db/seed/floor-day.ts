/**
 * Today's floor in every open demo salon (issue 30): with the clock at 10:00 salon-local time
 * (`CLOCK_NOW=<today>T10:00:00+07:00`) the morning is in progress. Each salon's early stylists (on shift
 * from opening) carry one "track" each, in this order, as far as there are stylists:
 *
 *   track 0: paid 08:30 (washed, cut, finished, paid with a sandbox e-invoice), then in the cut 09:30
 *   track 1: finished 08:50 (waiting to pay), then in the wash 09:30
 *   track 2: a customer checked in for 09:30, waiting
 *   track 3: paid 08:30, then in the cut 09:30
 *   track 4: finished 08:50, then checked in 09:30, waiting
 *   track 5: in the wash 09:30 (every other salon)
 *
 * and the stylist kept free for the morning (below) a paid visit and a late customer waiting (SPARE_TRACK),
 * so a salon with three early stylists shows every stage and one with seven has 3 paid, 2 finished, 2 in
 * the cut, 1–2 in the wash and 3 checked in. The first stylist on shift is kept free from 10:10 on and one
 * early stylist (the same when he starts early) from 09:50 to 11:10, so the day can still be booked. Then customers are booked from 10:10 to the afternoon with every stylist on shift, inside his shift,
 * a third of them "any stylist" (auto-assigned). Starts are on the salon's 20-minute grid from 08:30.
 * No stylist has two bookings at once (finished ones included, though only checked in, wash, cut and
 * booked ones count for the no-overlap constraint). Customers are demo customers made for the day
 * (one booking each, so check-in by phone finds exactly one) and, first in each salon, two of the Style
 * Master voters, who have past cuts with photos for the stylist's screen.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { originalPrice, originalTotal } from '@shine/shared';
import { invoiceNumberOf } from '../../modules/floor/invoice-issuer.ts';
import type { Tx } from '../client.ts';
import * as t from '../schema/index.ts';
import { SERVICES } from './catalog.ts';
import { receptionPhone } from './floor.ts';
import { hairstyle } from './images.ts';
import { vietnameseName } from './people-names.ts';
import { chunks, hash32, rngFor, salonInstant } from './random.ts';

type Stage = 'booked' | 'checked_in' | 'wash' | 'cut' | 'finished' | 'paid';
/** A visit of a track: stage at 10:00, start minute, and the minutes each step began (salon-local). */
type Step = { stage: Stage; start: number; checkedIn?: number; wash?: number; cut?: number; finished?: number; paid?: number; short?: true };

const OPEN = 510;
const GRID = 20;
const NOW = 600;
const TRACKS: Step[][] = [
  [
    { stage: 'paid', start: 510, checkedIn: 503, wash: 510, cut: 522, finished: 548, paid: 553 },
    { stage: 'cut', start: 570, checkedIn: 566, wash: 571, cut: 584 },
  ],
  [
    { stage: 'finished', start: 530, checkedIn: 526, wash: 531, cut: 541, finished: 572 },
    { stage: 'wash', start: 570, checkedIn: 569, wash: 588 },
  ],
  [{ stage: 'checked_in', start: 570, checkedIn: 575 }],
  [
    { stage: 'paid', start: 510, checkedIn: 507, cut: 512, finished: 546, paid: 551 },
    { stage: 'cut', start: 570, checkedIn: 568, cut: 578 },
  ],
  [
    { stage: 'finished', start: 530, checkedIn: 529, cut: 533, finished: 569 },
    { stage: 'checked_in', start: 570, checkedIn: 586 },
  ],
  [{ stage: 'wash', start: 570, checkedIn: 572, wash: 595 }],
];
/**
 * The stylist kept free for the morning's bookings still works the early morning: a paid visit, then a
 * customer who came late for 09:10 and waits (40 minutes each, so he is free from 09:50).
 */
const SPARE_TRACK: Step[] = [
  { stage: 'paid', start: 510, checkedIn: 506, cut: 511, finished: 547, paid: 552, short: true },
  { stage: 'checked_in', start: 550, checkedIn: 578, short: true },
];
/** Booked starts after 10:00 (on the grid), tried in turn for each stylist on shift. */
const LATER_STARTS = [610, 650, 690, 750, 810, 870, 930, 1010];
const SERVICE_SETS = [[101], [101], [102], [101, 401], [103]];
const PAYMENT_METHODS = ['cash', 'transfer', 'card'] as const;
const NOTES = [
  null,
  null,
  'Cắt ngắn gọn hai bên, giữ phần mái.',
  null,
  'Anh hay bị đau đầu, gội nhẹ tay giúp anh.',
  null,
  'Muốn thử uốn con sâu lần sau, tư vấn giúp anh.',
];

type BookingSeed = typeof t.bookings.$inferInsert & { startAt: Date };
type VisitPlan = {
  booking: BookingSeed;
  services: { serviceId: number; name: string; price: number; oldPrice: number; timeServe: number }[];
  step: Step;
  salonId: number;
  reference: string | null;
  customerIndex: number;
};

const stageStatus = { booked: 'confirmed', checked_in: 'checked_in', wash: 'in_service', cut: 'in_service', finished: 'completed', paid: 'completed' } as const;

/** Plans every open salon's day (pure, in memory): which customer index, stylist, time, stage. */
function planDay(
  today: string,
  salonIds: number[],
  shifts: { staffId: number; salonId: number; startMinute: number; endMinute: number }[],
  skinners: Map<number, number[]>,
) {
  const serviceById = new Map(SERVICES.map((s) => [s.id, s]));
  const plans: VisitPlan[] = [];
  let customerIndex = 0;
  for (const salonId of salonIds) {
    const rng = rngFor(`floor-day-${salonId}`);
    const onShift = shifts.filter((s) => s.salonId === salonId);
    const early = onShift.filter((s) => s.startMinute <= OPEN);
    const busy = new Map<number, [number, number][]>();
    const washers = skinners.get(salonId) ?? [];
    const pickServices = (stage: Stage, short = false) => {
      const set = rng.pick(short || stage === 'paid' || stage === 'finished' ? SERVICE_SETS.slice(0, 2) : SERVICE_SETS);
      return (set ?? [101]).map((id) => serviceById.get(id)).filter((s) => s !== undefined);
    };
    const add = (stylist: { staffId: number }, step: Step, autoAssigned: boolean, chosen = pickServices(step.stage, step.short)) => {
      const duration = chosen.reduce((sum, s) => sum + s.timeServe, 0);
      const end = step.start + duration;
      const washed = step.wash !== undefined;
      const hourId = (step.start - OPEN) / GRID + 1;
      const covered = Math.ceil(duration / GRID);
      plans.push({
        salonId,
        step,
        customerIndex: customerIndex++,
        reference: step.stage === 'booked' && rng.chance(0.25) ? hairstyle(rng.int(1, 16)) : null,
        services: chosen.map((s) => ({ serviceId: s.id, name: s.name, price: s.price, oldPrice: originalPrice(s), timeServe: s.timeServe })),
        booking: {
          salonId,
          stylistId: stylist.staffId,
          skinnerId: washed && washers.length ? rng.pick(washers) : null,
          autoAssigned,
          dateBook: today,
          startAt: salonInstant(today, step.start),
          endAt: salonInstant(today, end),
          hourId,
          subHourId: covered >= 2 ? hourId + 1 : null,
          secondSubHourId: covered >= 3 ? hourId + 2 : null,
          status: stageStatus[step.stage],
          bookAt: rng.pick([0, 2, 3, 3, 3]),
          totalPrice: chosen.reduce((sum, s) => sum + s.price, 0),
          oldTotalPrice: originalTotal(chosen),
          note: step.stage === 'booked' || step.stage === 'checked_in' ? (rng.pick(NOTES) ?? null) : null,
          createdAt: salonInstant(today, Math.min(step.start, NOW) - 60 * rng.int(2, 20)),
          updatedAt: salonInstant(today, Math.min(NOW, step.paid ?? step.finished ?? step.cut ?? step.wash ?? step.checkedIn ?? 0) || OPEN),
        },
      });
      busy.set(stylist.staffId, [...(busy.get(stylist.staffId) ?? []), [step.start, end]]);
      return end;
    };
    // The salon's first stylist on shift stays free all day, and one early stylist until 11:10: customers
    // can still book this morning and any hour (the API tests book the first stylist's later hours).
    const free = onShift[0];
    const morningFree = free && early.includes(free) ? free : early.length >= 2 ? early[early.length - 1] : undefined;
    if (free) busy.set(free.staffId, [[0, 24 * 60]]);
    if (morningFree && morningFree !== free) busy.set(morningFree.staffId, [[OPEN, 670]]);
    early
      .filter((s) => s !== free && s !== morningFree)
      .forEach((stylist, i) => {
        const track = TRACKS[i];
        if (!track || (i === 5 && salonId % 2 === 0)) return;
        for (const step of track) add(stylist, step, false);
      });
    if (morningFree) for (const step of SPARE_TRACK) add(morningFree, step, false);
    // Later today: each stylist on shift gets a few of the later starts that fit his shift and his time;
    // every third of them in each salon was booked as "any stylist".
    let later = 0;
    onShift.forEach((stylist, i) => {
      let taken = 0;
      const wanted = rng.int(1, 2);
      for (let k = i % 3; k < LATER_STARTS.length && taken < wanted; k += 2) {
        const start = LATER_STARTS[k]!;
        const chosen = pickServices('booked');
        const end = start + chosen.reduce((sum, s) => sum + s.timeServe, 0);
        if (start < stylist.startMinute || end > stylist.endMinute) continue;
        if ((busy.get(stylist.staffId) ?? []).some(([a, b]) => start < b && a < end)) continue;
        add(stylist, { stage: 'booked', start }, later++ % 3 === 1, chosen);
        taken++;
      }
    });
  }
  return plans;
}

/** Plain new names and phones for the day's customers (none of them an existing phone). */
function dayCustomers(today: string, count: number, taken: Set<string>) {
  const rng = rngFor(`floor-day-customers-${today}`);
  const prefixes = ['086', '096', '097', '098', '032', '033', '035', '038', '088', '091', '094', '083', '085', '090', '093', '077', '079'];
  const out: { phone: string; name: string; createdAt: Date }[] = [];
  while (out.length < count) {
    const phone = `${rng.pick(prefixes)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
    if (taken.has(phone)) continue;
    taken.add(phone);
    out.push({ phone, name: vietnameseName(rng, 'male'), createdAt: salonInstant(today, OPEN - 60 * 24 * rng.int(1, 400)) });
  }
  return out;
}

const at = (today: string, minute: number | undefined) => (minute === undefined ? null : salonInstant(today, minute));

/** Inserts today's floor (after the shifts of today exist). */
export async function seedFloorDay(tx: Tx, opts: { today: string }) {
  const { today } = opts;
  const openSalons = await tx
    .select({ id: t.salons.id })
    .from(t.salons)
    .where(and(eq(t.salons.active, true), sql`(${t.salons.openingDate} is null or ${t.salons.openingDate} <= ${today})`))
    .orderBy(asc(t.salons.id));
  const shiftRows = await tx
    .select({
      staffId: t.staffShifts.staffId,
      salonId: t.staffShifts.salonId,
      startMinute: t.staffShifts.startMinute,
      endMinute: t.staffShifts.endMinute,
      role: t.staff.role,
    })
    .from(t.staffShifts)
    .innerJoin(t.staff, eq(t.staff.id, t.staffShifts.staffId))
    .where(eq(t.staffShifts.workDate, today))
    .orderBy(asc(t.staffShifts.staffId));
  const skinners = new Map<number, number[]>();
  for (const s of shiftRows) if (s.role === 'skinner') skinners.set(s.salonId, [...(skinners.get(s.salonId) ?? []), s.staffId]);
  const plans = planDay(
    today,
    openSalons.map((s) => s.id),
    shiftRows.filter((s) => s.role === 'stylist'),
    skinners,
  );
  if (plans.length === 0) return;

  // Two Style Master voters first in each salon (they have past cuts), then new customers of the day.
  const existing = await tx.select({ id: t.customers.id, phone: t.customers.phone }).from(t.customers).orderBy(asc(t.customers.id));
  const voters = existing.slice(30);
  const perSalonFirst = new Map<number, number>();
  const fromVoters = new Map<VisitPlan, { id: number; phone: string }>();
  let voterIndex = 0;
  for (const p of plans) {
    const n = perSalonFirst.get(p.salonId) ?? 0;
    perSalonFirst.set(p.salonId, n + 1);
    const voter = voters[voterIndex];
    if (n < 2 && voter?.phone) {
      fromVoters.set(p, { id: voter.id, phone: voter.phone });
      voterIndex++;
    }
  }
  const taken = new Set(existing.map((c) => c.phone ?? ''));
  const fresh = dayCustomers(today, plans.length - fromVoters.size, taken);
  const created: { id: number; phone: string | null }[] = [];
  for (const batch of chunks(fresh, 500))
    created.push(...(await tx.insert(t.customers).values(batch).returning({ id: t.customers.id, phone: t.customers.phone })));
  let next = 0;
  const customerOf = plans.map((p) => fromVoters.get(p) ?? created[next++]!);

  const receptionists = await tx
    .select({ id: t.staffAccounts.id, salonId: t.staffAccounts.homeSalonId })
    .from(t.staffAccounts)
    .where(
      inArray(
        t.staffAccounts.phone,
        openSalons.map((s) => receptionPhone(s.id)),
      ),
    );
  const receptionOf = new Map(receptionists.map((r) => [r.salonId, r.id]));

  const ids: number[] = [];
  for (const batch of chunks(
    plans.map((p, i) => ({ ...p.booking, customerId: customerOf[i]!.id, phone: customerOf[i]!.phone })),
    500,
  )) {
    ids.push(...(await tx.insert(t.bookings).values(batch).returning({ id: t.bookings.id })).map((r) => r.id));
  }
  const rows = plans.map((p, i) => ({ ...p, id: ids[i]! }));
  for (const batch of chunks(
    rows.flatMap((r) => r.services.map((s) => ({ ...s, bookingId: r.id }))),
    500,
  ))
    await tx.insert(t.bookingServices).values(batch);
  const visitRows = rows
    .filter((r) => r.step.stage !== 'booked')
    .map((r) => {
      const s = r.step;
      const steps = [s.checkedIn, s.wash, s.cut, s.finished, s.paid].filter((m) => m !== undefined).length;
      return {
        bookingId: r.id,
        stage: s.stage,
        checkedInAt: at(today, s.checkedIn),
        washStartedAt: at(today, s.wash),
        cutStartedAt: at(today, s.cut),
        finishedAt: at(today, s.finished),
        paidAt: at(today, s.paid),
        skinnerId: r.booking.skinnerId ?? null,
        version: steps,
        updatedAt: r.booking.updatedAt ?? r.booking.startAt,
      };
    });
  for (const batch of chunks(visitRows, 500)) await tx.insert(t.visits).values(batch);
  await tx.insert(t.bookingStatusHistory).values(
    rows.flatMap((r) => {
      const lines = [
        {
          bookingId: r.id,
          fromStatus: null as string | null,
          toStatus: 'confirmed',
          reason: null as string | null,
          at: r.booking.createdAt ?? r.booking.startAt,
        },
      ];
      const s = r.step;
      if (s.checkedIn !== undefined)
        lines.push({ bookingId: r.id, fromStatus: 'confirmed', toStatus: 'checked_in', reason: 'floor: visit.checkIn', at: salonInstant(today, s.checkedIn) });
      const started = s.wash ?? s.cut;
      if (started !== undefined)
        lines.push({
          bookingId: r.id,
          fromStatus: 'checked_in',
          toStatus: 'in_service',
          reason: `floor: ${s.wash !== undefined ? 'visit.startWash' : 'visit.startCut'}`,
          at: salonInstant(today, started),
        });
      if (s.finished !== undefined)
        lines.push({ bookingId: r.id, fromStatus: 'in_service', toStatus: 'completed', reason: 'floor: visit.finish', at: salonInstant(today, s.finished) });
      return lines;
    }),
  );
  const images = rows.flatMap((r) => {
    const out: { bookingId: number; kind: 'reference' | 'final'; url: string; name: string; createdAt: Date }[] = [];
    if (r.reference)
      out.push({ bookingId: r.id, kind: 'reference', url: r.reference, name: 'Kiểu tóc anh muốn', createdAt: r.booking.createdAt ?? r.booking.startAt });
    if (r.step.paid !== undefined)
      out.push({
        bookingId: r.id,
        kind: 'final',
        url: hairstyle((hash32('final', r.id) % 16) + 1),
        name: 'Ảnh sau khi cắt',
        createdAt: salonInstant(today, r.step.finished ?? r.step.paid),
      });
    return out;
  });
  if (images.length > 0) await tx.insert(t.bookingImages).values(images);

  // Paid visits: the payment row with the sandbox's e-invoice numbers (C26TSH-001-00000001...), and the
  // salon's counter left at the last one, so the next payment of the day numbers on.
  const year = Number(today.slice(0, 4));
  const lastNumber = new Map<number, number>();
  const payments = rows
    .filter((r) => r.step.stage === 'paid')
    .map((r) => {
      const number = (lastNumber.get(r.salonId) ?? 0) + 1;
      lastNumber.set(r.salonId, number);
      return {
        bookingId: r.id,
        salonId: r.salonId,
        method: PAYMENT_METHODS[hash32('pay', r.id) % PAYMENT_METHODS.length]!,
        amount: r.booking.totalPrice,
        invoiceNumber: invoiceNumberOf(r.salonId, year, number),
        staffAccountId: receptionOf.get(r.salonId)!,
        deviceId: null,
        paidAt: salonInstant(today, r.step.paid!),
      };
    });
  if (payments.length > 0) {
    await tx.insert(t.visitPayments).values(payments);
    await tx.insert(t.invoiceCounters).values([...lastNumber].map(([salonId, n]) => ({ salonId, year, lastNumber: n })));
  }
}
