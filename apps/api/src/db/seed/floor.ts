/**
 * Staff accounts of the demo chain (issue 30): every salon's stylists and skinners, one receptionist and
 * one manager per salon, one region manager (the North), one chain admin and one monitor (the TV of
 * salon 1). Everyone shares the demo password and PIN. Their argon2id hashes are made once, here, not
 * at every seed: argon2 is slow on purpose and the seed must stay fast (the login tests prove they match).
 * Phones use the 092 prefix, which no demo customer has:
 *   stylist / skinner 0920 + staff id (6 digits), reception 0921 + salon id, manager 0922 + salon id,
 *   region manager 0923000001, chain admin 0924000001, monitor 0925000001;
 * the chain's office (issue 32, back office): content editor 0926000001, marketing 0927000001,
 *   recruiter 0928000001, finance 0929000001.
 */
import type { StaffRole } from '@shine/shared';
import type { Tx } from '../client.ts';
import { staffAccounts } from '../schema/floor.ts';
import { vietnameseName } from './people-names.ts';
import { chunks, rngFor } from './random.ts';
import type { StaffRow } from './staff.ts';

export const DEMO_STAFF_PASSWORD = 'Shine@2026';
export const DEMO_STAFF_PIN = '246810';
/** argon2id (the library's defaults) of DEMO_STAFF_PASSWORD and DEMO_STAFF_PIN; change them together. */
const DEMO_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$jSgPFP+64+9G+nuYGyaOIA$Wbibs2zi4DiZ1b9C5FWwo6T9/00hSdGcBK7lHNSb06E';
const DEMO_PIN_HASH = '$argon2id$v=19$m=19456,t=2,p=1$SpmIIK5lBrSHZN0TQl4BIw$SZnXmZfIQAumq0uf4NniKhQWE0mgypcyeGnh7K0KKQc';
export const DEMO_REGION_ID = 1;

const pad = (n: number) => String(n).padStart(6, '0');
export const staffPhone = (staffId: number) => `0920${pad(staffId)}`;
export const receptionPhone = (salonId: number) => `0921${pad(salonId)}`;
export const managerPhone = (salonId: number) => `0922${pad(salonId)}`;
export const REGION_MANAGER_PHONE = '0923000001';
export const CHAIN_ADMIN_PHONE = '0924000001';
export const MONITOR_PHONE = '0925000001';
export const CONTENT_EDITOR_PHONE = '0926000001';
export const MARKETING_PHONE = '0927000001';
export const RECRUITER_PHONE = '0928000001';
export const FINANCE_PHONE = '0929000001';
/** The office's demo people: one account per back-office role of the chain's office. */
const OFFICE: readonly { phone: string; role: StaffRole }[] = [
  { phone: CONTENT_EDITOR_PHONE, role: 'content_editor' },
  { phone: MARKETING_PHONE, role: 'marketing' },
  { phone: RECRUITER_PHONE, role: 'recruiter' },
  { phone: FINANCE_PHONE, role: 'finance' },
];

type SalonInfo = { id: number; receptionName: string | null };
type AccountSeed = {
  staffId: number | null;
  name: string;
  phone: string;
  role: StaffRole;
  homeSalonId: number | null;
  regionId: number | null;
  active: boolean;
};

export function buildStaffAccounts(salons: readonly SalonInfo[], staff: readonly StaffRow[]): AccountSeed[] {
  const rng = rngFor('salon-managers');
  const managers = Array.from({ length: salons.length + 2 }, () => vietnameseName(rng, 'male'));
  const officeRng = rngFor('chain-office');
  const people: AccountSeed[] = staff.map((s) => ({
    staffId: s.id,
    name: s.name,
    phone: staffPhone(s.id),
    role: s.role,
    homeSalonId: s.salonId,
    regionId: null,
    active: s.active,
  }));
  salons.forEach((salon, i) => {
    people.push({
      staffId: null,
      name: salon.receptionName ?? `Lễ tân salon ${salon.id}`,
      phone: receptionPhone(salon.id),
      role: 'reception',
      homeSalonId: salon.id,
      regionId: null,
      active: true,
    });
    people.push({
      staffId: null,
      name: managers[i]!,
      phone: managerPhone(salon.id),
      role: 'salon_manager',
      homeSalonId: salon.id,
      regionId: null,
      active: true,
    });
  });
  people.push({
    staffId: null,
    name: managers[salons.length]!,
    phone: REGION_MANAGER_PHONE,
    role: 'region_manager',
    homeSalonId: null,
    regionId: DEMO_REGION_ID,
    active: true,
  });
  people.push({
    staffId: null,
    name: managers[salons.length + 1]!,
    phone: CHAIN_ADMIN_PHONE,
    role: 'chain_admin',
    homeSalonId: null,
    regionId: null,
    active: true,
  });
  people.push({ staffId: null, name: 'Màn hình salon 1', phone: MONITOR_PHONE, role: 'monitor', homeSalonId: 1, regionId: null, active: true });
  for (const { phone, role } of OFFICE) {
    people.push({
      staffId: null,
      name: vietnameseName(officeRng, role === 'marketing' ? 'female' : 'male'),
      phone,
      role,
      homeSalonId: null,
      regionId: null,
      active: true,
    });
  }
  return people;
}

export async function seedStaffAccounts(tx: Tx, input: { salons: readonly SalonInfo[]; staff: readonly StaffRow[] }) {
  const rows = buildStaffAccounts(input.salons, input.staff).map((a) => ({ ...a, passwordHash: DEMO_PASSWORD_HASH, pinHash: DEMO_PIN_HASH }));
  for (const batch of chunks(rows, 500)) await tx.insert(staffAccounts).values(batch);
}
