/**
 * Hairstyle collections: the four Shine signature collections (/shine-collection/{slug}), themed
 * collections (/collections/{slug}) and two seasonal lookbooks (/lookbook), 6-12 styles each. Pictures
 * are drawn by generate-collection-images.ts into apps/web/public/images/collections.
 */
import { LOOKS, lookByKey } from './hairstyle-looks.ts';
import { picture } from './images.ts';

export const COLLECTION_IMAGE_DIR = '/images/collections';
const size = (mobile: boolean) => (mobile ? 'mb' : 'pc');
export const collectionCover = (slug: string, mobile: boolean) => picture(COLLECTION_IMAGE_DIR, `cover-${slug}-${size(mobile)}`);
export const styleImage = (key: string, mobile: boolean) => picture(COLLECTION_IMAGE_DIR, `style-${key}-${size(mobile)}`);
export const discoverImage = (id: number, mobile: boolean) => picture(COLLECTION_IMAGE_DIR, `discover-${id}-${size(mobile)}`);

/** Picture sizes: covers 3:1 (pc) and 4:5 (below 768 px); styles 4:5 (pc) and 1:1; discover 16:9 and 1:1. */
export const IMAGE_SIZES = {
  cover: { pc: [1920, 640], mb: [750, 938] },
  style: { pc: [800, 1000], mb: [640, 640] },
  discover: { pc: [1200, 675], mb: [750, 750] },
} as const;

type CollectionDef = {
  id: number;
  slug: string;
  kind: 'collection' | 'shine' | 'lookbook';
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  looks: string[];
};

export const COLLECTIONS: CollectionDef[] = [
  {
    id: 1,
    slug: 'bad-boy',
    kind: 'shine',
    title: 'Bad Boy',
    titleEn: 'Bad Boy',
    description: 'Những kiểu tóc cá tính, gai góc cho chàng trai thích nổi bật: Mohican, Faux Hawk, Undercut, Mullet và hơn thế nữa.',
    descriptionEn: 'Bold, edgy cuts for men who like to stand out: mohawk, faux hawk, undercut, mullet and more.',
    looks: ['mohican', 'faux-hawk', 'undercut', 'mullet', 'spiky', 'buzz-cut', 'slick-back', 'wolf-cut'],
  },
  {
    id: 2,
    slug: 'creative',
    kind: 'shine',
    title: 'Creative',
    titleEn: 'Creative',
    description: 'Sáng tạo không giới hạn với màu nhuộm và đường cắt khác biệt: bạch kim, xám khói, xanh đen, highlight.',
    descriptionEn: 'Unlimited creativity with colour and unusual lines: platinum, smoky grey, blue-black, highlights.',
    looks: ['bach-kim', 'xam-khoi', 'xanh-den', 'highlight', 'nau-lanh', 'mullet', 'textured-crop'],
  },
  {
    id: 3,
    slug: 'k-perm',
    kind: 'shine',
    title: 'K-perm',
    titleEn: 'K-perm',
    description: 'Uốn Hàn Quốc sóng mềm tự nhiên, chuẩn phong cách nam diễn viên Hàn: K-perm, tóc dấu phẩy, uốn con sâu.',
    descriptionEn: 'Soft, natural Korean perms in the style of Korean actors: K-perm, comma hair, twist perm.',
    looks: ['k-perm', 'comma-hair', 'con-sau', 'premium-perm', 'curtain', 'layer'],
  },
  {
    id: 4,
    slug: 'hair-style',
    kind: 'shine',
    title: 'Hair Style',
    titleEn: 'Hair Style',
    description: 'Tuyển tập kiểu tóc nam kinh điển được khách hàng Shine chọn nhiều nhất: Side Part, Quiff, Two Block, Pompadour.',
    descriptionEn: "The classic men's cuts Shine customers choose most: side part, quiff, two block, pompadour.",
    looks: ['side-part', 'quiff', 'textured-crop', 'two-block', 'pompadour', 'crew-cut', 'french-crop', 'ivy-league', 'ruffled', 'short-quiff'],
  },
  {
    id: 11,
    slug: 'kieu-toc-nam-dep-2026',
    kind: 'collection',
    title: 'Kiểu tóc nam đẹp 2026',
    titleEn: "Best men's haircuts of 2026",
    description: 'Những kiểu tóc được khách hàng đặt nhiều nhất năm 2026, từ Undercut gọn gàng đến tóc dấu phẩy chuẩn Hàn.',
    descriptionEn: 'The most booked cuts of 2026, from a neat undercut to Korean comma hair.',
    looks: ['undercut', 'side-part', 'layer', 'two-block', 'textured-crop', 'quiff', 'k-perm', 'french-crop', 'comma-hair'],
  },
  {
    id: 12,
    slug: 'toc-nam-cong-so',
    kind: 'collection',
    title: 'Tóc nam công sở',
    titleEn: 'Office haircuts',
    description: 'Gọn gàng, lịch lãm, vào nếp nhanh mỗi sáng: những kiểu tóc hợp môi trường văn phòng và gặp đối tác.',
    descriptionEn: 'Neat, polished and quick to style each morning: cuts for the office and client meetings.',
    looks: ['side-part', 'ivy-league', 'crew-cut', 'slick-back', 'pompadour', 'short-quiff'],
  },
  {
    id: 13,
    slug: 'toc-nam-mat-tron',
    kind: 'collection',
    title: 'Tóc nam cho mặt tròn',
    titleEn: 'Cuts for round faces',
    description: 'Tạo chiều cao ở đỉnh đầu, gọn hai bên để gương mặt trông thon dài hơn: gợi ý từ stylist Shine.',
    descriptionEn: 'Height on top and tight sides make a round face look longer: picks from Shine stylists.',
    looks: ['layer', 'quiff', 'two-block', 'textured-crop', 'faux-hawk', 'con-sau', 'short-quiff'],
  },
  {
    id: 14,
    slug: 'toc-nam-genz',
    kind: 'collection',
    title: 'Tóc nam GenZ',
    titleEn: 'GenZ haircuts',
    description: 'Phá cách, cá tính, lên hình đẹp: Mullet, Wolf Cut, Spiky, bạch kim và những kiểu tóc GenZ đang mê.',
    descriptionEn: 'Daring, personal and camera-ready: mullet, wolf cut, spiky, platinum and other GenZ favourites.',
    looks: ['mullet', 'wolf-cut', 'spiky', 'buzz-cut', 'bach-kim', 'comma-hair', 'curtain'],
  },
  {
    id: 15,
    slug: 'toc-nhuom-nam',
    kind: 'collection',
    title: 'Tóc nhuộm nam',
    titleEn: "Men's hair colour",
    description: 'Màu nhuộm hợp với làn da người Việt, từ phủ bạc tự nhiên đến những tông thời trang nổi bật.',
    descriptionEn: 'Colours that suit Vietnamese skin, from natural grey coverage to bold fashion shades.',
    looks: ['den-phu-bac', 'nau-lanh', 'xanh-den', 'xam-khoi', 'highlight', 'bach-kim'],
  },
  {
    id: 16,
    slug: 'mua-he',
    kind: 'collection',
    title: 'Tóc nam mùa hè',
    titleEn: 'Summer haircuts',
    description: 'Ngắn, gọn, mát: những kiểu tóc không bết mồ hôi, không cần sấy lâu trong những ngày nắng nóng.',
    descriptionEn: 'Short, neat and cool: cuts that stay fresh and need no long blow-dry on hot days.',
    looks: ['buzz-cut', 'crew-cut', 'french-crop', 'textured-crop', 'short-quiff', 'spiky'],
  },
  {
    id: 21,
    slug: 'lookbook-thu-dong-2026',
    kind: 'lookbook',
    title: 'Lookbook Thu Đông 2026',
    titleEn: 'Autumn-Winter 2026 lookbook',
    description: 'Tóc dài hơn, màu trầm ấm và sóng uốn mềm cho những ngày se lạnh.',
    descriptionEn: 'Longer hair, warm deep tones and soft waves for the cool months.',
    looks: ['comma-hair', 'k-perm', 'curtain', 'nau-lanh', 'two-block', 'layer'],
  },
  {
    id: 22,
    slug: 'lookbook-xuan-he-2026',
    kind: 'lookbook',
    title: 'Lookbook Xuân Hè 2026',
    titleEn: 'Spring-Summer 2026 lookbook',
    description: 'Tóc ngắn gọn, mát mẻ và sáng màu cho mùa nắng.',
    descriptionEn: 'Short, cool and bright cuts for the sunny season.',
    looks: ['buzz-cut', 'crew-cut', 'french-crop', 'textured-crop', 'xam-khoi', 'spiky'],
  },
];

export function styleCollectionRows() {
  return COLLECTIONS.map(({ looks: _looks, ...c }, i) => ({
    ...c,
    coverPc: collectionCover(c.slug, false),
    coverMb: collectionCover(c.slug, true),
    sort: i + 1,
  }));
}

export function hairstyleRows() {
  return COLLECTIONS.flatMap((c) =>
    c.looks.map((key, i) => {
      const look = lookByKey(key);
      return {
        id: c.id * 100 + i + 1,
        collectionId: c.id,
        name: look.name,
        nameEn: look.nameEn,
        description: look.description,
        descriptionEn: look.descriptionEn,
        suits: look.suits,
        suitsEn: look.suitsEn,
        serviceId: look.serviceId,
        imagePc: styleImage(look.key, false),
        imageMb: styleImage(look.key, true),
        sort: i + 1,
      };
    }),
  );
}

/** Every look drawn once (a look in several collections shares its pictures). */
export const DRAWN_LOOKS = LOOKS.filter((look) => COLLECTIONS.some((c) => c.looks.includes(look.key)));
