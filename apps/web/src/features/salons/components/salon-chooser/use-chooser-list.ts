import { listsSalon, type SalonList, selectNearbySalons, travelMinutes, VISITED_SALONS_SHOWN } from '@shine/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { addressSalonsQueryOptions } from '../../api/get-address-salons';
import { useAllSalons } from '../../api/get-all-salons';
import { nearbySalonsQueryOptions } from '../../api/get-nearby-salons';
import { useVisitedSalons } from '../../api/get-visited-salons';
import { useFilterSalons } from '../../api/filter-salons';
import type { NearbyState } from '../../model/nearby-store';
import type { TSalonCard as SalonCard } from '@shine/shared/schemas/salon';

export type ChooserMode =
  | { kind: 'all' }
  | { kind: 'nearby' }
  | { kind: 'visited' }
  | { kind: 'address'; attrId: number; name: string }
  | { kind: 'city'; cityId: number; cityName: string; districtId: number };

export interface Toggles {
  parking: boolean;
  businessClass: boolean;
}

interface Input {
  mode: ChooserMode;
  keyword: string;
  toggles: Toggles;
  phone: string;
  loggedIn: boolean;
  nearby: NearbyState;
}

/**
 * The salons the chooser shows for its mode (search wins), filtered by the two toggles. Salon 24 only in
 * the lists that show it (all salons, a province: the lists the counts count), never in search or nearby.
 */
export function useChooserList({ mode, keyword, toggles, phone, loggedIn, nearby }: Input): { salons: SalonCard[] | undefined; loading: boolean } {
  const all = useAllSalons(phone);
  const searching = keyword !== '';
  const city = mode.kind === 'city' ? mode : null;
  const filter = useFilterSalons(
    searching ? { keyword, ...toggles } : { cityId: city?.cityId, districtId: city?.districtId || undefined, ...toggles },
    searching || city !== null,
  );
  const point = nearby.status === 'ready' ? nearby.point : null;
  const near = useQuery(nearbySalonsQueryOptions(point, !searching && mode.kind === 'nearby'));
  const visited = useVisitedSalons(phone, !searching && mode.kind === 'visited' && loggedIn);
  const attrId = mode.kind === 'address' ? mode.attrId : 0;
  const address = useQuery(addressSalonsQueryOptions(phone, attrId, !searching));

  return useMemo(() => {
    const byId = new Map((all.data ?? []).map((salon) => [salon.id, salon]));
    const pick = (): { salons: SalonCard[] | undefined; loading: boolean; list: SalonList } => {
      if (searching) return { salons: filter.data, loading: filter.isLoading, list: 'search' };
      if (city) return { salons: filter.data, loading: filter.isLoading, list: 'browse' };
      switch (mode.kind) {
        case 'nearby':
          return {
            salons: near.data ? selectNearbySalons(near.data.map((s) => ({ ...s, distance: s.distance ?? 0 }))) : undefined,
            loading: near.isLoading || nearby.status === 'locating',
            list: 'nearby',
          };
        case 'visited': {
          const ids = (visited.data ?? []).flatMap((group) => group.data).slice(0, VISITED_SALONS_SHOWN);
          return { salons: loggedIn ? ids.flatMap((id) => byId.get(id) ?? []) : [], loading: visited.isLoading || all.isLoading, list: 'visited' };
        }
        case 'address':
          return {
            salons: address.data?.flatMap(({ salonId, distance }) => {
              const salon = byId.get(salonId);
              return salon ? [{ ...salon, distance, travelTime: travelMinutes(distance) }] : [];
            }),
            loading: address.isLoading || all.isLoading,
            list: 'nearby',
          };
        default:
          return { salons: all.data, loading: all.isLoading, list: 'browse' };
      }
    };
    const { salons, loading, list } = pick();
    const shown = salons?.filter((salon) => listsSalon(list, salon.id) && (!toggles.parking || salon.parking) && (!toggles.businessClass || salon.salonTrial));
    return { salons: shown, loading };
  }, [
    all.data,
    all.isLoading,
    searching,
    city,
    filter.data,
    filter.isLoading,
    mode.kind,
    near.data,
    near.isLoading,
    nearby.status,
    visited.data,
    visited.isLoading,
    loggedIn,
    address.data,
    address.isLoading,
    toggles,
  ]);
}
