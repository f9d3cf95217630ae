import { z } from 'zod';
import { ZBookingRole, ZFreeHours } from '../schemas/availability';
import { ZBoolish, ZDateBook, ZId, ZIdList, ZIdOrZero, ZLang, ZOptionalPhone, zText } from '../schemas/common';
import { endpoint } from './endpoint';

// Free hours and booking days (spec §2 step 4). GET /api/v1/booking/book-hours-backup answers
// `{ statusCode: 0, data }` (the app's legacy shape), not the envelope: it has no contract.

export const getHourGroups = endpoint({
  method: 'GET',
  path: '/api/v1/booking/book-hours-group',
  query: z.object({
    salonId: ZId,
    bookDate: ZDateBook,
    stylistId: ZIdOrZero.default(0),
    listServiceId: ZIdList.default([]),
    customerPhone: ZOptionalPhone,
    source: zText(40).optional(),
    atHome: ZBoolish.default(false),
    lang: ZLang,
  }),
  response: ZFreeHours,
});

export const getBookingRole = endpoint({
  method: 'GET',
  path: '/api/v1/booking/role',
  query: z.object({ phone: ZOptionalPhone, salonId: ZIdOrZero.default(0) }),
  response: ZBookingRole,
});
