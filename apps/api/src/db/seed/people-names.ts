/** Vietnamese name parts, weighted the way they occur (Nguyễn is listed several times on purpose). */
import type { Rng } from './random.ts';

const FAMILY = [
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Trần',
  'Trần',
  'Lê',
  'Lê',
  'Phạm',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
  'Đinh',
  'Trương',
  'Mai',
  'Tạ',
] as const;

const MALE_MIDDLE = [
  'Văn',
  'Văn',
  'Đức',
  'Minh',
  'Quang',
  'Hữu',
  'Thành',
  'Công',
  'Tuấn',
  'Hoàng',
  'Anh',
  'Gia',
  'Xuân',
  'Trọng',
  'Ngọc',
  'Mạnh',
  'Duy',
  'Bảo',
  'Thanh',
  'Đình',
] as const;

const MALE_GIVEN = [
  'Hùng',
  'Dũng',
  'Tuấn',
  'Nam',
  'Long',
  'Phong',
  'Khoa',
  'Huy',
  'Đạt',
  'Hiếu',
  'Thắng',
  'Tùng',
  'Sơn',
  'Quân',
  'Duy',
  'Kiên',
  'Trung',
  'Bảo',
  'Phúc',
  'Lâm',
  'Vinh',
  'Toàn',
  'Hải',
  'Khánh',
  'Thịnh',
  'Tài',
  'Cường',
  'Nghĩa',
  'Hoàng',
  'Minh',
  'Việt',
  'Quý',
  'Đức',
  'Hưng',
  'Tâm',
  'Thái',
  'An',
  'Khang',
  'Lộc',
  'Tiến',
  'Trí',
  'Vũ',
  'Hào',
  'Nhật',
  'Sang',
  'Tú',
] as const;

const FEMALE_MIDDLE = ['Thị', 'Thị', 'Ngọc', 'Thu', 'Thanh', 'Minh', 'Bảo', 'Phương', 'Khánh', 'Hải', 'Diệu'] as const;

const FEMALE_GIVEN = [
  'Trang',
  'Linh',
  'Hương',
  'Hà',
  'Mai',
  'Lan',
  'Ngọc',
  'Thảo',
  'Vy',
  'Nhung',
  'Hằng',
  'Yến',
  'Phương',
  'Anh',
  'Huyền',
  'Trâm',
  'Quỳnh',
  'Nhi',
  'Giang',
  'Hạnh',
  'My',
  'Uyên',
  'Loan',
  'Thủy',
] as const;

export type Gender = 'male' | 'female';

export function vietnameseName(rng: Rng, gender: Gender): string {
  const middle = gender === 'male' ? MALE_MIDDLE : FEMALE_MIDDLE;
  const given = gender === 'male' ? MALE_GIVEN : FEMALE_GIVEN;
  return `${rng.pick(FAMILY)} ${rng.pick(middle)} ${rng.pick(given)}`;
}

/** `count` names, no two with the same given name (customers tell staff apart by it). */
export function distinctNames(rng: Rng, gender: Gender, count: number): string[] {
  const names: string[] = [];
  const usedGiven = new Set<string>();
  while (names.length < count) {
    const name = vietnameseName(rng, gender);
    const given = name.split(' ').at(-1) ?? name;
    if (usedGiven.has(given)) continue;
    usedGiven.add(given);
    names.push(name);
  }
  return names;
}
