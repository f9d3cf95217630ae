import { queryLoader, type RouteData } from '../../lib/route-data';
import { tiersQueryOptions } from './api/get-tiers';
import { topupProductsQueryOptions } from './api/get-topup-products';

/** The packages on sale and the tiers are in the server HTML (indexable pages). */
export const topupData = (data: RouteData) => queryLoader(data, () => [topupProductsQueryOptions()]);
export const shineMemberData = (data: RouteData) => queryLoader(data, () => [tiersQueryOptions()]);
