import { z } from 'zod';
import { ZStylistBookingData, ZStylistList } from '../schemas/availability';
import { ZDateBook, ZId, ZIdList, ZLang, ZOptionalPhone } from '../schemas/common';
import { endpoint } from './endpoint';

// The booking wizard's stylist step: who works at a salon on a date, and one stylist's card and hours.

export const listWorkingStylists = endpoint({
  method: 'GET',
  path: '/api/v1/booking/getAllStyListV4',
  query: z.object({ salonId: ZId, workDate: ZDateBook, customerPhone: ZOptionalPhone }),
  response: ZStylistList,
});

export const getStylistBookingData = endpoint({
  method: 'GET',
  path: '/api/v1/booking/getDataBookingStylist',
  query: z.object({ stylistId: ZId, bookDate: ZDateBook, customerPhone: ZOptionalPhone, listServiceId: ZIdList.default([]), lang: ZLang }),
  response: ZStylistBookingData,
});
