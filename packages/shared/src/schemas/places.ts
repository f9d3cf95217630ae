import { z } from 'zod';
import { PLACE_STREET_MAX, PLACE_STREET_MIN } from '../rules/constants';
import { ZId, ZSearchText, zText } from './common';

/**
 * Saved places (/save-location), the address autocomplete and haircut at home (issue 11). Addresses
 * are two-tier after 1 July 2025: street + ward + province. Every call answers `{ data: ... }`.
 */

/** Place kinds (spec §9 location attribute ids): 4 home, 5 office, 6 frequent place. */
export const PLACE_KINDS = [4, 5, 6] as const;
export const ZPlaceKind = z.coerce
  .number()
  .int()
  .refine((v) => (PLACE_KINDS as readonly number[]).includes(v), 'attrId must be 4 (home), 5 (office) or 6 (frequent place)');

export const ZAddressSuggestQuery = z.object({
  q: ZSearchText(60),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const ZAddressSuggestion = z.object({
  wardId: z.number(),
  provinceId: z.number(),
  label: z.string(),
  formerNames: z.array(z.string()),
  matchedFormer: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TAddressSuggestion = z.infer<typeof ZAddressSuggestion>;

const streetLength = `street must be ${PLACE_STREET_MIN} to ${PLACE_STREET_MAX} characters`;
const street = zText(PLACE_STREET_MAX, { tooLong: streetLength }).min(PLACE_STREET_MIN, streetLength);

/** A place as typed: street, then a ward from the autocomplete, or the current location (or both). */
export const ZPlaceInput = z
  .object({
    street,
    wardId: ZId.optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), {
    message: 'latitude and longitude go together',
    path: ['longitude'],
  });
export type TPlaceInput = z.infer<typeof ZPlaceInput>;

export const ZPlaceCreate = ZPlaceInput.and(z.object({ attrId: ZPlaceKind }));
export type TPlaceCreate = z.infer<typeof ZPlaceCreate>;

export const ZPlace = z.object({
  id: z.number(),
  attrId: z.number(),
  attrName: z.string(),
  /** The full address line: street, ward, province. */
  text: z.string(),
  street: z.string().nullable(),
  wardId: z.number().nullable(),
  wardLabel: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** The salon that would come to this address for a haircut at home; null outside every area. */
  homeSalon: z.object({ salonId: z.number(), name: z.string(), travelMinutes: z.number(), distance: z.number() }).nullable(),
});
export type TPlace = z.infer<typeof ZPlace>;

export const ZPlaceId = z.object({ id: ZId });

/** A salon that cuts hair at customers' homes, and where. */
export const ZHomeServiceArea = z.object({
  salonId: z.number(),
  salonName: z.string(),
  address: z.string(),
  cityName: z.string(),
  kind: z.enum(['radius', 'wards']),
  radiusKm: z.number().nullable(),
  wards: z.array(z.string()),
  travelMinutes: z.number(),
});
export type THomeServiceArea = z.infer<typeof ZHomeServiceArea>;

export const ZHomeService = z.object({
  areas: z.array(ZHomeServiceArea),
  /** Lowest and highest price of the haircut services offered at home (VND). */
  priceFrom: z.number(),
  services: z.array(z.object({ serviceId: z.number(), name: z.string(), price: z.number(), timeServe: z.number() })),
});
export type THomeService = z.infer<typeof ZHomeService>;

export { PLACE_STREET_MAX, PLACE_STREET_MIN };
