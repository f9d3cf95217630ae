import type { TService, TServiceCategory, TServiceDetail } from '@shine/shared/schemas/catalog';

// A small catalogue in the shape of GET /api/v1/booking/service-list-v5 (taken from the demo seed).
export function service(serviceId: number, groupId: number, fields: Partial<TService> = {}): TService {
  return {
    serviceId,
    groupId,
    parentServiceId: null,
    name: `Service ${serviceId}`,
    subtitle: null,
    description: null,
    timeServe: 30,
    price: '',
    oldPrice: null,
    priceNum: 100_000,
    oldPriceNum: null,
    versionName: null,
    tags: [],
    categoryId: Math.floor(groupId / 10),
    used: 0,
    hasDetail: false,
    serviceImage: null,
    serviceVideo: null,
    isDefaultService: false,
    hasSpecial: false,
    priceSpecialDay: [],
    type: 1,
    ...fields,
  };
}

export const cut = service(101, 10, {
  name: 'Cắt gội 10 bước',
  subtitle: 'Cắt, gội, massage mặt',
  priceNum: 100_000,
  oldPriceNum: 120_000,
  versionName: 'Tiêu chuẩn',
  timeServe: 40,
});
export const cutMassage = service(102, 10, { name: 'Cắt gội massage cổ vai gáy', priceNum: 130_000, oldPriceNum: 150_000, versionName: 'Massage' });
export const quickCut = service(111, 11, { name: 'Cắt tóc nhanh', priceNum: 70_000 });
export const genzCut = service(112, 11, { name: 'Cắt tóc GenZ', priceNum: 60_000, tags: ['GenZ'] });
export const wash = service(121, 12, { name: 'Gội massage dưỡng sinh', priceNum: 60_000, used: 1 });
export const perm = service(201, 20, { name: 'Uốn con sâu', priceNum: 399_000, categoryId: 2, versionName: 'Con sâu' });
export const kperm = service(202, 20, { name: 'Uốn Hàn Quốc K-perm', priceNum: 499_000, oldPriceNum: 599_000, categoryId: 2, versionName: 'K-perm' });
export const oil = service(221, 22, { name: 'Hấp dầu phục hồi', priceNum: 99_000, parentServiceId: 202, categoryId: 2 });
export const gloss = service(222, 22, { name: 'Phủ bóng dưỡng tóc', priceNum: 79_000, parentServiceId: 201, categoryId: 2 });
export const ear = service(401, 40, { name: 'Lấy ráy tai êm', priceNum: 30_000, categoryId: 4 });

const group = (groupId: number, groupName: string, services: TService[], hasDetail = false) => ({ groupId, groupName, hasDetail, services });

export const categories: TServiceCategory[] = [
  {
    categoryId: 4,
    order: 4,
    categoryName: 'Dịch vụ khác',
    title: 'Dịch vụ khác',
    displaySuggest: false,
    isOther: true,
    serviceGroups: [group(40, 'Lấy ráy tai', [ear])],
  },
  {
    categoryId: 1,
    order: 1,
    categoryName: 'Cắt gội xả',
    title: 'Cắt tóc',
    displaySuggest: true,
    isOther: false,
    serviceGroups: [group(10, 'Combo cắt gội', [cut, cutMassage], true), group(11, 'Cắt tóc', [quickCut, genzCut]), group(12, 'Gội', [wash])],
  },
  {
    categoryId: 2,
    order: 2,
    categoryName: 'Uốn - Nhuộm',
    title: 'Uốn nhuộm',
    displaySuggest: true,
    isOther: false,
    serviceGroups: [group(20, 'Uốn', [perm, kperm], true), group(22, 'Dưỡng tóc đi kèm', [oil, gloss])],
  },
];

export const permDetail: Pick<TServiceDetail, 'services' | 'addOns' | 'upsaleServices'> = {
  services: [perm, kperm],
  upsaleServices: [],
  addOns: [
    { serviceId: 221, title: 'Hấp dầu phục hồi', subtitle: null, priceNum: 99_000, parentServiceId: 202 },
    { serviceId: 222, title: 'Phủ bóng dưỡng tóc', subtitle: null, priceNum: 79_000, parentServiceId: 201 },
  ],
};

/** A combo: no add-ons of its own, the server's upsales (wash, ear cleaning) instead. */
export const comboDetail: Pick<TServiceDetail, 'services' | 'addOns' | 'upsaleServices'> = {
  services: [cut, cutMassage],
  addOns: [],
  upsaleServices: [wash, ear],
};
