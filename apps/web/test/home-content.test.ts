import { ZHomeContent } from '@shine/shared/schemas/content';
import { describe, expect, it } from 'vitest';
import { toCards } from '../src/features/home/components/section-cards';
import { homeContentFixture } from './fixtures/home-content';

const texts = { priceFrom: (price: string) => `Từ ${price}`, salonCount: (count: string) => `${count} salon` };

describe('home content (GET /api/v1/content/home)', () => {
  it('the sample answer matches the shared schema', () => {
    expect(ZHomeContent.safeParse(homeContentFixture).success).toBe(true);
  });

  it('accepts nulls where a database row has no value', () => {
    const parsed = ZHomeContent.safeParse({
      banners: [{ placementId: 1, isWebsite: true, link: '/b.svg', linkMobile: null, redirectLink: null, addOn: null }],
      sections: [{ layout: 'blog', order: 1, title: null, banner: null, slidePerViewPC: null, list: [{ id: 1, title: null }] }],
    });
    expect(parsed.success).toBe(true);
  });

  it('rejects a list item that does not fit its layout', () => {
    const parsed = ZHomeContent.safeParse({ banners: [], sections: [{ layout: 'reward', order: 1, list: [{ title: 'no id' }] }] });
    expect(parsed.success).toBe(false);
  });

  it('links reward items to /rewards/{id} (spec section 2)', () => {
    const cards = toCards({ layout: 'reward', order: 1, list: [{ id: 7, title: 'Giảm 30%' }] }, texts);
    expect(cards[0]?.href).toBe('/rewards/7');
  });

  it('prices shop products in VND, a range as "from"', () => {
    const cards = toCards(
      {
        layout: 'shop',
        order: 1,
        list: [
          { name: 'Sáp', slug: 'sap', price: 249000 },
          { name: 'Dầu gội', slug: 'dau-goi', price: { from: 159000 } },
        ],
      },
      texts,
    );
    expect(cards.map((card) => card.price)).toEqual(['249.000 VNĐ', 'Từ 159.000 VNĐ']);
  });
});
