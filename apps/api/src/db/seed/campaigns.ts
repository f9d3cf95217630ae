/**
 * Campaigns (vouchers), the codes that unlock private ones, rewards and lucky-wheel prizes.
 * Public campaigns show in voucher tab 1 for the salons they list (one per region, one chain-wide);
 * private ones are reached only through codes. Campaign 8 has ended (for the 'old rewards' page).
 */
import { campaignImage, prizeImage, rewardThumb } from './images.ts';
import { addDays } from './random.ts';

type CampaignDef = {
  id: number;
  name: string;
  nameEn: string;
  effect: string;
  condition: string;
  start: number;
  end: number;
  discountType: 'percent' | 'amount' | 'fixed_price';
  discountValue: number;
  minTotal?: number;
  usagePerCustomer?: number;
  isPublic: boolean;
  /** Salons of this region only (campaign_salons); all salons when absent. */
  regionId?: 1 | 2 | 3;
  conditions: number[];
  applies: number[];
  codes: { code: string; maxClaims: number | null }[];
};

const PERM_COLOUR = [201, 202, 203, 211, 212, 213];
const CUT_COMBOS = [101, 102, 103];
const SKIN = [301, 302, 303, 311];
const EXTRAS = [121, 122, 301, 302, 303, 401, 402, 411, 421];

export const CAMPAIGNS: CampaignDef[] = [
  {
    id: 1,
    name: 'Miền Bắc: Giảm 20% Uốn - Nhuộm',
    nameEn: 'North: 20% off perm & colour',
    start: -20,
    end: 40,
    discountType: 'percent',
    discountValue: 20,
    isPublic: true,
    regionId: 1,
    conditions: [],
    applies: PERM_COLOUR,
    codes: [],
    effect: '<p>Giảm <b>20%</b> giá dịch vụ Uốn và Nhuộm.</p>',
    condition: '<ul><li>Áp dụng tại các salon khu vực miền Bắc.</li><li>Không áp dụng đồng thời với ưu đãi khác.</li></ul>',
  },
  {
    id: 2,
    name: 'Miền Trung: Gội dưỡng sinh chỉ 30K khi cắt',
    nameEn: 'Central: head massage wash for 30K with a cut',
    start: -10,
    end: 50,
    discountType: 'fixed_price',
    discountValue: 30_000,
    usagePerCustomer: 2,
    isPublic: true,
    regionId: 2,
    conditions: CUT_COMBOS,
    applies: [121],
    codes: [],
    effect: '<p>Dịch vụ <b>Gội massage dưỡng sinh</b> chỉ còn <b>30.000 VNĐ</b>.</p>',
    condition: '<ul><li>Anh chọn kèm một dịch vụ Combo cắt gội.</li><li>Áp dụng tại các salon khu vực miền Trung, tối đa 2 lần mỗi khách.</li></ul>',
  },
  {
    id: 3,
    name: 'Miền Nam: Giảm 30K Combo cắt gội',
    nameEn: 'South: 30K off haircut combos',
    start: -15,
    end: 45,
    discountType: 'amount',
    discountValue: 30_000,
    usagePerCustomer: 2,
    isPublic: true,
    regionId: 3,
    conditions: [],
    applies: CUT_COMBOS,
    codes: [],
    effect: '<p>Giảm ngay <b>30.000 VNĐ</b> cho Combo cắt gội.</p>',
    condition: '<ul><li>Áp dụng tại các salon khu vực miền Nam.</li><li>Tối đa 2 lần mỗi khách hàng.</li></ul>',
  },
  {
    id: 4,
    name: 'Giảm 50% chăm sóc da khi cắt gội',
    nameEn: '50% off skin care with a haircut',
    start: -30,
    end: 30,
    discountType: 'percent',
    discountValue: 50,
    isPublic: true,
    conditions: CUT_COMBOS,
    applies: SKIN,
    codes: [],
    effect: '<p>Giảm <b>50%</b> các dịch vụ Chăm sóc da.</p>',
    condition: '<ul><li>Anh chọn kèm một dịch vụ Combo cắt gội.</li><li>Áp dụng tại tất cả salon.</li></ul>',
  },
  {
    id: 5,
    name: 'Giảm 50K cho hóa đơn từ 200K',
    nameEn: '50K off orders from 200K',
    start: -5,
    end: 55,
    discountType: 'amount',
    discountValue: 50_000,
    minTotal: 200_000,
    usagePerCustomer: 1,
    isPublic: false,
    conditions: [],
    applies: [],
    codes: [{ code: 'SHINE50K', maxClaims: 1000 }],
    effect: '<p>Giảm <b>50.000 VNĐ</b> trên tổng hóa đơn.</p>',
    condition: '<ul><li>Tổng giá dịch vụ từ <b>200.000 VNĐ</b>.</li><li>Mỗi khách dùng 1 lần, nhập mã <b>SHINE50K</b>.</li></ul>',
  },
  {
    id: 6,
    name: 'Chào bạn mới: Cắt gội 10 bước chỉ 69K',
    nameEn: 'Welcome: 10-step haircut for 69K',
    start: -60,
    end: 120,
    discountType: 'fixed_price',
    discountValue: 69_000,
    usagePerCustomer: 1,
    isPublic: false,
    conditions: [],
    applies: [101],
    codes: [{ code: 'CHAOBANMOI', maxClaims: null }],
    effect: '<p>Dịch vụ <b>Cắt gội 10 bước</b> chỉ còn <b>69.000 VNĐ</b>.</p>',
    condition: '<ul><li>Dành cho khách hàng lần đầu đặt lịch.</li><li>Nhập mã <b>CHAOBANMOI</b>, dùng 1 lần.</li></ul>',
  },
  {
    id: 7,
    name: 'GenZ: Giảm 40% dịch vụ đi kèm',
    nameEn: 'GenZ: 40% off extra services',
    start: -25,
    end: 65,
    discountType: 'percent',
    discountValue: 40,
    isPublic: false,
    conditions: [112],
    applies: EXTRAS,
    codes: [{ code: 'GENZ40', maxClaims: 5000 }],
    effect: '<p>Giảm <b>40%</b> các dịch vụ đi kèm (gội, chăm sóc da, lấy ráy tai, cạo mặt).</p>',
    condition: '<ul><li>Anh chọn dịch vụ <b>Cắt tóc GenZ</b> trong khung giờ GenZ.</li><li>Nhập mã <b>GENZ40</b>.</li></ul>',
  },
  {
    id: 8,
    name: 'Mừng Quốc khánh: Giảm 29% Uốn',
    nameEn: 'National Day: 29% off perms',
    start: -90,
    end: -60,
    discountType: 'percent',
    discountValue: 29,
    isPublic: true,
    conditions: [],
    applies: [201, 202, 203],
    codes: [{ code: 'QUOCKHANH29', maxClaims: 2000 }],
    effect: '<p>Giảm <b>29%</b> dịch vụ Uốn.</p>',
    condition: '<ul><li>Chương trình đã kết thúc.</li></ul>',
  },
];

export function campaignRows(today: string) {
  return CAMPAIGNS.map((c) => ({
    id: c.id,
    name: c.name,
    nameEn: c.nameEn,
    image: campaignImage(c.id),
    effect: c.effect,
    condition: c.condition,
    startDate: addDays(today, c.start),
    endDate: addDays(today, c.end),
    discountType: c.discountType,
    discountValue: c.discountValue,
    minTotal: c.minTotal ?? 0,
    usagePerCustomer: c.usagePerCustomer ?? null,
    isPublic: c.isPublic,
    active: true,
  }));
}

export function campaignLinkRows(salonRegions: { id: number; regionId: number }[]) {
  return {
    conditions: CAMPAIGNS.flatMap((c) => c.conditions.map((serviceId) => ({ campaignId: c.id, serviceId }))),
    applies: CAMPAIGNS.flatMap((c) => c.applies.map((serviceId) => ({ campaignId: c.id, serviceId }))),
    salons: CAMPAIGNS.flatMap((c) =>
      c.regionId ? salonRegions.filter((s) => s.regionId === c.regionId).map((s) => ({ campaignId: c.id, salonId: s.id })) : [],
    ),
    codes: CAMPAIGNS.flatMap((c) => c.codes.map((x) => ({ campaignId: c.id, code: x.code, maxClaims: x.maxClaims }))),
  };
}

const REWARDS = [
  { id: 1, campaignId: 1, title: 'Giảm 20% Uốn - Nhuộm tại salon miền Bắc', groupName: 'Ưu đãi dịch vụ', points: 0 },
  { id: 2, campaignId: 2, title: 'Gội massage dưỡng sinh chỉ 30K khi cắt', groupName: 'Ưu đãi dịch vụ', points: 0 },
  { id: 3, campaignId: 3, title: 'Giảm 30K Combo cắt gội tại miền Nam', groupName: 'Ưu đãi dịch vụ', points: 0 },
  { id: 4, campaignId: 4, title: 'Giảm 50% chăm sóc da khi cắt gội', groupName: 'Ưu đãi dịch vụ', points: 0 },
  { id: 5, campaignId: 5, title: 'Mã SHINE50K: giảm 50K hóa đơn từ 200K', groupName: 'Mã giảm giá', points: 500 },
  { id: 6, campaignId: 6, title: 'Chào bạn mới: Cắt gội 10 bước chỉ 69K', groupName: 'Mã giảm giá', points: 0 },
  { id: 7, campaignId: 7, title: 'GenZ giảm 40% dịch vụ đi kèm', groupName: 'Mã giảm giá', points: 0 },
  { id: 8, campaignId: null, title: 'Đổi 300 điểm lấy một lượt Lấy ráy tai êm', groupName: 'Đổi điểm', points: 300 },
  { id: 9, campaignId: null, title: 'Quà sinh nhật: Gội massage dưỡng sinh miễn phí', groupName: 'Ưu đãi thành viên', points: 0 },
  { id: 10, campaignId: 8, title: 'Mừng Quốc khánh: Giảm 29% dịch vụ Uốn', groupName: 'Ưu đãi dịch vụ', points: 0 },
];

export function rewardRows(today: string) {
  const byId = new Map(CAMPAIGNS.map((c) => [c.id, c]));
  return REWARDS.map((r) => {
    const c = r.campaignId ? byId.get(r.campaignId) : undefined;
    return {
      id: r.id,
      title: r.title,
      thumbnail: rewardThumb(r.id),
      content: c ? `${c.effect}${c.condition}` : `<p>${r.title}.</p><ul><li>Áp dụng tại tất cả salon.</li></ul>`,
      groupName: r.groupName,
      campaignId: r.campaignId,
      points: r.points,
      // the birthday gift is for members only
      isPublic: r.id !== 9,
      endDate: c ? addDays(today, c.end) : addDays(today, 90),
    };
  });
}

export const REWARD_TITLES = REWARDS.map((r) => ({ id: r.id, title: r.title }));

export function luckyWheelPrizeRows() {
  const prizes = [
    { name: 'Voucher giảm 10K', weight: 30, campaignId: null },
    { name: 'Voucher giảm 20K', weight: 20, campaignId: null },
    { name: 'Lấy ráy tai êm miễn phí', weight: 12, campaignId: null },
    { name: 'Gội massage dưỡng sinh miễn phí', weight: 8, campaignId: null },
    { name: 'Sáp vuốt tóc cao cấp', weight: 3, campaignId: null },
    { name: 'Mã SHINE50K giảm 50K', weight: 5, campaignId: 5 },
    { name: 'Chúc anh may mắn lần sau', weight: 40, campaignId: null },
    { name: 'Cắt gội 10 bước miễn phí', weight: 2, campaignId: null },
  ];
  return prizes.map((p, i) => ({ id: i + 1, name: p.name, image: prizeImage(i + 1), weight: p.weight, campaignId: p.campaignId }));
}
