import { z } from 'zod';
import { ZId, ZLang, zText } from './common';

// The back office's offers (issue 32): golden hours, under /api/v1/admin/offers (OpenAPI tag `backoffice`).

const ZInstant = z.iso.datetime({ offset: true });
const ZVnd = z.number().int().min(0).max(100_000_000);

export const ZGoldenHourBody = z
  .object({
    title: zText(120).min(1),
    titleEn: zText(120).min(1),
    description: zText(1000).min(1),
    image: zText(300).min(1),
    /** The campaign whose voucher each claim gives. */
    campaignId: ZId,
    opensAt: ZInstant,
    closesAt: ZInstant,
    /** How many vouchers the hour gives away. */
    quantity: z.number().int().min(1).max(100_000),
    oldPrice: ZVnd,
    dealPrice: ZVnd,
    lang: ZLang,
  })
  .refine((b) => Date.parse(b.closesAt) > Date.parse(b.opensAt), { message: 'closesAt must be after opensAt', path: ['closesAt'] })
  .refine((b) => b.dealPrice <= b.oldPrice, { message: 'dealPrice must not exceed oldPrice', path: ['dealPrice'] });
export type TGoldenHourBody = z.infer<typeof ZGoldenHourBody>;

export const ZAdminGoldenHour = z.object({
  id: z.number().int(),
  title: z.string(),
  campaignId: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  quantity: z.number().int(),
  claimed: z.number().int(),
  oldPrice: z.number().int(),
  dealPrice: z.number().int(),
});
export type TAdminGoldenHour = z.infer<typeof ZAdminGoldenHour>;
