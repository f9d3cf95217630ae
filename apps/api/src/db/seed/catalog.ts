/**
 * The service catalogue: categories > groups > services (a group's services are its versions; a
 * service with parentServiceId is an add-on of that service). Prices in VND, timeServe in minutes.
 * Add-ons sit in their own group (22) so choosing one never replaces the perm or colour it belongs to.
 */
import { serviceBanner, serviceImage } from './images.ts';
import { addDays, weekday } from './random.ts';

export const CATEGORIES = [
  { id: 1, sort: 1, name: 'Cắt gội xả', nameEn: 'Haircut & wash', title: 'Cắt tóc', displaySuggest: true, isOther: false },
  { id: 2, sort: 2, name: 'Uốn - Nhuộm', nameEn: 'Perm & colour', title: 'Uốn nhuộm', displaySuggest: true, isOther: false },
  { id: 3, sort: 3, name: 'Chăm sóc da', nameEn: 'Skin care', title: 'Chăm sóc da', displaySuggest: false, isOther: false },
  { id: 4, sort: 4, name: 'Dịch vụ khác', nameEn: 'Other services', title: 'Dịch vụ khác', displaySuggest: false, isOther: true },
];

type GroupDef = {
  id: number;
  categoryId: number;
  name: string;
  nameEn: string;
  title?: string;
  titleEn?: string;
  content?: string;
  contentEn?: string;
  image: string;
  tags?: string[];
  sort: number;
};

export const GROUPS: GroupDef[] = [
  {
    id: 10,
    categoryId: 1,
    name: 'Combo cắt gội',
    nameEn: 'Haircut & wash combo',
    sort: 1,
    image: serviceImage('cut'),
    title: 'Combo cắt gội 10 bước',
    titleEn: '10-step haircut & wash',
    content: 'Tư vấn kiểu tóc hợp khuôn mặt, cắt tạo kiểu, gội massage, rửa mặt, sấy vuốt sáp. Miễn phí sửa tóc trong 7 ngày.',
    contentEn: 'Style consultation, cut, massage wash, face wash, blow-dry and styling wax. Free touch-up within 7 days.',
    tags: ['Bán chạy'],
  },
  { id: 11, categoryId: 1, name: 'Cắt tóc', nameEn: 'Haircut', sort: 2, image: serviceImage('quick-cut') },
  { id: 12, categoryId: 1, name: 'Gội massage dưỡng sinh', nameEn: 'Relaxing head massage wash', sort: 3, image: serviceImage('wash') },
  {
    id: 20,
    categoryId: 2,
    name: 'Uốn',
    nameEn: 'Perm',
    sort: 1,
    image: serviceImage('perm'),
    title: 'Uốn tóc nam chuẩn Hàn',
    titleEn: 'Korean-style perm for men',
    content: 'Thuốc uốn thế hệ mới ít hại tóc, giữ nếp 3-4 tháng. Stylist tư vấn độ xoăn hợp với chất tóc của anh.',
    contentEn: 'New-generation perm lotion, gentle on hair, holds 3-4 months. Your stylist picks the curl for your hair.',
    tags: ['Hot trend'],
  },
  {
    id: 21,
    categoryId: 2,
    name: 'Nhuộm',
    nameEn: 'Hair colour',
    sort: 2,
    image: serviceImage('color-fashion'),
    title: 'Nhuộm tóc lên màu chuẩn',
    titleEn: 'True-to-tone hair colour',
    content: 'Màu nhuộm nhập khẩu, phủ bạc tự nhiên hoặc lên màu thời trang bền đẹp.',
    contentEn: 'Imported colours: natural grey coverage or lasting fashion shades.',
  },
  { id: 22, categoryId: 2, name: 'Dưỡng tóc đi kèm', nameEn: 'Hair treatment add-ons', sort: 3, image: serviceImage('oil') },
  { id: 30, categoryId: 3, name: 'Chăm sóc da mặt', nameEn: 'Facial care', sort: 1, image: serviceImage('scrub') },
  {
    id: 31,
    categoryId: 3,
    name: 'Combo sạch mụn sáng da',
    nameEn: 'Clear & bright skin combo',
    sort: 2,
    image: serviceImage('skin-combo'),
    title: 'Combo sạch mụn sáng da',
    titleEn: 'Clear & bright skin combo',
    content: 'Tẩy da chết, hút mụn cám, đắp mặt nạ dưỡng ẩm và massage mặt thư giãn trong 45 phút.',
    contentEn: 'Exfoliation, blackhead removal, moisturising mask and face massage in 45 minutes.',
  },
  { id: 40, categoryId: 4, name: 'Lấy ráy tai', nameEn: 'Ear cleaning', sort: 1, image: serviceImage('ear') },
  { id: 41, categoryId: 4, name: 'Cạo mặt êm ái', nameEn: 'Smooth face shave', sort: 2, image: serviceImage('shave') },
  { id: 42, categoryId: 4, name: 'Gội sấy tạo kiểu', nameEn: 'Wash, blow-dry & styling', sort: 3, image: serviceImage('styling') },
];

type ServiceDef = {
  id: number;
  groupId: number;
  parentServiceId?: number;
  name: string;
  nameEn: string;
  subtitle?: string;
  subtitleEn?: string;
  versionName?: string;
  versionNameEn?: string;
  timeServe: number;
  price: number;
  oldPrice?: number;
  tags?: string[];
  image: string;
  hasDetail?: boolean;
  isDefault?: boolean;
  discontinued?: boolean;
};

const s = (def: ServiceDef) => def;

export const SERVICES: ServiceDef[] = [
  s({
    id: 101,
    groupId: 10,
    name: 'Cắt gội 10 bước',
    nameEn: '10-step haircut & wash',
    subtitle: 'Cắt, gội, massage mặt, sấy vuốt sáp',
    subtitleEn: 'Cut, wash, face massage, styling',
    versionName: 'Tiêu chuẩn',
    versionNameEn: 'Standard',
    timeServe: 40,
    price: 100_000,
    oldPrice: 120_000,
    tags: ['Bán chạy'],
    image: serviceImage('cut'),
    hasDetail: true,
    isDefault: true,
  }),
  s({
    id: 102,
    groupId: 10,
    name: 'Cắt gội massage cổ vai gáy',
    nameEn: 'Haircut, wash & neck massage',
    subtitle: 'Thêm 15 phút massage cổ vai gáy',
    subtitleEn: '15 more minutes of neck and shoulder massage',
    versionName: 'Massage',
    versionNameEn: 'Massage',
    timeServe: 55,
    price: 130_000,
    oldPrice: 150_000,
    image: serviceImage('cut-massage'),
    hasDetail: true,
  }),
  s({
    id: 103,
    groupId: 10,
    name: 'Cắt gội VIP',
    nameEn: 'VIP haircut & wash',
    subtitle: 'Stylist Master, phòng riêng, đắp mặt nạ',
    subtitleEn: 'Master stylist, private room, face mask',
    versionName: 'VIP',
    versionNameEn: 'VIP',
    timeServe: 60,
    price: 199_000,
    image: serviceImage('cut-vip'),
    hasDetail: true,
  }),
  s({
    id: 111,
    groupId: 11,
    name: 'Cắt tóc nhanh',
    nameEn: 'Quick haircut',
    subtitle: 'Cắt và sấy tạo kiểu, không gội',
    subtitleEn: 'Cut and blow-dry, no wash',
    versionName: 'Cắt nhanh',
    versionNameEn: 'Quick cut',
    timeServe: 30,
    price: 70_000,
    image: serviceImage('quick-cut'),
  }),
  s({
    id: 112,
    groupId: 11,
    name: 'Cắt tóc GenZ',
    nameEn: 'GenZ haircut',
    subtitle: 'Dành cho khách dưới 22 tuổi trong khung giờ GenZ',
    subtitleEn: 'For guests under 22 in the GenZ time slot',
    versionName: 'GenZ',
    versionNameEn: 'GenZ',
    timeServe: 30,
    price: 60_000,
    tags: ['GenZ'],
    image: serviceImage('genz'),
  }),
  s({
    id: 121,
    groupId: 12,
    name: 'Gội massage dưỡng sinh',
    nameEn: 'Relaxing head massage wash',
    subtitle: 'Gội đầu, bấm huyệt đầu và cổ',
    subtitleEn: 'Wash with head and neck acupressure',
    versionName: 'Tiêu chuẩn',
    versionNameEn: 'Standard',
    timeServe: 25,
    price: 60_000,
    image: serviceImage('wash'),
  }),
  s({
    id: 122,
    groupId: 12,
    name: 'Gội massage dưỡng sinh thảo dược',
    nameEn: 'Herbal head massage wash',
    subtitle: 'Dầu gội bồ kết, chườm thảo dược',
    subtitleEn: 'Soapberry shampoo, warm herbal compress',
    versionName: 'Thảo dược',
    versionNameEn: 'Herbal',
    timeServe: 35,
    price: 90_000,
    oldPrice: 100_000,
    image: serviceImage('herbal-wash'),
  }),
  s({
    id: 201,
    groupId: 20,
    name: 'Uốn con sâu',
    nameEn: 'Twist perm',
    subtitle: 'Lọn xoăn nhỏ cá tính',
    subtitleEn: 'Small, bold curls',
    versionName: 'Con sâu',
    versionNameEn: 'Twist',
    timeServe: 100,
    price: 399_000,
    image: serviceImage('perm'),
    hasDetail: true,
  }),
  s({
    id: 202,
    groupId: 20,
    name: 'Uốn Hàn Quốc K-perm',
    nameEn: 'Korean K-perm',
    subtitle: 'Sóng tóc mềm, tự nhiên kiểu Hàn',
    subtitleEn: 'Soft, natural Korean waves',
    versionName: 'K-perm',
    versionNameEn: 'K-perm',
    timeServe: 120,
    price: 499_000,
    oldPrice: 599_000,
    tags: ['Hot trend'],
    image: serviceImage('kperm'),
    hasDetail: true,
  }),
  s({
    id: 203,
    groupId: 20,
    name: 'Uốn Premium phục hồi',
    nameEn: 'Premium repair perm',
    subtitle: 'Thuốc uốn cao cấp kèm phục hồi keratin',
    subtitleEn: 'Premium lotion with keratin repair',
    versionName: 'Premium',
    versionNameEn: 'Premium',
    timeServe: 120,
    price: 599_000,
    image: serviceImage('perm-premium'),
    hasDetail: true,
  }),
  s({
    id: 204,
    groupId: 20,
    name: 'Uốn phồng chân tóc',
    nameEn: 'Root volume perm',
    versionName: 'Phồng chân',
    versionNameEn: 'Root volume',
    timeServe: 90,
    price: 299_000,
    image: serviceImage('perm-volume'),
    hasDetail: true,
    discontinued: true,
  }),
  s({
    id: 211,
    groupId: 21,
    name: 'Nhuộm đen phủ bạc',
    nameEn: 'Black colour, grey coverage',
    subtitle: 'Phủ bạc tự nhiên, không bết dính',
    subtitleEn: 'Natural grey coverage',
    versionName: 'Phủ bạc',
    versionNameEn: 'Grey coverage',
    timeServe: 40,
    price: 179_000,
    image: serviceImage('color-black'),
    hasDetail: true,
  }),
  s({
    id: 212,
    groupId: 21,
    name: 'Nhuộm thời trang',
    nameEn: 'Fashion colour',
    subtitle: 'Nâu lạnh, xám khói, vàng đồng',
    subtitleEn: 'Ash brown, smoky grey, copper',
    versionName: 'Thời trang',
    versionNameEn: 'Fashion',
    timeServe: 60,
    price: 299_000,
    oldPrice: 350_000,
    image: serviceImage('color-fashion'),
    hasDetail: true,
  }),
  s({
    id: 213,
    groupId: 21,
    name: 'Tẩy tóc',
    nameEn: 'Bleaching',
    subtitle: 'Nâng tông trước khi nhuộm màu sáng',
    subtitleEn: 'Lightening before bright colours',
    versionName: 'Tẩy tóc',
    versionNameEn: 'Bleach',
    timeServe: 50,
    price: 250_000,
    image: serviceImage('bleach'),
    hasDetail: true,
  }),
  s({
    id: 221,
    groupId: 22,
    parentServiceId: 202,
    name: 'Hấp dầu phục hồi',
    nameEn: 'Repair oil treatment',
    subtitle: 'Giữ sóng uốn mềm mượt',
    subtitleEn: 'Keeps the waves soft',
    timeServe: 20,
    price: 99_000,
    image: serviceImage('oil'),
  }),
  s({
    id: 222,
    groupId: 22,
    parentServiceId: 201,
    name: 'Phủ bóng dưỡng tóc',
    nameEn: 'Gloss treatment',
    subtitle: 'Tóc bóng khỏe sau uốn',
    subtitleEn: 'Shiny, healthy hair after the perm',
    timeServe: 15,
    price: 79_000,
    image: serviceImage('gloss'),
  }),
  s({
    id: 223,
    groupId: 22,
    parentServiceId: 212,
    name: 'Gội dưỡng giữ màu',
    nameEn: 'Colour-protect wash',
    subtitle: 'Giữ màu nhuộm lâu phai',
    subtitleEn: 'Keeps the colour longer',
    timeServe: 10,
    price: 49_000,
    image: serviceImage('color-care'),
  }),
  s({
    id: 301,
    groupId: 30,
    name: 'Tẩy da chết',
    nameEn: 'Exfoliation',
    versionName: 'Tẩy da chết',
    versionNameEn: 'Exfoliation',
    timeServe: 15,
    price: 50_000,
    image: serviceImage('scrub'),
  }),
  s({
    id: 302,
    groupId: 30,
    name: 'Đắp mặt nạ dưỡng ẩm',
    nameEn: 'Moisturising mask',
    versionName: 'Mặt nạ',
    versionNameEn: 'Mask',
    timeServe: 15,
    price: 60_000,
    image: serviceImage('mask'),
  }),
  s({
    id: 303,
    groupId: 30,
    name: 'Lột mụn cám',
    nameEn: 'Blackhead removal',
    versionName: 'Lột mụn',
    versionNameEn: 'Blackheads',
    timeServe: 15,
    price: 40_000,
    image: serviceImage('acne'),
  }),
  s({
    id: 311,
    groupId: 31,
    name: 'Combo sạch mụn sáng da',
    nameEn: 'Clear & bright skin combo',
    subtitle: '4 bước chăm sóc da chuyên sâu',
    subtitleEn: '4-step deep skin care',
    timeServe: 45,
    price: 249_000,
    oldPrice: 299_000,
    image: serviceImage('skin-combo'),
    hasDetail: true,
  }),
  s({
    id: 401,
    groupId: 40,
    name: 'Lấy ráy tai êm',
    nameEn: 'Gentle ear cleaning',
    versionName: 'Tiêu chuẩn',
    versionNameEn: 'Standard',
    timeServe: 20,
    price: 30_000,
    image: serviceImage('ear'),
  }),
  s({
    id: 402,
    groupId: 40,
    name: 'Lấy ráy tai kèm massage tai',
    nameEn: 'Ear cleaning with ear massage',
    versionName: 'Kèm massage',
    versionNameEn: 'With massage',
    timeServe: 25,
    price: 50_000,
    image: serviceImage('ear-massage'),
  }),
  s({ id: 411, groupId: 41, name: 'Cạo mặt êm ái', nameEn: 'Smooth face shave', timeServe: 15, price: 40_000, image: serviceImage('shave') }),
  s({ id: 421, groupId: 42, name: 'Gội sấy tạo kiểu', nameEn: 'Wash, blow-dry & styling', timeServe: 20, price: 50_000, image: serviceImage('styling') }),
];

/** The English of the catalogue's tags (a tag missing here keeps its Vietnamese text). */
const TAGS_EN: Record<string, string> = { 'Bán chạy': 'Best seller', 'Hot trend': 'Hot trend', GenZ: 'GenZ' };
const englishTags = (tags: readonly string[] | undefined): string[] => (tags ?? []).map((tag) => TAGS_EN[tag] ?? tag);

export function serviceRows() {
  return SERVICES.map((x, i) => ({
    id: x.id,
    groupId: x.groupId,
    parentServiceId: x.parentServiceId ?? null,
    name: x.name,
    nameEn: x.nameEn,
    subtitle: x.subtitle ?? null,
    subtitleEn: x.subtitleEn ?? null,
    description: x.subtitle ?? null,
    versionName: x.versionName ?? null,
    versionNameEn: x.versionNameEn ?? null,
    timeServe: x.timeServe,
    price: x.price,
    oldPrice: x.oldPrice ?? null,
    tags: x.tags ?? [],
    tagsEn: englishTags(x.tags),
    image: x.image,
    video: null,
    hasDetail: x.hasDetail ?? false,
    isDefault: x.isDefault ?? false,
    type: 1,
    discontinued: x.discontinued ?? false,
    sort: i + 1,
  }));
}

export function groupRows() {
  return GROUPS.map((g) => ({
    ...g,
    title: g.title ?? null,
    titleEn: g.titleEn ?? null,
    content: g.content ?? null,
    contentEn: g.contentEn ?? null,
    tags: g.tags ?? [],
    tagsEn: englishTags(g.tags),
  }));
}

export const SERVICE_BANNERS = [
  { groupId: 10, type: 'image' as const, link: serviceBanner('cut'), sort: 1 },
  { groupId: 10, type: 'video' as const, link: 'demo-cut-10-buoc', sort: 2 },
  { groupId: 10, type: 'clip' as const, link: serviceBanner('skin'), sort: 3 },
  { groupId: 20, type: 'image' as const, link: serviceBanner('perm'), sort: 1 },
  { groupId: 20, type: 'video' as const, link: 'demo-kperm-2026', sort: 2 },
  { groupId: 21, type: 'image' as const, link: serviceBanner('color'), sort: 1 },
  { groupId: 31, type: 'image' as const, link: serviceBanner('skin'), sort: 1 },
  { groupId: 31, type: 'clip' as const, link: serviceBanner('cut'), sort: 2 },
];

export const SERVICE_UPSALES = [
  { groupId: 10, serviceId: 401 },
  { groupId: 10, serviceId: 302 },
  { groupId: 10, serviceId: 121 },
  { groupId: 20, serviceId: 221 },
  { groupId: 21, serviceId: 223 },
  { groupId: 31, serviceId: 401 },
];

export const SUGGEST_RULES = [
  {
    id: 1,
    ruleType: 'equals' as const,
    serviceSelected: '101',
    listService: [401],
    title: 'Thư giãn trọn vẹn với <b>Lấy ráy tai êm</b> chỉ 30K',
    titleEn: 'Relax all the way with <b>Gentle ear cleaning</b> for only 30K',
    image: serviceImage('ear'),
  },
  {
    id: 2,
    ruleType: 'regex' as const,
    serviceSelected: '(^|;)20[1-3](;|$)',
    listService: [221],
    title: 'Tóc sau uốn mềm mượt hơn với <b>Hấp dầu phục hồi</b>',
    titleEn: 'Softer hair after the perm with a <b>Repair oil treatment</b>',
    image: serviceImage('oil'),
  },
  {
    id: 3,
    ruleType: 'default' as const,
    serviceSelected: '102',
    listService: [302],
    title: 'Da mặt tươi tắn hơn với <b>Đắp mặt nạ dưỡng ẩm</b>',
    titleEn: 'Fresher skin with a <b>Moisturising mask</b>',
    image: serviceImage('mask'),
  },
  {
    id: 4,
    ruleType: 'default' as const,
    serviceSelected: '111',
    listService: [121],
    title: 'Thêm <b>Gội massage dưỡng sinh</b> cho tóc vào nếp đẹp hơn',
    titleEn: 'Add a <b>Relaxing head massage wash</b> for neater hair',
    image: serviceImage('wash'),
  },
];

export const GUIDE_SCREENS = [
  {
    id: 1,
    step: 5,
    guide: [
      '(^|;)(101|102|103)(;|$)@@@Ưu đãi áp dụng cho Combo cắt gội, anh chọn thêm dịch vụ Cắt gội để dùng ưu đãi nhé!',
      '(^|;)(201|202|203|211|212|213)(;|$)@@@Ưu đãi áp dụng cho Uốn - Nhuộm, anh chọn thêm dịch vụ Uốn hoặc Nhuộm nhé!',
      '(^|;)(301|302|303|311)(;|$)@@@Ưu đãi áp dụng cho Chăm sóc da, anh chọn thêm một dịch vụ chăm sóc da nhé!',
    ],
  },
];

/** Weekend price (+20%) of the cut combos on the first Saturday and Sunday after today. */
export function specialDayPriceRows(today: string) {
  const dates: string[] = [];
  for (let i = 1; i < 14 && dates.length < 2; i++) {
    const date = addDays(today, i);
    const wd = weekday(date);
    if (wd === 6 || (wd === 0 && dates.length === 1)) dates.push(date);
  }
  return dates.flatMap((date) =>
    SERVICES.filter((x) => x.groupId === 10).map((x) => ({
      serviceId: x.id,
      date,
      price: Math.round((x.price * 1.2) / 1000) * 1000,
    })),
  );
}
