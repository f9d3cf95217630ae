import { describe, expect, it } from 'vitest';
import { type CampaignTerms, checkCampaign, priceWithCampaign, priceWithoutCampaign } from './campaign-pricing';

const CUT = { serviceId: 1, price: 100_000 };
const WASH = { serviceId: 2, price: 50_000 };
const SKIN = { serviceId: 3, price: 200_000 };

const terms = (over: Partial<CampaignTerms>): CampaignTerms => ({
  discountType: 'percent',
  discountValue: 40,
  minTotal: 0,
  conditionServiceIds: [],
  applyServiceIds: [],
  ...over,
});

describe('campaign conditions', () => {
  it('spec §2 Voucher detail: "Chon uu dai" enabled only if a related service is selected (or none listed)', () => {
    expect(checkCampaign([CUT], terms({}))).toBe('ok');
    expect(checkCampaign([WASH], terms({ conditionServiceIds: [1] }))).toBe('conditionNotMet');
    expect(checkCampaign([WASH, CUT], terms({ conditionServiceIds: [1] }))).toBe('ok');
    expect(checkCampaign([CUT], terms({ applyServiceIds: [3] }))).toBe('noApplicableService');
  });

  it('spec §3 Campaign validCondition: a minimum total of the chosen services', () => {
    expect(checkCampaign([WASH], terms({ minTotal: 100_000 }))).toBe('belowMinTotal');
    expect(checkCampaign([WASH, CUT], terms({ minTotal: 150_000 }))).toBe('ok');
  });
});

describe('campaign pricing', () => {
  it('spec §2 Sticky bar: total with struck old total; without a campaign both are the same', () => {
    expect(priceWithoutCampaign([CUT, WASH])).toEqual({
      lines: [
        { ...CUT, newPrice: 100_000 },
        { ...WASH, newPrice: 50_000 },
      ],
      oldTotal: 150_000,
      newTotal: 150_000,
    });
  });

  it('spec §2 GenZ notice: 40% off other services (percent off the services the benefit applies to)', () => {
    const priced = priceWithCampaign([CUT, WASH, SKIN], terms({ discountValue: 40, applyServiceIds: [2, 3] }));
    expect(priced.lines.map((l) => l.newPrice)).toEqual([100_000, 30_000, 120_000]);
    expect([priced.oldTotal, priced.newTotal]).toEqual([350_000, 250_000]);
  });

  it('spec §2 GenZ notice: haircut 60,000 VND (fixed price never raises a cheaper service)', () => {
    const priced = priceWithCampaign([CUT, WASH], terms({ discountType: 'fixed_price', discountValue: 60_000 }));
    expect(priced.lines.map((l) => l.newPrice)).toEqual([60_000, 50_000]);
  });

  it('spec §3 Campaign effect: an amount off is shared by the applicable services and never goes below 0', () => {
    const priced = priceWithCampaign([WASH, CUT], terms({ discountType: 'amount', discountValue: 120_000 }));
    expect(priced.lines.map((l) => l.newPrice)).toEqual([0, 30_000]);
    expect(priced.newTotal).toBe(30_000);
    const all = priceWithCampaign([WASH], terms({ discountType: 'amount', discountValue: 500_000 }));
    expect(all.newTotal).toBe(0);
  });

  it('spec §9 Currency VND: discounted prices are whole dong', () => {
    const priced = priceWithCampaign([{ serviceId: 9, price: 99_999 }], terms({ discountValue: 33 }));
    expect(Number.isInteger(priced.newTotal)).toBe(true);
  });
});
