import type { Lang } from '@shine/shared';
import type { TServicePageKind } from '@shine/shared/schemas/collections';

/**
 * The fixed texts of the catalogue pages: heading, meta description and a short intro, and which part
 * of the catalogue each page shows (the booking picker's categories, or some of its groups).
 */
type PageText = { title: string; description: string; intro: string[] };

export const SERVICE_PAGES: Record<TServicePageKind, { categoryIds?: number[]; groupIds?: number[]; vi: PageText; en: PageText }> = {
  service: {
    vi: {
      title: 'Bảng giá dịch vụ',
      description: 'Bảng giá dịch vụ Shine: cắt gội 10 bước, uốn, nhuộm, chăm sóc da, lấy ráy tai. Giá, thời gian làm và đặt lịch giữ chỗ cho từng dịch vụ.',
      intro: [
        'Mọi dịch vụ tại Shine đều có giá niêm yết rõ ràng, giống nhau ở tất cả các salon. Cắt xong mới trả tiền, không phát sinh chi phí.',
        'Chọn một dịch vụ để đặt lịch: dịch vụ đó sẽ được chọn sẵn, anh chỉ cần chọn salon và giờ cắt.',
      ],
    },
    en: {
      title: 'Services and prices',
      description: 'Shine services and prices: 10-step haircut & wash, perm, colour, skin care, ear cleaning. Price, duration and booking for each.',
      intro: [
        'Every Shine service has one listed price, the same in every salon. You pay after the service, with no extra charge.',
        'Pick a service to book it: it comes already chosen, you only choose the salon and the time.',
      ],
    },
  },
  'up-service': {
    categoryIds: [2],
    vi: {
      title: 'Dịch vụ nâng cấp: uốn, nhuộm, phục hồi',
      description: 'Nâng cấp kiểu tóc tại Shine: uốn con sâu, uốn Hàn Quốc K-perm, nhuộm phủ bạc, nhuộm thời trang, tẩy tóc và dưỡng phục hồi đi kèm.',
      intro: [
        'Khi kiểu tóc cắt thôi là chưa đủ: uốn cho tóc thêm độ dày và sóng mềm, nhuộm để đổi màu hoặc phủ bạc tự nhiên.',
        'Thuốc uốn và màu nhuộm nhập khẩu, stylist tư vấn độ xoăn và tông màu hợp với chất tóc, làn da của anh. Dưỡng phục hồi đi kèm giúp tóc mềm mượt lâu hơn.',
      ],
    },
    en: {
      title: 'Upgrades: perm, colour, repair',
      description: 'Upgrade your hair at Shine: twist perm, Korean K-perm, grey coverage, fashion colour, bleaching and repair add-ons.',
      intro: [
        'When a cut is not enough: a perm adds body and soft waves, colour changes the shade or covers grey naturally.',
        'Imported perm lotions and colours; your stylist picks the curl and tone for your hair and skin. Repair add-ons keep the hair soft for longer.',
      ],
    },
  },
  'shine-care': {
    categoryIds: [3],
    groupIds: [12, 40, 41],
    vi: {
      title: 'Shine Care: thư giãn và chăm sóc da',
      description: 'Shine Care: gội massage dưỡng sinh, chăm sóc da mặt, lột mụn cám, lấy ráy tai và cạo mặt êm ái tại Shine.',
      intro: [
        'Shine Care là những dịch vụ giúp anh thư giãn và chăm sóc bản thân sau những ngày làm việc căng thẳng.',
        'Kỹ thuật viên được đào tạo bài bản, dụng cụ tiệt trùng riêng cho từng khách, sản phẩm dịu nhẹ phù hợp với làn da nam giới.',
      ],
    },
    en: {
      title: 'Shine Care: relax and skin care',
      description: 'Shine Care: relaxing massage wash, facial care, blackhead removal, ear cleaning and smooth face shave at Shine.',
      intro: [
        'Shine Care is the time you take for yourself after a stressful week.',
        "Trained technicians, tools sterilised for each guest and gentle products made for men's skin.",
      ],
    },
  },
};

export const pageText = (kind: TServicePageKind, lang: Lang): PageText => SERVICE_PAGES[kind][lang];
