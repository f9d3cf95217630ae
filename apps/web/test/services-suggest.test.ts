import type { TSuggestRule } from '@shine/shared/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { bannerView } from '../src/features/services/model/media';
import { parseServiceDisplay, parseServiceLang } from '../src/features/services/model/prefs';
import { allServices } from '../src/features/services/model/catalogue';
import { acceptSuggestion, findSuggestion } from '../src/features/services/model/suggest';
import { toChosen } from '../src/features/services/types';
import { categories, cut, ear, kperm, quickCut, wash } from './services-fixtures';

const catalogue = allServices(categories);
const rule = (ruleType: TSuggestRule['ruleType'], serviceSelected: string, listService: number[]): TSuggestRule => ({
  ruleType,
  serviceSelected,
  listService,
  title: 'Thêm <b>dịch vụ</b>',
  image: null,
});
const rules = [rule('equals', '101', [401]), rule('regex', '(^|;)20[1-3](;|$)', [221]), rule('default', '111', [121])];

describe('suggest-service popup (spec §4 "Service selection")', () => {
  it('equals: offers when the chosen set is exactly the rule set', () => {
    expect(findSuggestion(rules, [toChosen(cut)], catalogue, false)?.service.serviceId).toBe(401);
    expect(findSuggestion(rules, [toChosen(cut), toChosen(wash)], catalogue, false)).toBeNull();
  });

  it('regex: matches the chosen ids joined by ";"', () => {
    expect(findSuggestion(rules, [toChosen(wash), toChosen(kperm)], catalogue, false)?.service.serviceId).toBe(221);
  });

  it('default: every rule service is among the chosen ones; skipped when the offer is chosen already', () => {
    expect(findSuggestion(rules, [toChosen(quickCut), toChosen(ear)], catalogue, false)?.service.serviceId).toBe(121);
    expect(findSuggestion(rules, [toChosen(quickCut), toChosen(wash)], catalogue, false)).toBeNull();
  });

  it('never shows when the salon allows consultation', () => {
    expect(findSuggestion(rules, [toChosen(cut)], catalogue, true)).toBeNull();
  });

  it('"Dung them" adds the first suggested service with its old price', () => {
    const suggestion = findSuggestion(rules, [toChosen(kperm)], catalogue, false);
    expect(suggestion).not.toBeNull();
    if (!suggestion) return;
    const next = acceptSuggestion([toChosen(kperm)], suggestion, catalogue);
    expect(next.map((s) => s.serviceId)).toEqual([202, 221]);
    const withOld = acceptSuggestion([toChosen(cut)], findSuggestion(rules, [toChosen(cut)], catalogue, false)!, catalogue);
    expect(withOld[1]).toMatchObject({ serviceId: 401, priceNum: 30_000, oldPriceNum: null });
  });
});

describe('detail banners (spec §2 step 3: image, video by id, clip)', () => {
  it('maps each banner type', () => {
    expect(bannerView({ type: 'image', link: '/a.svg' })).toEqual({ kind: 'image', src: '/a.svg' });
    expect(bannerView({ type: 'video', link: 'abc123' })).toMatchObject({ kind: 'video', videoId: 'abc123' });
    expect(bannerView({ type: 'clip', link: '/clip.mp4' })).toEqual({ kind: 'clip', src: '/clip.mp4' });
    expect(bannerView({ type: 'clip', link: '/poster.svg' })).toEqual({ kind: 'image', src: '/poster.svg' });
  });
});

describe('remembered service-screen preferences', () => {
  it('reads VIE/ENG and the display with safe defaults', () => {
    expect(parseServiceLang('en')).toBe('en');
    expect(parseServiceLang(null)).toBe('vi');
    expect(parseServiceLang('fr')).toBe('vi');
    expect(parseServiceDisplay('grid')).toBe('grid');
    expect(parseServiceDisplay('x')).toBe('default');
  });
});
