import { z } from 'zod';
import { type Lang, type LatLng, listsSalon, matchesPlace, type MessageKey, selectNearbySalons, translate } from '@shine/shared';
import { envelope } from '@shine/shared/schemas/common';
import { type TDistrict, type TProvinceList, type TSalonCard, type TSalonDetail, ZSalonCard } from '@shine/shared/schemas/salon';
import type { AppDeps } from '../../app-deps.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import { type PreparedJson, prepareJson } from '../../lib/prepared-json.ts';
import { notFound } from '../../lib/errors.ts';
import { rowsByDistance, toSalonCard, toSalonDetail } from './salon-card.ts';
import { groupByRegion } from './salon-search.ts';
import { visitSetsOf } from '../customers/index.ts';
import { findDistrictsWithSalonCount, findProvincesWithSalonCount, findSalonCardRows } from './salons-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export const ZAllSalonsAnswer = envelope(z.array(ZSalonCard));

/**
 * fetchAllSalon: every active salon (salon 24 too: only search and nearby hide it). The anonymous list
 * is reference data (60 s cache, like the catalogue); `hasCame` makes a customer's list his own.
 */
async function listAllSalons(deps: Deps & Pick<AppDeps, 'cache'>): Promise<TSalonCard[]> {
  const now = deps.clock.now();
  return (await allSalonRows(deps)).map((row) => toSalonCard(row, now));
}

/** Every active salon's card row: reference data, read once a minute (the chooser, nearby lists). */
const allSalonRows = (deps: Deps & Pick<AppDeps, 'cache'>) => cachedReference(deps.cache, 'salon-cards', () => findSalonCardRows(deps.db, {}));

/** The anonymous list, checked against its contract once per salon-data version (the 60 s reference cache). */
const checkedCards = (deps: Deps & Pick<AppDeps, 'cache'>) =>
  cachedReference(deps.cache, 'salon-cards-checked', async () => ZAllSalonsAnswer.parse({ data: await listAllSalons(deps) }).data);

/** The anonymous fetchAllSalon answer, serialised and compressed once per salon-data version: every visitor's chooser asks for it. */
export const allSalonsAnswer = (deps: Deps & Pick<AppDeps, 'cache'>): Promise<PreparedJson> =>
  cachedReference(deps.cache, 'salon-cards-answer', async () => prepareJson({ data: await checkedCards(deps) }));

/**
 * fetchAllSalon for a customer (a session or a phone): the anonymous answer as it is when he came to no
 * salon, else the answer with his salons' `hasCame` set, prepared once a minute per set of salons (most
 * customers share theirs: one home salon, or two) and kept among the few hundred most asked for. His set
 * itself is read once per few seconds (customers' visitSetsOf), not on every request.
 */
export async function salonsAnswerFor(deps: Deps & Pick<AppDeps, 'cache'>, phone: string | undefined): Promise<PreparedJson> {
  const came = phone ? (await visitSetsOf(deps, phone)).salonIds : new Set<number>();
  if (came.size === 0) return allSalonsAnswer(deps);
  const key = `salon-cards-answer:${[...came].sort((a, b) => a - b).join(',')}`;
  return deps.cache.answers.get(key, async () => {
    const cards = await checkedCards(deps);
    return prepareJson({ data: cards.map((card) => (came.has(card.id) ? { ...card, hasCame: true } : card)) }, PER_SET_BROTLI_QUALITY);
  }) as Promise<PreparedJson>;
}

/** A customer's set of salons is asked for less often than the anonymous list: a quicker compression. */
const PER_SET_BROTLI_QUALITY = 5;

export async function findSalonDetail(deps: Deps, id: number, hasCameFor?: string): Promise<TSalonDetail> {
  const [row] = await findSalonCardRows(deps.db, { ids: [id], hasCameFor });
  if (!row) throw notFound('SALON_NOT_FOUND', 'booking.salonNotFound');
  return toSalonDetail(row, deps.clock.now());
}

export type SalonSearch = {
  keyword?: string;
  cityId?: number;
  districtId?: number;
  parking?: boolean;
  businessClass?: boolean;
  from?: LatLng;
};

/** Whether a keyword was typed: a search; otherwise browsing a province or district (spec §9 lists). */
const typed = (keyword: string | undefined): keyword is string => Boolean(keyword && keyword.replace(/["“”,\s]/g, ''));

/**
 * salon-filter: salons matching every given criterion, nearest first when a point is given. A keyword
 * matches whole words of name, address, district and province; a search never shows salon 24.
 */
export async function searchSalons(deps: Deps, search: SalonSearch): Promise<TSalonCard[]> {
  const found = await findSalonCardRows(deps.db, {
    cityId: search.cityId,
    districtId: search.districtId,
    parkingOnly: search.parking === true,
    businessClassOnly: search.businessClass === true,
  });
  const { keyword } = search;
  const rows = typed(keyword) ? found.filter((row) => listsSalon('search', row.salon.id) && matchesPlace(row.salon.searchText, keyword)) : found;
  const now = deps.clock.now();
  const { from } = search;
  if (!from) return rows.map((row) => toSalonCard(row, now));
  return rowsByDistance(from, rows).map(({ row }) => toSalonCard(row, now, from));
}

/** salon-near: salons nearest first, without salon 24, cut to 30 when there are more than 10 (spec §9). */
export async function findNearbySalons(deps: Deps & Pick<AppDeps, 'cache'>, from: LatLng): Promise<TSalonCard[]> {
  const rows = await allSalonRows(deps);
  const now = deps.clock.now();
  return selectNearbySalons(rowsByDistance(from, rows)).map(({ row }) => toSalonCard(row, now, from));
}

const REGION_NAME: Record<number, MessageKey> = { 1: 'salon.regionNorth', 2: 'salon.regionCentral', 3: 'salon.regionSouth' };

/** list-city: provinces with their salon count (what browsing each one lists), flat and grouped by region. */
export async function listProvinces(deps: Deps, input: { keyword?: string; lang: Lang }): Promise<TProvinceList> {
  const { keyword } = input;
  const all = await findProvincesWithSalonCount(deps.db);
  const provinces = typed(keyword) ? all.filter((p) => matchesPlace(p.searchText, keyword)) : all;
  const regionName = (id: number) => {
    const key = REGION_NAME[id];
    return key ? translate(input.lang, key) : String(id);
  };
  return groupByRegion(provinces, regionName);
}

/** district: the districts of a province with their salon count, in Vietnamese name order. */
export async function listDistricts(deps: Deps, cityId: number): Promise<TDistrict[]> {
  const rows = await findDistrictsWithSalonCount(deps.db, cityId);
  return rows.sort((a, b) => a.districtName.localeCompare(b.districtName, 'vi', { numeric: true }));
}
