import { z } from 'zod';
import { ZBoolish, ZId, ZPhone, ZSearchText } from './common';

/**
 * Salon finder and salon chooser (spec §2 "Salon chooser", §3 Salon / Province / Saved address,
 * §7 salon calls). Field names are the spec's; every call answers `{ data: ... }`.
 */

/** A query value the client may send empty: '' or null means absent. */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankAsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

const coordinate = (name: string, limit: number) => {
  const range = `${name} must be a number between -${limit} and ${limit}`;
  return z.preprocess(blank, z.coerce.number(range).min(-limit, range).max(limit, range));
};
export const ZLatitude = coordinate('latitude', 90);
export const ZLongitude = coordinate('longitude', 180);

/** Free-text search (province, city, district, street): accent-insensitive on the server. */
export const ZSalonKeyword = blankAsAbsent(ZSearchText(100));

export const ZSalonFilterQuery = z
  .object({
    keyword: ZSalonKeyword,
    cityId: blankAsAbsent(ZId),
    districtId: blankAsAbsent(ZId),
    /** Toggles: only `true` filters (car parking, business class); false or absent shows all. */
    parking: blankAsAbsent(ZBoolish),
    businessClass: blankAsAbsent(ZBoolish),
    latitude: blankAsAbsent(ZLatitude),
    longitude: blankAsAbsent(ZLongitude),
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    message: 'latitude and longitude go together',
    path: ['longitude'],
  });
export type TSalonFilterQuery = z.input<typeof ZSalonFilterQuery>;

export const ZSalonMedia = z.object({ type: z.enum(['image', 'clip']), link: z.string() });

/** The Salon of spec §3 as cards, search results and the chooser show it. */
export const ZSalonCard = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  addressNew: z.string().nullable(),
  addressNote: z.string().nullable(),
  /** DD-MM-YYYY, or null when unknown. */
  openingDate: z.string().nullable(),
  warnText: z.string().nullable(),
  images: z.array(z.string()),
  /** Night pictures (spec §9: the day picture from 6:00 to 17:00, otherwise the night one). */
  images_dark: z.array(z.string()),
  listImages: z.array(ZSalonMedia),
  latitude: z.number(),
  longitude: z.number(),
  cityId: z.number(),
  cityName: z.string(),
  districtId: z.number(),
  districtName: z.string(),
  parking: z.boolean(),
  /** Business class. */
  salonTrial: z.boolean(),
  /** Opening soon: the opening date is still ahead (the opening-date banner shows). */
  isOpen: z.boolean(),
  /** Newly opened. */
  salonHot: z.boolean(),
  tagTopSalon: z.string().nullable(),
  searchText: z.string(),
  bookManyPeople: z.enum(['off', 'all', 'notToday']),
  selectConsultation: z.boolean(),
  /** Km from the point asked about (spec §9 rule), null when no point was given. */
  distance: z.number().nullable(),
  /** Travel-time tag in minutes (twice the km, rounded), null with distance. */
  travelTime: z.number().nullable(),
  /** The logged-in customer has a completed booking at this salon. */
  hasCame: z.boolean(),
});
export type TSalonCard = z.infer<typeof ZSalonCard>;

export const ZSalonDetail = ZSalonCard.extend({
  mapUrl: z.string().nullable(),
  parkingMap: z.string().nullable(),
  receptionName: z.string().nullable(),
  receptionAvatar: z.string().nullable(),
});
export type TSalonDetail = z.infer<typeof ZSalonDetail>;

/** Province of spec §3; vungMienId 1 North, 2 Central, 3 South. */
export const ZProvince = z.object({
  cityId: z.number(),
  cityName: z.string(),
  totalSalon: z.number(),
  vungMienId: z.number(),
  searchText: z.string(),
  /** Provinces merged into it on 1 July 2025, shown as a hint ('Bình Dương, Bà Rịa - Vũng Tàu'). */
  formerNames: z.string().nullable().optional(),
});
export type TProvince = z.infer<typeof ZProvince>;

export const ZRegion = z.object({ vungMienId: z.number(), name: z.string(), provinces: z.array(ZProvince) });
export type TRegion = z.infer<typeof ZRegion>;

export const ZProvinceList = z.object({ provinces: z.array(ZProvince), regions: z.array(ZRegion) });
export type TProvinceList = z.infer<typeof ZProvinceList>;

export const ZDistrict = z.object({
  districtId: z.number(),
  districtName: z.string(),
  cityId: z.number(),
  totalSalon: z.number(),
  searchText: z.string(),
});
export type TDistrict = z.infer<typeof ZDistrict>;

/** getSalonHasCameNew: one titled group of salon ids, most recent visit first. */
export const ZVisitedSalons = z.array(z.object({ title: z.string(), data: z.array(z.number()) }));
export type TVisitedSalons = z.infer<typeof ZVisitedSalons>;

export const ZSavedAddress = z.object({ attrId: z.number(), attrName: z.string(), text: z.string() });
export type TSavedAddress = z.infer<typeof ZSavedAddress>;

/** Location chip attribute ids (spec §9): 4 home, 5 office, 6 frequent place, 82 nearby, 83 visited nearby. */
export const ZLocationAttrId = z.coerce.number().refine((v) => [4, 5, 6, 82, 83].includes(v), 'attrId must be 4, 5, 6, 82 or 83');

export const ZSalonDistance = z.object({ salonId: z.number(), distance: z.number() });
export type TSalonDistance = z.infer<typeof ZSalonDistance>;

export const ZTrackLocationBody = z.object({
  customerPhone: ZPhone,
  latitude: ZLatitude,
  longitude: ZLongitude,
});

/** Salon-off reply (spec §3): the closing message and nearby open salons, or '' and []. */
export const ZSalonOff = z.object({ message: z.string(), salonBackUp: z.array(ZSalonCard) });
export type TSalonOff = z.infer<typeof ZSalonOff>;

/** A stylist working at the salon this week, as the salon page shows him (rating rules: spec §9). */
export const ZSalonStylist = z.object({
  staffId: z.number(),
  staffName: z.string(),
  avatar: z.string().nullable(),
  skillLevel: z.number(),
  ratingStar: z.number(),
  totalCustomer: z.number(),
  isMaster: z.boolean(),
});
export type TSalonStylist = z.infer<typeof ZSalonStylist>;

/** Free hours (any stylist) of one day; no hours when the salon is off or not open yet that day. */
export const ZSalonDayHours = z.object({
  /** DD-MM-YYYY */
  dateBook: z.string(),
  hours: z.array(z.object({ hour: z.string(), hourFrame: z.string(), hourId: z.number() })),
});
export type TSalonDayHours = z.infer<typeof ZSalonDayHours>;

/** The salon page (/salons/{id}): the salon, its hours, this week's stylists, today's and tomorrow's free hours, nearby salons. */
export const ZSalonPage = z.object({
  salon: ZSalonDetail,
  /** Opening hours, HH:mm in the salon's time zone. */
  opens: z.string(),
  closes: z.string(),
  stylists: z.array(ZSalonStylist),
  freeHours: z.array(ZSalonDayHours),
  nearby: z.array(ZSalonCard),
});
export type TSalonPage = z.infer<typeof ZSalonPage>;
