// Campaign (offer) conditions and pricing of the chosen services (spec §2 voucher screens, §3 Campaign).
// Pure, so the API prices a booking and the web shows the same totals from one set of rules.

export type DiscountType = 'percent' | 'amount' | 'fixed_price';

export interface CampaignTerms {
  discountType: DiscountType;
  /** Percent off, dong off the applicable services together, or the fixed price of each applicable service. */
  discountValue: number;
  /** Minimum total of the chosen services, VND. */
  minTotal: number;
  /** One of these must be chosen for the campaign to apply (empty = no condition). */
  conditionServiceIds: readonly number[];
  /** The services the benefit applies to (empty = the whole order). */
  applyServiceIds: readonly number[];
}

export interface ChosenService {
  serviceId: number;
  price: number;
}

export interface PricedLine extends ChosenService {
  newPrice: number;
}

/** Lines in the order the services were chosen; old total struck through next to the new one. */
export interface Pricing {
  lines: PricedLine[];
  oldTotal: number;
  newTotal: number;
}

export type CampaignCheck = 'ok' | 'conditionNotMet' | 'noApplicableService' | 'belowMinTotal';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function pricing(lines: PricedLine[]): Pricing {
  return { lines, oldTotal: sum(lines.map((l) => l.price)), newTotal: sum(lines.map((l) => l.newPrice)) };
}

function applies(terms: CampaignTerms, serviceId: number): boolean {
  return terms.applyServiceIds.length === 0 || terms.applyServiceIds.includes(serviceId);
}

/** Whether a campaign can be used with these services ('Chọn ưu đãi' enabled only when it can). */
export function checkCampaign(chosen: readonly ChosenService[], terms: CampaignTerms): CampaignCheck {
  const ids = chosen.map((s) => s.serviceId);
  if (terms.conditionServiceIds.length > 0 && !ids.some((id) => terms.conditionServiceIds.includes(id))) {
    return 'conditionNotMet';
  }
  if (!ids.some((id) => applies(terms, id))) return 'noApplicableService';
  return sum(chosen.map((s) => s.price)) >= terms.minTotal ? 'ok' : 'belowMinTotal';
}

export function priceWithoutCampaign(chosen: readonly ChosenService[]): Pricing {
  return pricing(chosen.map((s) => ({ ...s, newPrice: s.price })));
}

/**
 * Prices with the campaign's benefit; call after checkCampaign says 'ok'. A discount never makes a
 * service cost more than before or less than nothing, and amounts are whole dong.
 */
export function priceWithCampaign(chosen: readonly ChosenService[], terms: CampaignTerms): Pricing {
  let amountLeft = terms.discountType === 'amount' ? terms.discountValue : 0;
  const lines = chosen.map((s): PricedLine => {
    if (!applies(terms, s.serviceId)) return { ...s, newPrice: s.price };
    switch (terms.discountType) {
      case 'percent':
        return { ...s, newPrice: Math.max(0, Math.round((s.price * (100 - terms.discountValue)) / 100)) };
      case 'fixed_price':
        return { ...s, newPrice: Math.max(0, Math.min(s.price, terms.discountValue)) };
      case 'amount': {
        // The amount is taken from the applicable services in the order they were chosen.
        const off = Math.min(s.price, Math.max(0, amountLeft));
        amountLeft -= off;
        return { ...s, newPrice: s.price - off };
      }
    }
  });
  return pricing(lines);
}
