import { z } from 'zod';
import { SAVED_ADDRESS_SALON_LIMIT } from '../rules/constants';
import { ZDateBook, ZId, ZIdOrZero, ZLang, ZOptionalPhone } from '../schemas/common';
import { ZAddressSuggestQuery, ZAddressSuggestion, ZHomeService, ZPlace, ZPlaceCreate, ZPlaceId, ZPlaceInput } from '../schemas/places';
import {
  ZDistrict,
  ZLatitude,
  ZLocationAttrId,
  ZLongitude,
  ZProvinceList,
  ZSalonCard,
  ZSalonDetail,
  ZSalonDistance,
  ZSalonFilterQuery,
  ZSalonKeyword,
  ZSalonOff,
  ZSalonPage,
  ZSavedAddress,
  ZTrackLocationBody,
  ZVisitedSalons,
} from '../schemas/salon';
import { endpoint } from './endpoint';

// Salon finder and chooser (spec §2, §7): lists, search, nearby, provinces, districts, salon off.

/** fetchAllSalon: every salon as a card; hasCame for the logged-in customer's phone. */
export const listAllSalons = endpoint({
  method: 'GET',
  path: '/api/v1/booking/fetchAllSalon',
  query: z.object({ phone: ZOptionalPhone }),
  response: z.array(ZSalonCard),
});

export const filterSalons = endpoint({ method: 'GET', path: '/api/v1/salon/salon-filter', query: ZSalonFilterQuery, response: z.array(ZSalonCard) });

export const getSalonDetail = endpoint({
  method: 'GET',
  path: '/api/v1/salon/:id',
  params: z.object({ id: ZId }),
  query: z.object({ phone: ZOptionalPhone, lang: ZLang }),
  response: ZSalonDetail,
});

export const getSalonPage = endpoint({
  method: 'GET',
  path: '/api/v1/salon/:id/page',
  params: z.object({ id: ZId }),
  query: z.object({ lang: ZLang }),
  response: ZSalonPage,
});

export const listNearbySalons = endpoint({
  method: 'GET',
  path: '/api/v1/booking/salon-near',
  query: z.object({ latitude: ZLatitude, longitude: ZLongitude }),
  response: z.array(ZSalonCard),
});

export const listProvinces = endpoint({
  method: 'GET',
  path: '/api/v1/city/list-city',
  query: z.object({ keyword: ZSalonKeyword, lang: ZLang }),
  response: ZProvinceList,
});

export const listDistricts = endpoint({ method: 'GET', path: '/api/v1/district', query: z.object({ cityId: ZId }), response: z.array(ZDistrict) });

export const getSalonOff = endpoint({
  method: 'GET',
  path: '/api/v1/booking/salon-off',
  query: z.object({ salonId: ZId, dateBook: z.preprocess((v) => (v === '' ? undefined : v), ZDateBook.optional()), lang: ZLang }),
  response: ZSalonOff,
});

// The salon chooser's personal chips (spec §2, §9 attribute ids): visited salons, saved addresses and
// salons near them, the last known location. Answers hold data only for the logged-in customer.

const ZOptionalUserId = z.preprocess((v) => (v === '' ? undefined : v), ZIdOrZero.optional());

export const listVisitedSalons = endpoint({
  method: 'GET',
  path: '/api/v1/booking/getSalonHasCameNew',
  query: z.object({ customerPhone: ZOptionalPhone, userId: ZOptionalUserId, lang: ZLang }),
  response: ZVisitedSalons,
});

export const listSavedAddresses = endpoint({
  method: 'GET',
  path: '/api/v1/booking/getSavingLocation',
  query: z.object({ userId: ZOptionalUserId, phone: ZOptionalPhone }),
  response: z.object({ address: z.array(ZSavedAddress) }),
});

export const listSalonsNearPlace = endpoint({
  method: 'GET',
  path: '/api/v1/booking/getListSalonFilterCustomerAddress',
  query: z.object({
    phone: ZOptionalPhone,
    attrId: ZLocationAttrId,
    limit: z.coerce.number().int().positive().default(SAVED_ADDRESS_SALON_LIMIT),
  }),
  response: z.array(ZSalonDistance),
});

export const trackCustomerLocation = endpoint({
  method: 'POST',
  path: '/api/v1/booking/postTrackingLocation',
  body: ZTrackLocationBody,
  response: z.object({ stored: z.boolean() }),
});

// Saved places (/save-location) with the two-tier address autocomplete, and the haircut-at-home service
// areas (/cat-toc-tai-nha). A customer's places are his alone: another customer's id is a 404.

export const suggestAddresses = endpoint({
  method: 'GET',
  path: '/api/v1/address/suggest',
  query: ZAddressSuggestQuery,
  response: z.array(ZAddressSuggestion),
});

export const listCustomerPlaces = endpoint({ method: 'GET', path: '/api/v1/customer/places', response: z.array(ZPlace) });

export const createCustomerPlace = endpoint({ method: 'POST', path: '/api/v1/customer/places', body: ZPlaceCreate, response: ZPlace });

export const updateCustomerPlace = endpoint({ method: 'PUT', path: '/api/v1/customer/places/:id', params: ZPlaceId, body: ZPlaceInput, response: ZPlace });

export const deleteCustomerPlace = endpoint({
  method: 'DELETE',
  path: '/api/v1/customer/places/:id',
  params: ZPlaceId,
  response: z.object({ deleted: z.boolean() }),
});

export const getHomeService = endpoint({ method: 'GET', path: '/api/v1/home-service', response: ZHomeService });
