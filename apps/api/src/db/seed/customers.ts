/**
 * Demo customers (no passwords: accounts get one after an OTP login), their saved places and the
 * two customer questions. The first customer, 0912 345 678, is a Diamond member with history,
 * saved places and vouchers, handy for trying the logged-in screens.
 */
import { vnWardByName } from '@shine/shared/address/vn-admin';
import { distinctNames } from './people-names.ts';
import { addDays, rngFor, salonInstant, type Rng } from './random.ts';
import type { SalonRow } from './salons.ts';

export type CustomerSeed = {
  phone: string;
  name: string;
  email: string | null;
  dateOfBirth: string | null;
  memberType: number;
  accountBalance: number;
  agreeProtectPersonalInfo: boolean;
  createdAt: Date;
};

export const DEMO_CUSTOMER_PHONE = '0912345678';
export const CUSTOMER_COUNT = 30;

/** Mobile prefixes of the three big networks (Viettel, Vinaphone, MobiFone). */
const MOBILE_PREFIXES = [
  '086',
  '096',
  '097',
  '098',
  '032',
  '033',
  '034',
  '035',
  '036',
  '037',
  '038',
  '039',
  '088',
  '091',
  '094',
  '081',
  '082',
  '083',
  '084',
  '085',
  '089',
  '090',
  '093',
  '070',
  '076',
  '077',
  '078',
  '079',
];

/** Member tiers: 1 regular, 2 Silver, 3 Gold, 4 Diamond (index = customer order). */
const TIERS = [4, 3, 2, 4, 3, 2, 1, 2, 3, 1, 4, 1, 2, 1, 3, 1, 1, 2, 1, 3, 1, 1, 2, 1, 1, 3, 1, 2, 1, 1];
const BALANCE_RANGE: Record<number, [number, number]> = { 2: [5, 30], 3: [20, 100], 4: [100, 500] };

const EMAIL_BASES = ['anh', 'hoang', 'minh', 'tuan', 'long', 'nam', 'khoa', 'duy'];

function phoneOf(rng: Rng): string {
  return `${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}

export function buildCustomers(today: string): CustomerSeed[] {
  const rng = rngFor('customers');
  const names = distinctNames(rng, 'male', CUSTOMER_COUNT);
  const phones = new Set<string>([DEMO_CUSTOMER_PHONE]);
  while (phones.size < CUSTOMER_COUNT) phones.add(phoneOf(rng));
  return [...phones].map((phone, i): CustomerSeed => {
    const memberType = TIERS[i] ?? 1;
    const range = BALANCE_RANGE[memberType];
    const hasBirthday = rng.chance(0.6);
    return {
      phone,
      name: names[i] ?? 'Khách hàng',
      email: rng.chance(0.4) ? `${rng.pick(EMAIL_BASES)}.${phone.slice(-4)}@example.com` : null,
      dateOfBirth: hasBirthday ? `${rng.int(1978, 2006)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}` : null,
      memberType,
      accountBalance: range ? rng.int(range[0], range[1]) * 10_000 : 0,
      agreeProtectPersonalInfo: i < 20,
      createdAt: salonInstant(addDays(today, -rng.int(70, 900)), rng.int(510, 1200)),
    };
  });
}

/** Salons already open 60 days before `today` (history and saved places stay around them). */
export function longOpenSalons(today: string, salons: SalonRow[]): SalonRow[] {
  return salons.filter((s) => !s.openingDate || s.openingDate < addDays(today, -60));
}

/** The salon a demo customer usually goes to: salon 1 for the first one, else one in Hà Nội or HCM. */
export function homeSalonOf(index: number, today: string, salons: SalonRow[]): SalonRow {
  const candidates = longOpenSalons(today, salons).filter((s) => s.provinceId === 1 || s.provinceId === 20);
  const home = index === 0 ? salons[0] : rngFor(`home-salon-${index}`).pick(candidates);
  if (!home) throw new Error('no salon to attach demo customers to');
  return home;
}

const PLACE_KINDS = [
  { attrId: 4, attrName: 'Nhà riêng' },
  { attrId: 5, attrName: 'Công ty' },
  { attrId: 6, attrName: 'Nơi thường đến' },
] as const;

/**
 * Saved places of the first 10 customers, each within about a kilometre of a salon of the province
 * they live in (home near their usual salon).
 */
export function buildSavedAddresses(today: string, customerIds: number[], salons: SalonRow[]) {
  const rng = rngFor('saved-addresses');
  return customerIds.slice(0, 10).flatMap((customerId, i) => {
    const home = homeSalonOf(i, today, salons);
    const sameProvince = salons.filter((s) => s.provinceId === home.provinceId && s.id !== home.id);
    const kinds = i === 0 ? PLACE_KINDS : PLACE_KINDS.filter(() => rng.chance(0.5));
    return kinds.map((kind) => {
      const salon = kind.attrId === 4 ? home : rng.pick(sameProvince);
      // Two-tier address (after 1 July 2025): street, ward, province.
      const [, ...rest] = salon.addressNew.split(', ');
      const street = salon.name.replace(/^\S+\s/, '');
      // Hà Nội says 'ngõ', the South says 'hẻm'
      const lane = salon.provinceId === 1 ? 'ngõ' : 'hẻm';
      const line =
        kind.attrId === 4
          ? `Số ${rng.int(2, 60)} ${lane} ${rng.int(10, 200)} ${street}`
          : kind.attrId === 5
            ? `Tòa văn phòng ${rng.int(10, 400)} ${street}`
            : `Trung tâm thương mại gần ${salon.name}`;
      return {
        customerId,
        attrId: kind.attrId,
        attrName: kind.attrName,
        text: `${line}, ${rest.join(', ')}`,
        street: line,
        wardId: vnWardByName(salon.provinceId, rest[0] ?? '')?.id ?? null,
        latitude: Math.round((salon.latitude + rng.float(-0.009, 0.009, 5)) * 1e5) / 1e5,
        longitude: Math.round((salon.longitude + rng.float(-0.009, 0.009, 5)) * 1e5) / 1e5,
      };
    });
  });
}

export const QUESTIONS = [
  { id: 1, questionType: 3, content: 'Ngày sinh của anh là?', tip: 'Để salon gửi tặng anh ưu đãi vào tháng sinh nhật nhé!', sort: 1, active: true },
  { id: 2, questionType: 1, content: 'Nghề nghiệp của anh là gì?', tip: 'Giúp stylist tư vấn kiểu tóc hợp với công việc của anh.', sort: 2, active: true },
];

export const QUESTION_ANSWERS = [
  { id: 1, questionId: 2, content: 'Học sinh - Sinh viên', icon: null, isInput: false },
  { id: 2, questionId: 2, content: 'Nhân viên văn phòng', icon: null, isInput: false },
  { id: 3, questionId: 2, content: 'Kinh doanh', icon: null, isInput: false },
  { id: 4, questionId: 2, content: 'Kỹ sư - Công nghệ thông tin', icon: null, isInput: false },
  { id: 5, questionId: 2, content: 'Lao động tự do', icon: null, isInput: false },
  { id: 6, questionId: 2, content: 'Khác', icon: null, isInput: true },
];
