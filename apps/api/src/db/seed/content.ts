/**
 * Editorial content: the 19 news articles (id 1 newest), lookbooks, hairstyle collections and the
 * top stylists of the current month (home section; Style Master posts are in style-master.ts). News links point to outside articles
 * (the only outside addresses besides salon map links); they use example.com outlets so no real
 * newspaper is credited with a made-up story.
 */
import { newsThumb, pressLogo, stylistAvatar } from './images.ts';
import { addDays, stripAccents } from './random.ts';
import type { SalonRow } from './salons.ts';
import type { StaffRow } from './staff.ts';

export const PRESS = [
  { name: 'Tin Nhanh 24h', host: 'tinnhanh24h', section: 'doi-song' },
  { name: 'Đời Sống Trẻ', host: 'doisongtre', section: 'lam-dep' },
  { name: 'Nhịp Sống Số', host: 'nhipsongso', section: 'xu-huong' },
  { name: 'Kinh Doanh Việt', host: 'kinhdoanhviet', section: 'doanh-nghiep' },
  { name: 'Phong Cách Nam', host: 'phongcachnam', section: 'toc-nam' },
];

export const NEWS_TITLES = [
  'Chuỗi salon tóc nam sắp khai trương salon đầu tiên tại Quy Nhơn',
  'Xu hướng tóc nam mùa đông 2026: Layer, Two Block và uốn K-perm lên ngôi',
  'Bí quyết giữ nếp tóc uốn bền đẹp suốt 3 tháng',
  'Stylist Việt giành giải cao tại cuộc thi cắt tóc nam khu vực châu Á',
  'Quy trình cắt gội 10 bước: vì sao khách hàng quay lại mỗi tháng?',
  'Đặt lịch cắt tóc online: không còn cảnh xếp hàng chờ đợi',
  'Chăm sóc da cho nam giới: bắt đầu từ những bước đơn giản nhất',
  'Mô hình salon tóc nam chuẩn hóa và bài toán mở rộng ra toàn quốc',
  'Tóc nam văn phòng: 5 kiểu tóc gọn gàng, lịch lãm cho ngày đi làm',
  'Hành trình đào tạo hơn 1.000 stylist trẻ mỗi năm',
  'Nhuộm tóc nam phủ bạc: những điều cần biết trước khi nhuộm',
  'Chuỗi salon tóc nam áp dụng thanh toán không tiền mặt tại mọi cơ sở',
  'Gội massage dưỡng sinh: thư giãn sau một tuần làm việc căng thẳng',
  'Khai trương 5 salon mới tại TP. Hồ Chí Minh và Bình Dương',
  'Cắt tóc nam theo khuôn mặt: mặt tròn, mặt dài nên chọn kiểu nào?',
  'Chương trình cắt tóc miễn phí cho người cao tuổi dịp Tết',
  'Thợ cắt tóc trẻ và câu chuyện đổi đời nhờ học nghề',
  'Tóc nam GenZ: Mullet, Buzz Cut và những kiểu tóc cá tính',
  'Chuỗi salon tóc nam cán mốc 10 triệu lượt khách phục vụ',
];

const slugOf = (text: string) =>
  stripAccents(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The outside address of news article i + 1 (its outlet is PRESS[i % PRESS.length]). */
export function newsLink(i: number): string {
  const press = PRESS[i % PRESS.length] ?? PRESS[0];
  return `https://${press?.host}.example.com/${press?.section}/${slugOf(NEWS_TITLES[i] ?? '')}-${4_810_000 + (i + 1) * 137}.html`;
}

export function newsRows(today: string) {
  return NEWS_TITLES.map((title, i) => {
    const id = i + 1;
    return {
      id,
      img: newsThumb(id),
      title,
      // a third of the articles come without a source logo
      logoBlog: id % 3 === 0 ? null : pressLogo((i % PRESS.length) + 1),
      link: newsLink(i),
      publishedAt: addDays(today, -3 - i * 11),
    };
  });
}

/** Names of the 16 hairstyle pictures (hairstyle-1..16). */
export const HAIRSTYLE_NAMES = [
  'Undercut', 'Side Part', 'Layer', 'Two Block', 'Mohican', 'Buzz Cut', 'Crew Cut', 'Mullet',
  'Quiff', 'Pompadour', 'Textured Crop', 'Faux Hawk', 'Uốn con sâu', 'K-perm', 'Nhuộm xám khói', 'Nhuộm nâu lạnh',
];

export const LOOKBOOKS = [
  { id: 1, slug: 'bad-boy', title: 'Bad Boy', description: 'Những kiểu tóc cá tính, mạnh mẽ: Mohican, Undercut, Faux Hawk.' },
  { id: 2, slug: 'creative', title: 'Creative', description: 'Sáng tạo với màu nhuộm và đường cắt khác biệt.' },
  { id: 3, slug: 'k-perm', title: 'K-perm', description: 'Uốn Hàn Quốc sóng mềm tự nhiên, chuẩn phong cách idol.' },
  { id: 4, slug: 'hair-style', title: 'Hair Style', description: 'Tổng hợp kiểu tóc nam được yêu thích nhất năm.' },
  { id: 5, slug: 'side-part', title: 'Side Part', description: 'Rẽ ngôi lịch lãm cho quý ông công sở.' },
];

export type TopStylist = { rank: number; stylist: StaffRow; salon: SalonRow; score: number };

/** The month's 12 best stylists by rating and number of customers, among salons already open. */
export function topStylists(today: string, staff: StaffRow[], salons: SalonRow[]): TopStylist[] {
  const salonById = new Map(salons.map((s) => [s.id, s]));
  return staff
    .filter((s) => s.role === 'stylist' && s.active)
    .map((stylist) => ({ stylist, salon: salonById.get(stylist.salonId), score: Math.round(stylist.ratingStar * Math.log10(stylist.totalCustomers) * 100) / 100 }))
    .filter((x): x is { stylist: StaffRow; salon: SalonRow; score: number } => !!x.salon && (!x.salon.openingDate || x.salon.openingDate <= today))
    .sort((a, b) => b.score - a.score || a.stylist.id - b.stylist.id)
    .slice(0, 12)
    .map((x, i) => ({ rank: i + 1, ...x }));
}

export function topStylistRows(today: string, top: TopStylist[]) {
  return top.map((t) => ({ month: today.slice(0, 7), rank: t.rank, stylistId: t.stylist.id, image: t.stylist.avatar ?? stylistAvatar(t.rank), score: t.score }));
}
