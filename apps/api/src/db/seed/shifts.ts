/**
 * Work shifts for the coming days. The pattern is a pure function of staff id and date, so running
 * ensureShifts again (every boot) adds only the missing days and never moves an existing shift:
 * - each staff member has one weekday off;
 * - otherwise a morning (08:30-16:30), late (12:30-20:30) or full (08:30-20:30) shift, more full
 *   shifts at weekends;
 * - about one stylist in eight sometimes works at the nearest other salon of the same province;
 * - every open salon keeps someone at opening and at closing time (a late shift becomes full, or a
 *   morning one does, when nobody else covers it);
 * - nobody works at a salon before its opening date.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { salons } from '../schema/salons.ts';
import { plannedStaffDays } from '../schema/roster.ts';
import { staff, staffShifts } from '../schema/staff.ts';
import { addDays, chunks, dayNumber, hash32, weekday } from './random.ts';

export const SHIFT_TIMES = {
  morning: { startMinute: 510, endMinute: 990 },
  late: { startMinute: 750, endMinute: 1230 },
  full: { startMinute: 510, endMinute: 1230 },
} as const;
export type ShiftKind = keyof typeof SHIFT_TIMES;

/** What the pattern says for a staff member on a date, before salon coverage is checked. */
export function shiftPattern(staffId: number, role: 'stylist' | 'skinner', date: string): { kind: ShiftKind | 'off'; roams: boolean } {
  if (weekday(date) === hash32('off', staffId) % 7) return { kind: 'off', roams: false };
  const roll = hash32('shift', staffId, dayNumber(date)) % 10;
  const weekend = weekday(date) === 0 || weekday(date) === 6;
  const kind: ShiftKind = weekend ? (roll < 2 ? 'morning' : roll < 5 ? 'late' : 'full') : roll < 4 ? 'morning' : roll < 8 ? 'late' : 'full';
  const roamer = role === 'stylist' && hash32('roam', staffId) % 8 === 0;
  const roams = roamer && (dayNumber(date) + staffId) % 3 === 0;
  return { kind, roams };
}

type SalonInfo = { id: number; provinceId: number; latitude: number; longitude: number; openingDate: string | null };
type ShiftRow = { staffId: number; salonId: number; workDate: string; kind: ShiftKind };

const isOpenOn = (salon: SalonInfo | undefined, date: string) => !!salon && (!salon.openingDate || salon.openingDate <= date);

function nearestInProvince(all: SalonInfo[]): Map<number, SalonInfo> {
  const out = new Map<number, SalonInfo>();
  for (const s of all) {
    let best: SalonInfo | undefined;
    let bestDist = Infinity;
    for (const o of all) {
      if (o.id === s.id || o.provinceId !== s.provinceId) continue;
      const dist = (o.latitude - s.latitude) ** 2 + (o.longitude - s.longitude) ** 2;
      if (dist < bestDist) [best, bestDist] = [o, dist];
    }
    if (best) out.set(s.id, best);
  }
  return out;
}

/** Turns a late into a full shift (or a morning one) when no stylist of the salon covers opening or closing. */
function keepSalonCovered(rows: ShiftRow[]): void {
  const bySalon = new Map<number, ShiftRow[]>();
  for (const r of rows) {
    const list = bySalon.get(r.salonId);
    if (list) list.push(r);
    else bySalon.set(r.salonId, [r]);
  }
  for (const list of bySalon.values()) {
    if (!list.some((r) => r.kind !== 'late')) {
      const late = list.find((r) => r.kind === 'late');
      if (late) late.kind = 'full';
    }
    if (!list.some((r) => r.kind !== 'morning')) {
      const morning = list.find((r) => r.kind === 'morning');
      if (morning) morning.kind = 'full';
    }
  }
}

/** Adds the missing shifts for today..today+days-1; returns how many rows were inserted. */
export async function ensureShifts(db: Db, opts: { today: string; days?: number }): Promise<number> {
  const days = opts.days ?? 14;
  if (!Number.isInteger(days) || days < 1) throw new Error(`days must be a positive integer, got ${days}`);
  const lastDate = addDays(opts.today, days - 1);
  const salonList: SalonInfo[] = await db
    .select({
      id: salons.id,
      provinceId: salons.provinceId,
      latitude: salons.latitude,
      longitude: salons.longitude,
      openingDate: salons.openingDate,
    })
    .from(salons)
    .where(eq(salons.active, true));
  const salonById = new Map(salonList.map((s) => [s.id, s]));
  const neighbour = nearestInProvince(salonList);
  const people = await db.select({ id: staff.id, salonId: staff.salonId, role: staff.role }).from(staff).where(eq(staff.active, true)).orderBy(staff.id);
  const existing = await db
    .select({ staffId: staffShifts.staffId, workDate: staffShifts.workDate })
    .from(staffShifts)
    .where(and(gte(staffShifts.workDate, opts.today), lte(staffShifts.workDate, lastDate)));
  // A date a person planned (a shift set or removed in the back office, a leave) is never refilled.
  const planned = await db
    .select({ staffId: plannedStaffDays.staffId, workDate: plannedStaffDays.workDate })
    .from(plannedStaffDays)
    .where(and(gte(plannedStaffDays.workDate, opts.today), lte(plannedStaffDays.workDate, lastDate)));
  const have = new Set([...existing, ...planned].map((e) => `${e.staffId}@${e.workDate}`));

  const roleOf = new Map(people.map((p) => [p.id, p.role]));
  const toInsert: ShiftRow[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(opts.today, i);
    const dayRows: ShiftRow[] = [];
    for (const p of people) {
      const home = salonById.get(p.salonId);
      if (!isOpenOn(home, date)) continue;
      const { kind, roams } = shiftPattern(p.id, p.role, date);
      if (kind === 'off') continue;
      const away = roams ? neighbour.get(p.salonId) : undefined;
      const salonId = away && isOpenOn(away, date) ? away.id : p.salonId;
      dayRows.push({ staffId: p.id, salonId, workDate: date, kind });
    }
    keepSalonCovered(dayRows.filter((r) => roleOf.get(r.staffId) === 'stylist'));
    toInsert.push(...dayRows.filter((r) => !have.has(`${r.staffId}@${r.workDate}`)));
  }

  let inserted = 0;
  for (const batch of chunks(toInsert, 5000)) inserted += await insertShifts(db, batch);
  return inserted;
}

/** Postgres array literal of plain values (numbers, ISO dates), sent as one text parameter. */
const arrayLiteral = (values: (number | string)[]) => `{${values.join(',')}}`;

/**
 * One statement per batch through unnest(): five parameters instead of five per row, which keeps a
 * first boot fast (about 10,000 shifts) on PGlite and on PostgreSQL alike.
 */
async function insertShifts(db: Db, batch: ShiftRow[]): Promise<number> {
  const col = <K extends keyof ShiftRow>(key: K) => arrayLiteral(batch.map((r) => r[key] as number | string));
  const times = batch.map((r) => SHIFT_TIMES[r.kind]);
  const result = await db.execute(sql`
    insert into staff_shifts (staff_id, salon_id, work_date, start_minute, end_minute)
    select * from unnest(${col('staffId')}::int[], ${col('salonId')}::int[], ${col('workDate')}::date[],
      ${arrayLiteral(times.map((x) => x.startMinute))}::smallint[], ${arrayLiteral(times.map((x) => x.endMinute))}::smallint[])
    on conflict (staff_id, work_date) do nothing
    returning id`);
  // PGlite answers { rows }, postgres-js an array of rows
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return rows.length;
}
