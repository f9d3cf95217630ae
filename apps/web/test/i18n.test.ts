import { describe, expect, it } from 'vitest';
import { addNamespace, i18n } from '../src/lib/i18n';

// The texts the visitor reads go through lib/i18n (ADR 008): these are the rules the screens rely on.
describe('texts', () => {
  it('reads nested keys, flat keys with dots, other namespaces and {x} placeholders, {product} by default', async () => {
    await i18n.loadNamespaces('messages');
    expect(i18n.t('common.priceFrom', { price: '100.000đ' })).toBe('Từ 100.000đ');
    expect(i18n.t('messages:step.button.confirmHour')).toBe('Chốt giờ cắt');
    expect(i18n.t('step.campaigns', { ns: 'messages' })).toBe('Ưu đãi từ Shine');
    expect(i18n.getFixedT('vi', 'translation')('common.priceFrom')).toBe('Từ {price}');
  });

  it('picks the plural form by count in each language and falls back to Vietnamese for a missing English text', async () => {
    addNamespace('services', { selected_one: 'Đã chọn {count} dịch vụ', selected_other: 'Đã chọn {count} dịch vụ', onlyVi: 'Chỉ tiếng Việt' }, async () => ({
      selected_one: '{count} service selected',
      selected_other: '{count} services selected',
    }));
    const tVi = i18n.getFixedT('vi', 'services');
    expect(tVi('selected', { count: 2 })).toBe('Đã chọn 2 dịch vụ');
    await i18n.loadNamespaces('services');
    await i18n.changeLanguage('en');
    try {
      expect(i18n.language).toBe('en');
      expect(i18n.t('services:selected', { count: 1 })).toBe('1 service selected');
      expect(i18n.t('services:selected', { count: 3 })).toBe('3 services selected');
      expect(i18n.t('services:onlyVi' as never)).toBe('Chỉ tiếng Việt');
    } finally {
      await i18n.changeLanguage('vi');
    }
  });
});
