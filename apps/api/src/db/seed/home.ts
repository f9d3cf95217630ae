/**
 * Home page: the banner carousel (desktop `link`, mobile `linkMobile`) and one section for every
 * layout of spec §2 Home, with field names of spec §3 (Home section, Section list item, Reward,
 * Top stylist, Shop product). Reward, top stylist and salon-count lists are copied from the seeded
 * rows so the home page agrees with the pages they link to.
 */
import { listsSalon } from '@shine/shared';
import { PROVINCES } from './geography.ts';
import { SERVICES } from './catalog.ts';
import { REWARD_TITLES } from './campaigns.ts';
import { PRESS, pressStory, type TopStylist } from './content.ts';
import { CARE_TIPS } from './content-facts/care-tips.ts';
import { tipCover } from './content-pages.ts';
import { angelImage, careIcon, homeBanner, homeBannerMobile, pressLogo, productImage, rewardThumb, sectionBanner } from './images.ts';
import type { SalonRow } from './salons.ts';

export const HOME_BANNERS = [
  { id: 1, title: 'Cắt gội 10 bước', subtitle: 'Giá từ 70.000 VNĐ', redirectLink: '/booking', addOn: null },
  { id: 2, title: 'Xem quy trình cắt gội 10 bước', subtitle: 'Video 2 phút', redirectLink: null, addOn: { type: 'youtube', videoId: 'dQw4w9WgXcQ' } },
  { id: 3, title: 'Ưu đãi tháng này', subtitle: 'Giảm đến 50% dịch vụ chăm sóc da', redirectLink: '/reward', addOn: null },
  { id: 4, title: 'Nạp tiền thành viên', subtitle: 'Nhận thêm đến 20% giá trị nạp', redirectLink: '/shine-member', addOn: null },
];

export function bannerRows() {
  return HOME_BANNERS.map((b) => ({
    id: b.id,
    pageId: 1,
    placementId: 1,
    isWebsite: true,
    title: `${b.title} - ${b.subtitle}`,
    link: homeBanner(b.id),
    linkMobile: homeBannerMobile(b.id),
    redirectLink: b.redirectLink,
    addOn: b.addOn,
    sort: b.id,
  }));
}

/** 100000 -> '100.000 VNĐ' (spec §9 money format). */
const vnd = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} VNĐ`;

export const SHOP_PRODUCTS = [
  { name: 'Sáp vuốt tóc Matte Clay', slug: 'sap-vuot-toc-matte-clay', price: 289_000 as number | { from: number } },
  { name: 'Dầu gội bạc hà sạch gàu', slug: 'dau-goi-bac-ha-sach-gau', price: 189_000 },
  { name: 'Gôm xịt giữ nếp cả ngày', slug: 'gom-xit-giu-nep', price: 159_000 },
  { name: 'Sữa rửa mặt than tre', slug: 'sua-rua-mat-than-tre', price: 129_000 },
  { name: 'Xịt dưỡng tóc phục hồi', slug: 'xit-duong-toc-phuc-hoi', price: { from: 149_000 } },
  { name: 'Lược tạo kiểu chống tĩnh điện', slug: 'luoc-tao-kieu', price: 59_000 },
];

export const CARE_PROMISES = [
  { title: 'Sửa tóc miễn phí 7 ngày', subTitle: 'Anh chưa ưng ý, quay lại salon sửa miễn phí trong 7 ngày.' },
  { title: 'Đúng giờ hẹn', subTitle: 'Phục vụ ngay khi anh đến đúng giờ đã đặt, không phải chờ.' },
  { title: 'Hoàn tiền nếu không hài lòng', subTitle: 'Hoàn 100% tiền dịch vụ nếu anh không hài lòng về chất lượng.' },
  { title: 'Đổi trả sản phẩm 30 ngày', subTitle: 'Sản phẩm mua tại salon được đổi trả trong 30 ngày.' },
];

export const ANGELS = [
  { title: 'Nguyễn Thu Trang', subTitle: 'Skinner xuất sắc của tháng' },
  { title: 'Lê Ngọc Ánh', subTitle: 'Lễ tân thân thiện nhất' },
  { title: 'Phạm Minh Thư', subTitle: 'Gội massage được khen nhiều nhất' },
  { title: 'Trần Bảo Ngọc', subTitle: 'Chuyên gia chăm sóc da' },
];

const SERVICE_ITEMS = [101, 202, 212, 311, 122, 401];

export function homeSectionRows(salons: SalonRow[], top: TopStylist[]) {
  const serviceById = new Map(SERVICES.map((s) => [s.id, s]));
  // the chooser's counts: every salon browsing lists (salon 24 too)
  const counted = salons.filter((s) => listsSalon('browse', s.id));
  const salonCounts = PROVINCES.map((p) => ({ p, count: counted.filter((s) => s.provinceId === p.id).length }))
    .filter((x) => x.count > 0)
    .sort((a, b) => b.count - a.count || a.p.sort - b.p.sort);
  const base = {
    subTitle: null,
    linkViewAll: null,
    textViewAll: null,
    banner: null,
    bannerMobile: null,
    redirectLinkBanner: null,
    titleInsideBanner: null,
    textInsideBanner: null,
    buttonInsideBanner: null,
    redirectLinkButton: null,
    slidePerViewPC: null,
    slidePerViewMB: null,
    numberPermanent: null,
    isHover: false,
    bgCustom: null,
  };
  const sections = [
    {
      layout: 'service',
      title: 'Dịch vụ tóc',
      subTitle: 'Cắt gội, uốn nhuộm, chăm sóc da',
      linkViewAll: '/service',
      textViewAll: 'Xem tất cả',
      slidePerViewPC: 4,
      slidePerViewMB: 1.3,
      isHover: true,
      list: SERVICE_ITEMS.map((id) => serviceById.get(id))
        .filter((s) => s !== undefined)
        .map((s) => ({
          id: s.id,
          title: s.name,
          subTitle: s.subtitle ?? '',
          linkImage: s.image,
          price: vnd(s.price),
          ...(s.oldPrice ? { oldPrice: vnd(s.oldPrice) } : {}),
          redirectLink: `/booking?chosenService=${s.id}`,
        })),
    },
    {
      layout: 'banner',
      title: 'Cắt tóc nam chuẩn salon',
      banner: sectionBanner('price'),
      bannerMobile: sectionBanner('price', true),
      redirectLinkBanner: '/booking',
      titleInsideBanner: 'Cắt tóc nam chuẩn salon',
      textInsideBanner: 'Giá từ 70.000 VNĐ',
      buttonInsideBanner: 'Đặt lịch ngay',
      redirectLinkButton: '/booking',
      list: [],
    },
    {
      layout: 'TopStylistOfMonth',
      title: 'Top thợ cắt trong tháng',
      linkViewAll: '/top-tho-cat-trong-thang',
      textViewAll: 'Xem bảng xếp hạng',
      slidePerViewPC: 4,
      slidePerViewMB: 2.3,
      list: top.map((t) => ({
        stylistId: t.stylist.id,
        stylistName: t.stylist.name,
        salonName: t.salon.name,
        image: t.stylist.avatar,
        redirectLink: `/booking?salonId=${t.salon.id}&stylistId=${t.stylist.id}`,
      })),
    },
    {
      layout: 'reward',
      title: 'Ưu đãi hot',
      subTitle: 'Đặt lịch ngay để nhận ưu đãi',
      linkViewAll: '/reward',
      textViewAll: 'Xem tất cả ưu đãi',
      slidePerViewPC: 4,
      slidePerViewMB: 1.3,
      // rewards 1-8 are running and public (9 is for members, 10 has ended)
      list: REWARD_TITLES.filter((r) => r.id <= 8).map((r) => ({ id: r.id, title: r.title, thumbnail: rewardThumb(r.id) })),
    },
    {
      // The demo chain has no online shop: a build's VITE_SHOP_URL names a real one (products then open there
      // in a new tab); demo data never links to a host that does not exist (issue 27 item 8).
      layout: 'shop',
      title: 'Sản phẩm chăm sóc tóc',
      subTitle: 'Chính hãng, giao nhanh',
      slidePerViewPC: 4,
      slidePerViewMB: 2.3,
      textViewAll: 'Xem cửa hàng',
      list: SHOP_PRODUCTS.map((p, i) => ({ name: p.name, slug: p.slug, featuredImage: { url: productImage(i + 1) }, price: p.price })),
    },
    {
      layout: 'cuocThiCutBanner',
      title: 'Cuộc thi Stylist tài năng',
      banner: sectionBanner('contest'),
      bannerMobile: sectionBanner('contest', true),
      redirectLinkBanner: '/thong-tin-cuoc-thi',
      titleInsideBanner: 'Cuộc thi Stylist tài năng',
      textInsideBanner: 'Bình chọn kiểu tóc đẹp nhất tháng',
      buttonInsideBanner: 'Xem bảng xếp hạng',
      redirectLinkButton: '/thong-tin-cuoc-thi/bang-xep-hang',
      list: [],
    },
    {
      layout: 'blog',
      title: 'Bí kíp chăm sóc tóc',
      linkViewAll: '/bi-kip-cham-soc-toc',
      textViewAll: 'Xem thêm',
      slidePerViewPC: 3,
      slidePerViewMB: 1.3,
      // Three care tips of the content store, with their covers (content-pages.ts).
      list: [0, 4, 7].map((i) => ({
        id: i + 1,
        title: CARE_TIPS[i]!.title,
        linkImage: tipCover(i),
        redirectLink: `/bi-kip-cham-soc-toc/${CARE_TIPS[i]!.slug}`,
      })),
    },
    {
      layout: 'media',
      title: 'Báo chí nói về chúng tôi',
      slidePerViewPC: 5,
      slidePerViewMB: 2.5,
      bgCustom: '#f6f3ee',
      // Each outlet's card opens the page of its newest story about the chain (/tin-tuc/...).
      list: PRESS.map((p, i) => ({
        id: i + 1,
        title: p.name,
        subTitle: pressStory(i).title,
        linkImage: pressLogo(i + 1),
        eventId: `media_${i + 1}`,
        redirectLink: pressStory(i).link,
      })),
    },
    {
      layout: 'shineAngels',
      title: 'Những người đồng hành',
      subTitle: 'Đội ngũ chăm sóc anh tại salon',
      slidePerViewPC: 4,
      slidePerViewMB: 1.3,
      list: ANGELS.map((a, i) => ({ id: i + 1, title: a.title, subTitle: a.subTitle, linkImage: angelImage(i + 1) })),
    },
    {
      layout: 'salonAddress',
      title: 'Hệ thống salon',
      subTitle: `${counted.length} salon trên toàn quốc`,
      linkViewAll: '/system-salon',
      textViewAll: 'Tìm salon gần anh',
      numberPermanent: 6,
      list: salonCounts.map(({ p, count }) => ({
        id: p.id,
        title: p.name,
        textNum: String(count),
        subTitle: `${count} salon`,
        redirectLink: `/system-salon?cityId=${p.id}`,
      })),
    },
    {
      layout: 'shineCare',
      title: 'Cam kết chất lượng',
      subTitle: 'An tâm trải nghiệm dịch vụ',
      linkViewAll: '/shine-care',
      textViewAll: 'Tìm hiểu thêm',
      bgCustom: '#fff8e7',
      list: CARE_PROMISES.map((c, i) => ({ id: i + 1, title: c.title, subTitle: c.subTitle, linkImage: careIcon(i + 1), redirectLink: '/shine-care' })),
    },
  ];
  return sections.map((s, i) => ({ ...base, ...s, id: i + 1, sort: i + 1, list: s.list as Record<string, unknown>[] }));
}
