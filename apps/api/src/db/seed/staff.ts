/**
 * Stylists (6-12 per salon) and skinners (2-4 per salon). Ids are stable: salonId * 100 + n for
 * stylists (n 1..12) and salonId * 100 + 50 + n for skinners, so a salon's staff never shifts when
 * another salon is added. One stylist of salon 3 has left the chain (active false).
 */
import type { RatingInfo } from '../schema/staff.ts';
import { hairstyle, receptionAvatar, stylistAvatar } from './images.ts';
import { distinctNames } from './people-names.ts';
import { rngFor, type Rng } from './random.ts';

export type StaffRow = {
  id: number;
  salonId: number;
  role: 'stylist' | 'skinner';
  name: string;
  avatar: string;
  skillLevel: number;
  isMaster: boolean;
  experienceYears: number;
  description: string;
  favoriteImages: string[];
  ratingStar: number;
  totalCustomers: number;
  ratingInfo: RatingInfo[];
  active: boolean;
};

export const SKINNER_ID_OFFSET = 50;
export const SALON_WITH_FORMER_STYLIST = 3;

const SPECIALTIES = [
  'các kiểu tóc Undercut, Side Part gọn gàng',
  'uốn Hàn Quốc và tạo kiểu Layer',
  'nhuộm thời trang và tẩy tóc',
  'tóc ngắn lịch lãm cho dân văn phòng',
  'Mohican, Buzz Cut và Crew Cut',
  'tư vấn kiểu tóc hợp khuôn mặt',
  'uốn con sâu, uốn phồng tự nhiên',
  'tóc Two Block, Mullet cho các bạn trẻ',
];
const STYLES = [
  'Luôn lắng nghe mong muốn của anh trước khi cầm kéo.',
  'Tỉ mỉ từng đường kéo, tạo kiểu dễ vuốt tại nhà.',
  'Từng đạt giải trong cuộc thi cắt tóc nội bộ của chuỗi.',
  'Vui vẻ, nhiệt tình, tư vấn kỹ cách chăm sóc tóc sau khi cắt.',
  'Thích thử thách với những mái tóc dày và cứng.',
];
const STYLIST_CRITERIA = ['Cắt đẹp', 'Tư vấn nhiệt tình', 'Thân thiện', 'Đúng giờ hẹn'];
const SKINNER_CRITERIA = ['Gội đầu thư giãn', 'Massage dễ chịu', 'Lấy ráy tai êm'];

/** Skill level weights: 25% level 1, 35% level 2, 25% level 3, 15% level 4. */
function skillLevel(rng: Rng): number {
  const r = rng.next();
  return r < 0.25 ? 1 : r < 0.6 ? 2 : r < 0.85 ? 3 : 4;
}

const CUSTOMERS_BY_LEVEL: Record<number, [number, number]> = {
  1: [50, 400],
  2: [300, 1500],
  3: [1000, 3500],
  4: [2500, 5000],
};
const YEARS_BY_LEVEL: Record<number, [number, number]> = { 1: [1, 2], 2: [2, 4], 3: [4, 7], 4: [6, 12] };

function ratingInfo(rng: Rng, criteria: string[], star: number, totalCustomers: number): RatingInfo[] {
  return criteria.map((Name) => ({
    Name,
    Star: Math.min(5, Math.max(4, Math.round((star + rng.float(-0.2, 0.2, 2)) * 10) / 10)),
    TotalCustomerRating: Math.round(totalCustomers * rng.float(0.3, 0.6, 2)),
    TotalCustomer: totalCustomers,
  }));
}

function stylist(rng: Rng, salonId: number, n: number, name: string, level: number): StaffRow {
  const [minC, maxC] = CUSTOMERS_BY_LEVEL[level] ?? [50, 400];
  const [minY, maxY] = YEARS_BY_LEVEL[level] ?? [1, 2];
  const totalCustomers = rng.int(minC, maxC);
  const experienceYears = rng.int(minY, maxY);
  const ratingStar = rng.float(4.2 + level * 0.1, 5.0, 1);
  const firstLook = rng.int(1, 16);
  return {
    id: salonId * 100 + n,
    salonId,
    role: 'stylist',
    name,
    avatar: stylistAvatar(rng.int(1, 24)),
    skillLevel: level,
    isMaster: level === 4 && ratingStar >= 4.8 && rng.chance(0.6),
    experienceYears,
    description: `${experienceYears} năm kinh nghiệm, chuyên ${rng.pick(SPECIALTIES)}. ${rng.pick(STYLES)}`,
    favoriteImages: [hairstyle(firstLook), hairstyle(firstLook + 5), hairstyle(firstLook + 11)],
    ratingStar,
    totalCustomers,
    ratingInfo: ratingInfo(rng, STYLIST_CRITERIA, ratingStar, totalCustomers),
    active: true,
  };
}

function skinner(rng: Rng, salonId: number, n: number, name: string): StaffRow {
  const experienceYears = rng.int(1, 5);
  const totalCustomers = Math.min(3000, experienceYears * rng.int(80, 600));
  const ratingStar = rng.float(4.5, 5.0, 1);
  return {
    id: salonId * 100 + SKINNER_ID_OFFSET + n,
    salonId,
    role: 'skinner',
    name,
    avatar: receptionAvatar(rng.int(1, 4)),
    skillLevel: experienceYears >= 3 ? 2 : 1,
    isMaster: false,
    experienceYears,
    description: 'Chuyên gội massage dưỡng sinh, lấy ráy tai và chăm sóc da cho khách.',
    favoriteImages: [],
    ratingStar,
    totalCustomers,
    ratingInfo: ratingInfo(rng, SKINNER_CRITERIA, ratingStar, totalCustomers),
    active: true,
  };
}

export function buildStaff(salonIds: readonly number[]): StaffRow[] {
  const rng = rngFor('staff');
  const rows: StaffRow[] = [];
  for (const salonId of salonIds) {
    const hasFormer = salonId === SALON_WITH_FORMER_STYLIST;
    const stylistCount = rng.int(hasFormer ? 7 : 6, 12);
    const levels = Array.from({ length: stylistCount }, () => skillLevel(rng));
    // every salon has at least one senior stylist
    if (!levels.some((l) => l >= 3)) levels[0] = 3;
    const names = distinctNames(rng, 'male', stylistCount);
    names.forEach((name, i) => rows.push(stylist(rng, salonId, i + 1, name, levels[i] ?? 1)));
    if (hasFormer) {
      const last = rows[rows.length - 1];
      if (last) last.active = false;
    }
    const skinnerCount = rng.int(2, 4);
    distinctNames(rng, 'female', skinnerCount).forEach((name, i) => rows.push(skinner(rng, salonId, i + 1, name)));
  }
  return rows;
}
