/**
 * Completed bookings of the last 60 days for the first demo customers, so haircut history,
 * 'visited salons' (customer 1 has been to salon 24, which the client filters out) and ratings have
 * data. Times are salon-local (UTC+7) on the 20-minute grid; no stylist has two overlapping bookings.
 */
import { originalPrice, originalTotal } from '@shine/shared';
import { SERVICES } from './catalog.ts';
import { hairstyle } from './images.ts';
import { homeSalonOf, longOpenSalons } from './customers.ts';
import { addDays, rngFor, salonInstant, type Rng } from './random.ts';
import type { SalonRow } from './salons.ts';
import type { StaffRow } from './staff.ts';

export type PastBooking = {
  booking: {
    customerId: number;
    phone: string;
    salonId: number;
    stylistId: number;
    skinnerId: number | null;
    dateBook: string;
    startAt: Date;
    endAt: Date;
    hourId: number;
    subHourId: number | null;
    secondSubHourId: number | null;
    status: 'completed';
    bookAt: number;
    totalPrice: number;
    oldTotalPrice: number;
    createdAt: Date;
    updatedAt: Date;
  };
  services: { serviceId: number; name: string; price: number; oldPrice: number; timeServe: number }[];
  finalImage: string;
  rating: { stars: number; comment: string | null } | null;
};

const SERVICE_SETS = [[101], [102], [101, 401], [103], [111], [202, 221], [212, 223], [101, 302], [102, 311], [111, 121]];
const COMMENTS = [
  'Stylist cắt rất có tâm, tóc vào nếp đẹp.',
  'Gội massage thư giãn, lần sau sẽ quay lại.',
  'Đúng giờ hẹn, không phải chờ lâu.',
  'Tư vấn kiểu tóc hợp khuôn mặt, rất hài lòng.',
  null,
];
const OPEN = 510;
const CLOSE = 1230;
const SLOT = 20;

function pickDays(rng: Rng, count: number): number[] {
  const days = new Set<number>();
  while (days.size < count) days.add(rng.int(2, 60));
  return [...days].sort((a, b) => b - a);
}

export function buildPastBookings(today: string, customers: { id: number; phone: string }[], salons: SalonRow[], staff: StaffRow[]): PastBooking[] {
  const rng = rngFor('history');
  const busy = new Map<string, [number, number][]>();
  const serviceById = new Map(SERVICES.map((s) => [s.id, s]));
  const longOpen = longOpenSalons(today, salons);
  const out: PastBooking[] = [];

  customers.slice(0, 8).forEach((customer, ci) => {
    const home = homeSalonOf(ci, today, salons);
    const nearby = longOpen.filter((s) => s.provinceId === home.provinceId && s.id !== home.id);
    const days = pickDays(rng, ci === 0 ? 4 : rng.int(1, 3));
    days.forEach((ago, bi) => {
      const salon = ci === 0 ? (salons[[0, 1, 23, 0][bi] ?? 0] ?? home) : rng.chance(0.3) && nearby.length ? rng.pick(nearby) : home;
      const date = addDays(today, -ago);
      const stylists = staff.filter((s) => s.salonId === salon.id && s.role === 'stylist' && s.active);
      const skinners = staff.filter((s) => s.salonId === salon.id && s.role === 'skinner');
      const chosen = (rng.pick(SERVICE_SETS) ?? [101]).map((id) => serviceById.get(id)).filter((s) => s !== undefined);
      const duration = chosen.reduce((sum, s) => sum + s.timeServe, 0);
      for (let attempt = 0; attempt < 50; attempt++) {
        const stylist = rng.pick(stylists);
        const slotIndex = rng.int(0, Math.floor((CLOSE - OPEN - duration) / SLOT));
        const start = OPEN + slotIndex * SLOT;
        const end = start + duration;
        const key = `${stylist.id}@${date}`;
        const taken = busy.get(key) ?? [];
        if (taken.some(([a, b]) => start < b && a < end)) continue;
        busy.set(key, [...taken, [start, end]]);
        const covered = Math.ceil(duration / SLOT);
        const hourId = slotIndex + 1;
        const startAt = salonInstant(date, start);
        const endAt = salonInstant(date, end);
        out.push({
          booking: {
            customerId: customer.id,
            phone: customer.phone,
            salonId: salon.id,
            stylistId: stylist.id,
            skinnerId: skinners.length && rng.chance(0.7) ? rng.pick(skinners).id : null,
            dateBook: date,
            startAt,
            endAt,
            hourId,
            subHourId: covered >= 2 ? hourId + 1 : null,
            secondSubHourId: covered >= 3 ? hourId + 2 : null,
            status: 'completed',
            bookAt: rng.pick([0, 2, 3, 3, 3]),
            totalPrice: chosen.reduce((sum, s) => sum + s.price, 0),
            oldTotalPrice: originalTotal(chosen),
            createdAt: salonInstant(addDays(date, -1), rng.int(480, 1320)),
            updatedAt: endAt,
          },
          services: chosen.map((s) => ({ serviceId: s.id, name: s.name, price: s.price, oldPrice: originalPrice(s), timeServe: s.timeServe })),
          finalImage: hairstyle(rng.int(1, 16)),
          rating: rng.chance(0.6) ? { stars: rng.pick([4, 5, 5, 5]), comment: rng.pick(COMMENTS) } : null,
        });
        break;
      }
    });
  });
  return out;
}
