/**
 * Style Master demo data, relative to `today` (salon-local): 66 work posts of the last 90 days with
 * votes from 150 regular customers, the contest running now (posts of its window compete), and rated
 * completed visits of this month and the last one, from which the top stylists are computed.
 */
import { originalPrice } from '@shine/shared';
import type { ContestPrize } from '../schema/contests.ts';
import { SERVICES } from './catalog.ts';
import { longOpenSalons } from './customers.ts';
import { hairstyle } from './images.ts';
import { vietnameseName } from './people-names.ts';
import { addDays, rngFor, salonInstant } from './random.ts';
import type { SalonRow } from './salons.ts';
import type { StaffRow } from './staff.ts';
import { STYLE_POST_IMAGE_COUNT, contestImage, stylePostImage } from './style-master-images.ts';

export const VOTER_COUNT = 150;
const POST_DAYS = 90;

const LOOKS = [
  'Undercut',
  'Side Part',
  'Layer',
  'Two Block',
  'Mohican',
  'Buzz Cut',
  'Crew Cut',
  'Mullet',
  'Quiff',
  'Pompadour',
  'Textured Crop',
  'Faux Hawk',
  'Uốn con sâu',
  'K-perm',
  'Uốn Premlock',
  'Nhuộm xám khói',
  'Nhuộm nâu lạnh',
  'Sport Cut',
];
const MOODS = [
  'cho anh chàng công sở',
  'phong cách Hàn Quốc',
  'cá tính ngày cuối tuần',
  'gọn gàng mùa nóng',
  'cho mặt tròn',
  'cho mặt dài',
  'chuẩn lịch lãm',
  'trẻ trung năng động',
  'dễ vuốt tại nhà',
  'cho tóc dày cứng',
  'cho tóc mỏng',
  'đi tiệc cuối năm',
];

const MOBILE_PREFIXES = [
  '032',
  '033',
  '034',
  '035',
  '036',
  '037',
  '038',
  '039',
  '070',
  '076',
  '077',
  '078',
  '079',
  '081',
  '082',
  '083',
  '084',
  '085',
  '086',
  '088',
  '089',
  '090',
  '091',
  '093',
  '094',
  '096',
  '097',
  '098',
];

/** Regular customers of the chain: they vote and rate their visits. Phones never repeat `taken`. */
export function buildVoters(today: string, taken: Set<string>) {
  const rng = rngFor('style-master-voters');
  const phones = new Set<string>();
  while (phones.size < VOTER_COUNT) {
    const phone = `${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
    if (!taken.has(phone)) phones.add(phone);
  }
  return [...phones].map((phone) => ({
    phone,
    name: vietnameseName(rng, 'male'),
    createdAt: salonInstant(addDays(today, -rng.int(120, 900)), rng.int(510, 1200)),
  }));
}

/** Active stylists of salons open for the whole period. */
function eligibleStylists(today: string, salons: SalonRow[], staff: StaffRow[]) {
  const open = new Set(longOpenSalons(today, salons).map((s) => s.id));
  return staff.filter((s) => s.role === 'stylist' && s.active && open.has(s.salonId));
}

export function stylePostRows(today: string, salons: SalonRow[], staff: StaffRow[]) {
  const rng = rngFor('style-master-posts');
  const stylists = rng.shuffle(eligibleStylists(today, salons, staff)).slice(0, 40);
  return Array.from({ length: STYLE_POST_IMAGE_COUNT }, (_, i) => {
    const daysAgo = 1 + Math.floor((i * POST_DAYS) / STYLE_POST_IMAGE_COUNT);
    return {
      id: i + 1,
      stylistId: (stylists[i % stylists.length] ?? stylists[0])!.id,
      title: `${LOOKS[(i * 7) % LOOKS.length]} ${MOODS[(i * 5) % MOODS.length]}`,
      image: stylePostImage(i + 1),
      createdAt: salonInstant(addDays(today, -daysAgo), rng.int(540, 1200)),
    };
  });
}

/** Each post gets a popularity; votes come from distinct customers between the post and yesterday. */
export function styleVoteRows(today: string, posts: { id: number; createdAt: Date }[], voterIds: number[]) {
  const rng = rngFor('style-master-votes');
  const yesterdayEnd = salonInstant(today, 0).getTime() - 60_000;
  return posts.flatMap((post) => {
    const popularity = rng.next() ** 2;
    const n = Math.round(popularity * voterIds.length * 0.8) + rng.int(0, 6);
    const span = Math.max(60_000, yesterdayEnd - post.createdAt.getTime());
    return rng
      .shuffle(voterIds)
      .slice(0, n)
      .map((customerId) => ({ postId: post.id, customerId, createdAt: new Date(post.createdAt.getTime() + Math.floor(rng.next() * span)) }));
  });
}

const PRIZES: ContestPrize[] = [
  { rank: 1, label: 'Giải Nhất: 20.000.000 VNĐ và cúp Style Master', labelEn: 'First prize: 20,000,000 VND and the Style Master trophy', value: 20_000_000 },
  { rank: 2, label: 'Giải Nhì: 10.000.000 VNĐ', labelEn: 'Second prize: 10,000,000 VND', value: 10_000_000 },
  { rank: 3, label: 'Giải Ba: 5.000.000 VNĐ', labelEn: 'Third prize: 5,000,000 VND', value: 5_000_000 },
  {
    rank: 4,
    label: 'Giải Khuyến khích (hạng 4 đến 10): 1.000.000 VNĐ mỗi giải',
    labelEn: 'Encouragement prizes (ranks 4 to 10): 1,000,000 VND each',
    value: 1_000_000,
  },
];

/** One contest running now: it opened 20 days ago and closes in 10 days (end of that day). */
export function contestRows(today: string) {
  return [
    {
      id: 1,
      slug: 'style-master',
      title: 'Cuộc thi Style Master: Stylist tài năng',
      titleEn: 'Style Master contest: talented stylists',
      summary: 'Stylist của chuỗi đăng tác phẩm cắt tóc đẹp nhất, khách hàng bình chọn. Tác phẩm nhiều lượt bình chọn nhất khi cuộc thi khép lại sẽ nhận giải.',
      summaryEn: 'Our stylists post their best haircuts and customers vote. The entries with the most votes when the contest closes win the prizes.',
      rules: [
        'Mỗi tác phẩm là một kiểu tóc do stylist của chuỗi thực hiện cho khách tại salon, đăng trong thời gian diễn ra cuộc thi.',
        'Khách hàng đăng nhập được bình chọn cho nhiều tác phẩm, mỗi tác phẩm một lần; có thể bỏ bình chọn trước khi cuộc thi kết thúc.',
        'Bảng xếp hạng cập nhật ngay theo số lượt bình chọn; lượt bình chọn sau giờ kết thúc không được tính.',
        'Kết quả được công bố trong 3 ngày sau khi cuộc thi kết thúc, giải thưởng trao tại salon của stylist.',
        'Lượt bình chọn gian lận (tài khoản ảo, công cụ tự động) sẽ bị loại.',
      ],
      rulesEn: [
        'Each entry is a haircut a stylist of the chain gave a customer at a salon, posted while the contest runs.',
        'Logged-in customers may vote for many entries, once per entry, and may take a vote back before the contest ends.',
        'The leaderboard follows the votes live; votes cast after the closing time do not count.',
        "Results are announced within 3 days after the contest ends; prizes are handed over at the stylist's salon.",
        'Fraudulent votes (fake accounts, automated tools) are removed.',
      ],
      prizes: PRIZES,
      image: contestImage(false),
      startsAt: salonInstant(addDays(today, -20), 0),
      endsAt: salonInstant(addDays(today, 11), 0),
    },
  ];
}

export type RatedVisit = {
  booking: {
    customerId: number;
    phone: string;
    salonId: number;
    stylistId: number;
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
  service: { serviceId: number; name: string; price: number; oldPrice: number; timeServe: number };
  finalImage: string;
  stars: number;
  comment: string | null;
};

const RATED_SERVICES = [101, 101, 102, 103, 111];
const COMMENTS = ['Cắt đẹp, đúng kiểu anh muốn.', 'Stylist tư vấn nhiệt tình.', 'Rất hài lòng, sẽ quay lại.', 'Tóc vào nếp, gội massage thư giãn.', null, null];
const OPEN = 510;
const SLOT = 20;

/**
 * Rated completed visits of last month and of this month up to yesterday, for 36 stylists of different
 * quality (some with too few ratings to be ranked). `busy` holds stylist@date days already used by
 * other past bookings, so no stylist ever has two visits at once.
 */
export function buildRatedVisits(
  today: string,
  salons: SalonRow[],
  staff: StaffRow[],
  voters: { id: number; phone: string }[],
  busy: Set<string>,
): RatedVisit[] {
  const rng = rngFor('style-master-ratings');
  const stylists = rng.shuffle(eligibleStylists(today, salons, staff)).slice(0, 36);
  const serviceById = new Map(SERVICES.map((s) => [s.id, s]));
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthStart = `${addDays(monthStart, -1).slice(0, 7)}-01`;
  const out: RatedVisit[] = [];
  for (const [from, to] of [
    [lastMonthStart, monthStart],
    [monthStart, today],
  ] as const) {
    const days: string[] = [];
    for (let d = from; d < to; d = addDays(d, 1)) days.push(d);
    if (days.length === 0) continue;
    for (const stylist of stylists) {
      const quality = rng.float(3.9, 4.95, 2);
      const visits = rng.chance(0.15) ? rng.int(1, 2) : rng.int(3, 10);
      const perDay = new Map<string, number>();
      for (let v = 0; v < visits; v++) {
        const date = rng.pick(days);
        if (busy.has(`${stylist.id}@${date}`)) continue;
        const slotIndex = perDay.get(date) ?? rng.int(0, 6);
        perDay.set(date, slotIndex + 4);
        const service = serviceById.get(rng.pick(RATED_SERVICES))!;
        const start = OPEN + slotIndex * SLOT;
        const covered = Math.ceil(service.timeServe / SLOT);
        const startAt = salonInstant(date, start);
        const endAt = salonInstant(date, start + service.timeServe);
        const voter = rng.pick(voters);
        const stars = Math.max(1, Math.min(5, Math.round(quality + rng.float(-0.9, 0.6, 2))));
        out.push({
          booking: {
            customerId: voter.id,
            phone: voter.phone,
            salonId: stylist.salonId,
            stylistId: stylist.id,
            dateBook: date,
            startAt,
            endAt,
            hourId: slotIndex + 1,
            subHourId: covered >= 2 ? slotIndex + 2 : null,
            secondSubHourId: covered >= 3 ? slotIndex + 3 : null,
            status: 'completed',
            bookAt: rng.pick([0, 2, 3, 3]),
            totalPrice: service.price,
            oldTotalPrice: originalPrice(service),
            createdAt: salonInstant(addDays(date, -1), rng.int(480, 1320)),
            updatedAt: endAt,
          },
          service: { serviceId: service.id, name: service.name, price: service.price, oldPrice: originalPrice(service), timeServe: service.timeServe },
          finalImage: hairstyle(rng.int(1, 16)),
          stars,
          comment: rng.pick(COMMENTS),
        });
      }
    }
  }
  return out;
}
