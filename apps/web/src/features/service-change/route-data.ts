import { pageQueryLoader } from '../../lib/page-not-found';
import { type RouteData } from '../../lib/route-data';
import { serviceChangeQueryOptions } from './api/service-change';

/** A proposed change of services, by the link's token; an unknown or malformed link is a 404 page. */
export const serviceChangeData = (data: RouteData) => pageQueryLoader(data, (_url, params) => [serviceChangeQueryOptions(params.id ?? '')]);
