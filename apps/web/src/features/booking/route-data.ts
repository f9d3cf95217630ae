import { salonIdFromQuery } from '@shine/shared/rules/booking-steps';
import type { LoaderFunction } from 'react-router';
import { queryLoader, type RouteData } from '../../lib/route-data';
import { bookingQueryOptions } from './api/get-booking';
import { salonQueryOptions } from './api/get-salon';

// The booking pages' loaders (routes.ts loads this chunk with the first of them).

/** The salon named in a booking link (`?salonId=`), so the wizard's first screen has it at once. */
export const bookingData = (data: RouteData) =>
  queryLoader(data, (url) => {
    const salonId = salonIdFromQuery(url.searchParams.get('salonId'));
    return salonId > 0 ? [salonQueryOptions(salonId)] : [];
  });

/**
 * The success page of a booking link (`?bookingId=&key=`, the booking-scoped key): the server renders the
 * booking itself, so the page does not grow after hydration. In the browser the page has the booking
 * from the wizard or asks for it itself.
 */
export const bookingSuccessData =
  (data: RouteData): LoaderFunction =>
  (args) => {
    if (!data.awaitData) return null;
    return queryLoader(data, (url) => {
      const id = Number(url.searchParams.get('bookingId'));
      const key = url.searchParams.get('key') ?? '';
      return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 && key ? [bookingQueryOptions(id, key, '')] : [];
    })(args);
  };
