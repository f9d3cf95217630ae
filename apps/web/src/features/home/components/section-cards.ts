import type { THomeLayout, THomeSection } from '@shine/shared/schemas/content';
import { SHOP_URL } from '../../../lib/constants';
import { formatVnd } from '@shine/shared/rules/money';

/** What a card of any home section shows, whatever its layout's list items look like. */
type Text = string | null | undefined;

export interface CardModel {
  key: string;
  href?: Text;
  newTab?: boolean;
  image?: Text;
  imageMb?: Text;
  title?: Text;
  subTitle?: Text;
  price?: Text;
  oldPrice?: Text;
  badge?: Text;
}

/** Texts the cards need from the i18n catalogue. */
export interface CardTexts {
  priceFrom: (price: string) => string;
  salonCount: (count: string) => string;
}

export interface CardView {
  /** CSS aspect-ratio of the card image. */
  ratio: string;
  perViewPC: number;
  perViewMB: number;
  /** Text over the image (portraits) or below it (products, articles). */
  overlay: boolean;
  /** Logos are shown whole on a light ground instead of filling the frame. */
  contain?: boolean;
}

// Spec section 9: carousels default to 4 slides on desktop; 2.3, 1.3 or 2.5 on mobile.
// Ratios follow the seed's pictures (service 3:2, portraits 1:1 and 4:5, press logos 3:1).
const VIEWS: Record<THomeLayout, CardView> = {
  service: { ratio: '3 / 2', perViewPC: 4, perViewMB: 1.3, overlay: false },
  shop: { ratio: '1 / 1', perViewPC: 4, perViewMB: 2.3, overlay: false },
  cuocThiCutBanner: { ratio: '4 / 5', perViewPC: 4, perViewMB: 2.3, overlay: true },
  blog: { ratio: '3 / 2', perViewPC: 3, perViewMB: 1.3, overlay: false },
  banner: { ratio: '3 / 2', perViewPC: 3, perViewMB: 1.3, overlay: false },
  media: { ratio: '3 / 1', perViewPC: 5, perViewMB: 2.5, overlay: false, contain: true },
  reward: { ratio: '1 / 1', perViewPC: 4, perViewMB: 1.3, overlay: false },
  shineAngels: { ratio: '4 / 5', perViewPC: 4, perViewMB: 2.3, overlay: false },
  salonAddress: { ratio: '3 / 2', perViewPC: 3, perViewMB: 2.3, overlay: true },
  shineCare: { ratio: '1 / 1', perViewPC: 4, perViewMB: 2.5, overlay: false },
  TopStylistOfMonth: { ratio: '1 / 1', perViewPC: 4, perViewMB: 2.3, overlay: true },
};

export function cardView(section: THomeSection): CardView | undefined {
  const view: CardView | undefined = VIEWS[section.layout];
  if (!view) return undefined;
  return {
    ...view,
    perViewPC: section.slidePerViewPC ?? view.perViewPC,
    perViewMB: section.slidePerViewMB ?? view.perViewMB,
  };
}

/** The shop's address: the build's VITE_SHOP_URL, else the one the home configuration gives the section. */
const shopBase = (section: THomeSection) => (SHOP_URL || section.linkViewAll || '').replace(/\/$/, '');

/** Turns a section's list (items, rewards, stylists or products) into cards. */
export function toCards(section: THomeSection, texts: CardTexts): CardModel[] {
  if (!Array.isArray(section.list)) return [];
  switch (section.layout) {
    case 'reward':
      // Spec section 2: reward items link to /rewards/{id}.
      return section.list.map((reward) => ({ key: `reward-${reward.id}`, href: `/rewards/${reward.id}`, image: reward.thumbnail, title: reward.title }));
    case 'TopStylistOfMonth':
      return section.list.map((stylist) => ({
        key: `stylist-${stylist.stylistId}`,
        href: stylist.redirectLink,
        image: stylist.image,
        title: stylist.stylistName,
        subTitle: stylist.salonName,
      }));
    case 'shop':
      return section.list.map((product) => ({
        key: `product-${product.slug}`,
        href: shopBase(section) ? `${shopBase(section)}/${product.slug}` : undefined,
        newTab: true,
        image: product.featuredImage?.url,
        title: product.name,
        price:
          product.price === undefined || product.price === null
            ? undefined
            : typeof product.price === 'number'
              ? formatVnd(product.price)
              : texts.priceFrom(formatVnd(product.price.from)),
      }));
    case 'salonAddress':
      // textNum is the city's salon count: a '12 salon' line under the city name.
      return section.list.map((city, index) => ({
        key: `city-${city.id ?? index}`,
        href: city.redirectLink,
        image: city.linkImage,
        imageMb: city.linkImageMb,
        title: city.title,
        subTitle: city.subTitle ?? (city.textNum ? texts.salonCount(city.textNum) : undefined),
      }));
    default:
      return section.list.map((item, index) => ({
        key: `item-${item.id ?? index}`,
        href: item.redirectLink,
        image: item.linkImage,
        imageMb: item.linkImageMb,
        title: item.title,
        subTitle: item.subTitle,
        price: item.price,
        oldPrice: item.oldPrice,
        badge: item.textNum,
      }));
  }
}
