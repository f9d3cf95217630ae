import { salonIdFromQuery } from '@shine/shared/rules/booking-steps';
import type { TSalonPage } from '@shine/shared/schemas/salon';
import { BRAND } from '../../lib/constants';
import { i18n } from '../../lib/i18n';
import type { PageHandle } from '../../lib/page-handle';
import { pageNotFound, pageQueryLoader } from '../../lib/page-not-found';
import { queryLoader, type RouteData } from '../../lib/route-data';
import { keywordSearchQueryOptions, searchKeyword } from './api/filter-salons';
import { allSalonsQueryOptions } from './api/get-all-salons';
import { salonPageQueryOptions } from './api/get-salon-page';
import { homeServiceQueryOptions } from './api/home-service';
import { citiesQueryOptions } from './api/list-cities';

// The salon pages' loaders and heads (routes.ts loads this chunk with the first of them).

/** The salon finder: every salon (first cards) and the provinces by region; with `?q=` (its search form
 * sent before the scripts ran) the results too. */
export const systemSalonData = (data: RouteData) =>
  queryLoader(data, (url) => {
    const keyword = searchKeyword(url.searchParams);
    return [allSalonsQueryOptions(''), citiesQueryOptions(), ...(keyword ? [keywordSearchQueryOptions(keyword)] : [])];
  });

/** The salon page's data; a malformed, unknown or closed id is a 404 page (status 404 from the server). */
export const salonPageData = (data: RouteData) =>
  pageQueryLoader(data, (_url, params) => {
    const salonId = salonIdFromQuery(params.id);
    if (salonId <= 0) throw pageNotFound();
    return [salonPageQueryOptions(salonId)];
  });

/** The salon page's title and description name the salon. */
export const salonHead: NonNullable<PageHandle['head']> = ({ queryClient, params, meta }) => {
  const page = queryClient.getQueryData<TSalonPage>(salonPageQueryOptions(salonIdFromQuery(params.id)).queryKey);
  if (!page) return null;
  const { salon } = page;
  const address = salon.addressNew ?? salon.address;
  return {
    title: `${i18n.t('pages.salonDetailOf', { name: salon.name, district: salon.districtName, city: salon.cityName })} | ${BRAND}`,
    description: meta('salonDetailOf', { name: salon.name, address, opens: page.opens, closes: page.closes }),
  };
};

/** The haircut-at-home landing: the areas served and the prices are in the server HTML. */
export const homeHaircutData = (data: RouteData) => queryLoader(data, () => [homeServiceQueryOptions()]);
