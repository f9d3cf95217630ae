/**
 * Offers and games (issue 13): stock of the rewards, the vouchers behind rewards 8 and 9, golden-hour
 * deals (one open now, one later today, one tomorrow, one ended; all relative to `today`), two lucky
 * wheels with prize stock, a few spins and points for the first demo customers, "Yours the best" looks.
 * Everything won lands in customer_vouchers through the campaigns below (private: reached only by award).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { campaignImage, hairstyle, newsThumb, prizeImage } from './images.ts';
import { addDays, rngFor, salonInstant } from './random.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type AwardCampaign = {
  id: number;
  name: string;
  nameEn: string;
  effect: string;
  condition: string;
  discountType: 'percent' | 'amount' | 'fixed_price';
  discountValue: number;
  minTotal?: number;
  applies: number[];
  days: number;
};

const CUT_COMBOS = [101, 102, 103];

/** Campaigns whose vouchers only come by award (reward claim, golden hour, wheel, points). */
const AWARD_CAMPAIGNS: AwardCampaign[] = [
  {
    id: 21,
    name: 'Lấy ráy tai êm miễn phí',
    nameEn: 'Free gentle ear cleaning',
    discountType: 'percent',
    discountValue: 100,
    applies: [401],
    days: 60,
    effect: '<p>Miễn phí dịch vụ <b>Lấy ráy tai êm</b>.</p>',
    condition: '<ul><li>Đổi bằng 300 điểm LuckySprint.</li><li>Áp dụng tại tất cả salon, dùng 1 lần.</li></ul>',
  },
  {
    id: 22,
    name: 'Quà sinh nhật: Gội massage dưỡng sinh miễn phí',
    nameEn: 'Birthday gift: free head massage wash',
    discountType: 'percent',
    discountValue: 100,
    applies: [121],
    days: 90,
    effect: '<p>Miễn phí <b>Gội massage dưỡng sinh</b> trong tháng sinh nhật.</p>',
    condition: '<ul><li>Dành cho khách hàng thành viên.</li><li>Dùng 1 lần.</li></ul>',
  },
  {
    id: 31,
    name: 'Giờ vàng: Cắt gội 10 bước chỉ 59K',
    nameEn: 'Golden hour: 10-step haircut for 59K',
    discountType: 'fixed_price',
    discountValue: 59_000,
    applies: [101],
    days: 14,
    effect: '<p><b>Cắt gội 10 bước</b> chỉ còn <b>59.000 VNĐ</b>.</p>',
    condition: '<ul><li>Mỗi khách săn 1 lần.</li><li>Dùng trong 14 ngày.</li></ul>',
  },
  {
    id: 32,
    name: 'Giờ vàng: Giảm 50% Uốn Hàn Quốc',
    nameEn: 'Golden hour: 50% off K-perm',
    discountType: 'percent',
    discountValue: 50,
    applies: [202],
    days: 14,
    effect: '<p>Giảm <b>50%</b> dịch vụ <b>Uốn Hàn Quốc K-perm</b>.</p>',
    condition: '<ul><li>Mỗi khách săn 1 lần.</li><li>Dùng trong 14 ngày.</li></ul>',
  },
  {
    id: 33,
    name: 'Giờ vàng: Combo sạch mụn chỉ 99K',
    nameEn: 'Golden hour: acne combo for 99K',
    discountType: 'fixed_price',
    discountValue: 99_000,
    applies: [311],
    days: 14,
    effect: '<p><b>Combo sạch mụn sáng da</b> chỉ còn <b>99.000 VNĐ</b>.</p>',
    condition: '<ul><li>Mỗi khách săn 1 lần.</li><li>Dùng trong 14 ngày.</li></ul>',
  },
  {
    id: 34,
    name: 'Giờ vàng: Nhuộm thời trang giảm 100K',
    nameEn: 'Golden hour: 100K off fashion colour',
    discountType: 'amount',
    discountValue: 100_000,
    applies: [212],
    days: 14,
    effect: '<p>Giảm <b>100.000 VNĐ</b> dịch vụ <b>Nhuộm thời trang</b>.</p>',
    condition: '<ul><li>Mỗi khách săn 1 lần.</li></ul>',
  },
  {
    id: 41,
    name: 'Vòng quay: Giảm 10K Combo cắt gội',
    nameEn: 'Wheel: 10K off a haircut combo',
    discountType: 'amount',
    discountValue: 10_000,
    applies: CUT_COMBOS,
    days: 30,
    effect: '<p>Giảm <b>10.000 VNĐ</b> Combo cắt gội.</p>',
    condition: '<ul><li>Quà vòng quay may mắn, dùng 1 lần.</li></ul>',
  },
  {
    id: 42,
    name: 'Vòng quay: Giảm 20K Combo cắt gội',
    nameEn: 'Wheel: 20K off a haircut combo',
    discountType: 'amount',
    discountValue: 20_000,
    applies: CUT_COMBOS,
    days: 30,
    effect: '<p>Giảm <b>20.000 VNĐ</b> Combo cắt gội.</p>',
    condition: '<ul><li>Quà vòng quay may mắn, dùng 1 lần.</li></ul>',
  },
  {
    id: 43,
    name: 'Vòng quay: Gội massage dưỡng sinh miễn phí',
    nameEn: 'Wheel: free head massage wash',
    discountType: 'percent',
    discountValue: 100,
    applies: [121],
    days: 30,
    effect: '<p>Miễn phí <b>Gội massage dưỡng sinh</b>.</p>',
    condition: '<ul><li>Quà vòng quay may mắn, dùng 1 lần.</li></ul>',
  },
  {
    id: 44,
    name: 'Vòng quay: Cắt gội 10 bước miễn phí',
    nameEn: 'Wheel: free 10-step haircut',
    discountType: 'percent',
    discountValue: 100,
    applies: [101],
    days: 30,
    effect: '<p>Miễn phí <b>Cắt gội 10 bước</b>.</p>',
    condition: '<ul><li>Quà vòng quay may mắn, dùng 1 lần.</li></ul>',
  },
  {
    id: 45,
    name: 'Vòng quay 2024: Giảm 30% Uốn - Nhuộm',
    nameEn: 'Wheel 2024: 30% off perm & colour',
    discountType: 'percent',
    discountValue: 30,
    applies: [201, 202, 203, 211, 212],
    days: 30,
    effect: '<p>Giảm <b>30%</b> dịch vụ Uốn và Nhuộm.</p>',
    condition: '<ul><li>Quà vòng quay 2024, dùng 1 lần.</li></ul>',
  },
  {
    id: 46,
    name: 'Vòng quay 2024: Lột mụn cám miễn phí',
    nameEn: 'Wheel 2024: free blackhead removal',
    discountType: 'percent',
    discountValue: 100,
    applies: [303],
    days: 30,
    effect: '<p>Miễn phí <b>Lột mụn cám</b>.</p>',
    condition: '<ul><li>Quà vòng quay 2024, dùng 1 lần.</li></ul>',
  },
];

/** Quantities of the rewards (ids of the `rewards` table), how to use them, and when they started. */
const REWARD_STOCK = [
  { rewardId: 1, quantity: 500, claimed: 137, start: -20 },
  { rewardId: 2, quantity: 300, claimed: 88, start: -10 },
  { rewardId: 3, quantity: 400, claimed: 121, start: -15 },
  { rewardId: 4, quantity: 600, claimed: 245, start: -30 },
  { rewardId: 5, quantity: 200, claimed: 64, start: -5 },
  { rewardId: 6, quantity: 1000, claimed: 402, start: -60 },
  { rewardId: 7, quantity: 800, claimed: 310, start: -25 },
  { rewardId: 8, quantity: 150, claimed: 12, start: -7 },
  { rewardId: 9, quantity: 1000, claimed: 51, start: -30 },
  { rewardId: 10, quantity: 2000, claimed: 1754, start: -90 },
];

const HOW_TO_USE =
  'Bấm "Nhận ưu đãi" để lưu ưu đãi vào ví của anh.@@@Khi đặt lịch, ở bước chọn ưu đãi anh mở tab "Ưu đãi của anh" và chọn ưu đãi này.@@@Đến salon đúng giờ, ưu đãi được trừ thẳng vào hóa đơn.';

export function awardCampaignRows(today: string) {
  return AWARD_CAMPAIGNS.map((c) => ({
    id: c.id,
    name: c.name,
    nameEn: c.nameEn,
    image: campaignImage(c.id),
    effect: c.effect,
    condition: c.condition,
    startDate: addDays(today, -7),
    endDate: addDays(today, c.days),
    discountType: c.discountType,
    discountValue: c.discountValue,
    minTotal: c.minTotal ?? 0,
    usagePerCustomer: 1,
    isPublic: false,
    active: true,
  }));
}

/** Golden hours in salon time: open now (09:00-21:00 today), later today, tomorrow, and one that ended. */
export function goldenHourRows(today: string) {
  const deal = (
    id: number,
    campaignId: number,
    title: string,
    titleEn: string,
    day: number,
    from: number,
    to: number,
    quantity: number,
    claimed: number,
    oldPrice: number,
    dealPrice: number,
  ) => ({
    id,
    campaignId,
    title,
    titleEn,
    quantity,
    claimed,
    oldPrice,
    dealPrice,
    description: `<p>${title}. Số lượng có hạn, mỗi khách hàng săn được 1 lần.</p><ul><li>Ưu đãi vào ví ngay khi săn thành công.</li><li>Dùng khi đặt lịch trong 14 ngày.</li></ul>`,
    image: newsThumb(id + 4),
    opensAt: salonInstant(addDays(today, day), from),
    closesAt: salonInstant(addDays(today, day), to),
  });
  return [
    deal(1, 31, 'Cắt gội 10 bước chỉ 59K', '10-step haircut for 59K', 0, 9 * 60, 21 * 60, 50, 17, 120_000, 59_000),
    deal(2, 32, 'Uốn Hàn Quốc giảm 50%', 'K-perm 50% off', 0, 18 * 60, 20 * 60, 30, 0, 450_000, 225_000),
    deal(3, 33, 'Combo sạch mụn chỉ 99K', 'Acne combo for 99K', 1, 11 * 60, 13 * 60, 40, 0, 250_000, 99_000),
    deal(4, 34, 'Nhuộm thời trang giảm 100K', 'Fashion colour 100K off', -2, 12 * 60, 14 * 60, 20, 20, 350_000, 250_000),
  ];
}

export function wheelRows(today: string) {
  return [
    {
      id: 1,
      slug: 'vong-quay-may-man',
      name: 'Vòng quay may mắn',
      description: 'Hoàn thành nhiệm vụ để nhận lượt quay, trúng voucher cắt tóc, gội dưỡng sinh và điểm LuckySprint.',
      spinPoints: 100,
      startDate: addDays(today, -30),
      endDate: addDays(today, 60),
    },
    {
      id: 2,
      slug: 'vong-quay-2024',
      name: 'Vòng quay tri ân 2024',
      description: 'Vòng quay tri ân khách hàng thân thiết: quà Uốn - Nhuộm, chăm sóc da và điểm thưởng.',
      spinPoints: 150,
      startDate: addDays(today, -30),
      endDate: addDays(today, 60),
    },
  ];
}

export function wheelPrizeRows() {
  const p = (
    id: number,
    wheelId: number,
    sort: number,
    name: string,
    weight: number,
    stock: number | null,
    campaignId: number | null,
    points = 0,
    isConsolation = false,
  ) => ({
    id,
    wheelId,
    sort,
    name,
    weight,
    stock,
    campaignId,
    points,
    isConsolation,
    image: prizeImage(id),
  });
  return [
    p(1, 1, 1, 'Voucher giảm 10K', 30, 500, 41),
    p(2, 1, 2, '50 điểm LuckySprint', 20, 1000, null, 50),
    p(3, 1, 3, 'Voucher giảm 20K', 15, 200, 42),
    p(4, 1, 4, 'Gội massage dưỡng sinh miễn phí', 8, 50, 43),
    p(5, 1, 5, '100 điểm LuckySprint', 5, 300, null, 100),
    p(6, 1, 6, 'Cắt gội 10 bước miễn phí', 2, 10, 44),
    p(7, 1, 7, 'Chúc anh may mắn lần sau', 40, null, null, 5, true),
    p(11, 2, 1, 'Giảm 30% Uốn - Nhuộm', 20, 100, 45),
    p(12, 2, 2, '30 điểm LuckySprint', 30, 1000, null, 30),
    p(13, 2, 3, 'Lột mụn cám miễn phí', 10, 60, 46),
    p(14, 2, 4, '200 điểm LuckySprint', 3, 20, null, 200),
    p(15, 2, 5, 'Chúc anh may mắn lần sau', 37, null, null, 5, true),
  ];
}

export function bestLookRows(today: string) {
  const campaigns = [
    {
      id: 1,
      title: 'Yours the best: Kiểu tóc đẹp nhất tháng 11',
      summary: 'Khoe kiểu tóc mới cắt tại salon, những tấm ảnh đẹp nhất được chọn mỗi tuần.',
      start: -20,
      end: 10,
    },
    { id: 2, title: 'Yours the best: Diện mạo đón Tết', summary: 'Những diện mạo chỉn chu đón năm mới của khách hàng cùng stylist.', start: -80, end: -40 },
  ];
  return campaigns.map((c) => ({
    id: c.id,
    title: c.title,
    summary: c.summary,
    body: `<p>${c.summary}</p><ul><li>Ảnh được chụp tại salon sau khi cắt.</li><li>Mỗi tuần chọn ra những diện mạo đẹp nhất và tặng voucher cắt gội.</li></ul>`,
    image: newsThumb(c.id + 10),
    startDate: addDays(today, c.start),
    endDate: addDays(today, c.end),
  }));
}

const STORIES = [
  'Lần đầu thử undercut, được stylist tư vấn kỹ nên rất ưng ý.',
  'Tóc uốn con sâu giữ nếp cả tuần, đi làm ai cũng khen.',
  'Cắt xong đi chụp ảnh cưới, tự tin hẳn.',
  'Kiểu side part gọn gàng, hợp với công việc văn phòng.',
  'Nhuộm nâu khói lên màu đúng như mong muốn.',
  'Mái ngắn Hàn Quốc, nhìn trẻ ra mấy tuổi.',
];

export function bestLookEntryRows(today: string, customerNames: string[], stylistIds: number[]) {
  const rng = rngFor('best-look');
  const rows = [];
  for (let i = 0; i < 16; i++) {
    const campaignId = i < 10 ? 1 : 2;
    rows.push({
      id: i + 1,
      campaignId,
      customerName: customerNames[i % customerNames.length] ?? 'Khách hàng',
      stylistId: stylistIds[rng.int(0, stylistIds.length - 1)] ?? 1,
      image: hairstyle(i + 1),
      story: STORIES[i % STORIES.length] ?? '',
      createdAt: salonInstant(addDays(today, campaignId === 1 ? -rng.int(1, 19) : -rng.int(41, 79)), rng.int(600, 1200)),
    });
  }
  return rows;
}

/** Seeds everything above; called from seedDemoData after customers, campaigns and rewards exist. */
export async function seedRewards(tx: Tx, input: { today: string; customerIds: number[]; customerNames: string[]; stylistIds: number[] }) {
  const { today } = input;
  await tx.insert(t.campaigns).values(awardCampaignRows(today));
  await tx.insert(t.campaignApplies).values(AWARD_CAMPAIGNS.flatMap((c) => c.applies.map((serviceId) => ({ campaignId: c.id, serviceId }))));
  // rewards 8 (points exchange) and 9 (birthday gift) give these vouchers
  await tx.update(t.rewards).set({ campaignId: 21 }).where(eq(t.rewards.id, 8));
  await tx.update(t.rewards).set({ campaignId: 22 }).where(eq(t.rewards.id, 9));
  const rewardIds = (
    await tx
      .select({ id: t.rewards.id })
      .from(t.rewards)
      .where(
        inArray(
          t.rewards.id,
          REWARD_STOCK.map((r) => r.rewardId),
        ),
      )
  ).map((r) => r.id);
  await tx.insert(t.rewardStock).values(
    REWARD_STOCK.filter((r) => rewardIds.includes(r.rewardId)).map((r) => ({
      rewardId: r.rewardId,
      quantity: r.quantity,
      claimed: r.claimed,
      startDate: addDays(today, r.start),
      howToUse: HOW_TO_USE,
    })),
  );
  await tx.insert(t.goldenHourDeals).values(goldenHourRows(today));
  await tx.insert(t.wheels).values(wheelRows(today));
  await tx.insert(t.wheelPrizes).values(wheelPrizeRows());
  await tx.insert(t.bestLookCampaigns).values(bestLookRows(today));
  // The demo chain's points rules (the migration leaves them off): 1 point per 10,000 ₫ paid, 5 for a rating.
  await tx.update(t.pointsRules).set({ points: 1, active: true }).where(eq(t.pointsRules.kind, 'paid_visit'));
  await tx.update(t.pointsRules).set({ points: 5, active: true }).where(eq(t.pointsRules.kind, 'rated_visit'));
  await tx.insert(t.bestLookEntries).values(bestLookEntryRows(today, input.customerNames, input.stylistIds));

  // The first demo customers start with points (a welcome line and visits) and a gift spin.
  const at = salonInstant(addDays(today, -10), 600);
  const points = [800, 450, 250, 120, 60];
  const ledger = input.customerIds.slice(0, points.length).flatMap((customerId, i) => {
    const welcome = 50;
    const visits = (points[i] ?? 0) - welcome;
    return [
      { customerId, delta: welcome, balanceAfter: welcome, reason: 'welcome' as const, note: 'Điểm chào mừng thành viên', createdAt: at },
      {
        customerId,
        delta: visits,
        balanceAfter: welcome + visits,
        reason: 'visit' as const,
        note: 'Tích điểm sau lần cắt',
        createdAt: new Date(at.getTime() + 86_400_000),
      },
    ];
  });
  if (ledger.length > 0) {
    await tx.insert(t.pointsLedger).values(ledger);
    await tx.insert(t.customerPoints).values(input.customerIds.slice(0, points.length).map((customerId, i) => ({ customerId, balance: points[i] ?? 0 })));
    const gifted = input.customerIds.slice(0, 3);
    await tx.insert(t.spinEarnings).values(gifted.map((customerId) => ({ customerId, source: 'gift' as const, questKey: null, createdAt: at })));
    await tx.insert(t.customerSpins).values(gifted.map((customerId) => ({ customerId, earned: 1, spent: 0 })));
  }
}
