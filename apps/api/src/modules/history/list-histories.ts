import { formatDateBook, formatDisplayDate, formatHour, zonedNow } from '@shine/shared';
import { envelope } from '@shine/shared/schemas/common';
import { type THistoryItem, ZHistoryPage } from '@shine/shared/schemas/customer';
import type { AppDeps } from '../../app-deps.ts';
import { type PreparedJson, prepareJson } from '../../lib/prepared-json.ts';
import { DYNAMIC_BROTLI_QUALITY } from '../../plugins/compression.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { serviceStartOf } from '../booking/index.ts';
import { findCustomerRowVersion } from '../customers/index.ts';
import { pageCompletedBookings } from './history-repository.ts';

type Row = Awaited<ReturnType<typeof pageCompletedBookings>>['rows'][number];

function toHistoryItem(row: Row): THistoryItem {
  return {
    bookingId: row.id,
    createdDate: formatDisplayDate(row.dateBook),
    dateBook: formatDateBook(row.dateBook),
    hourBook: formatHour(zonedNow(serviceStartOf(row), row.timeZone).minutes),
    salonName: row.salonName,
    stylistName: row.stylistName,
    services: row.services.map((s) => ({ id: s.serviceId, name: s.name, price: s.price })),
    totalMoney: row.totalPrice,
    finalImage: row.finalImages[0]?.url ?? null,
    images: row.finalImages.map((i) => i.url),
    imageIds: row.finalImages.map((i) => i.id),
    finalImageId: row.finalImages[0]?.id ?? null,
    rating: row.rating ? { stars: row.rating.stars, comment: row.rating.comment } : null,
    receipt:
      row.invoiceNumber !== null && row.paidAmount !== null && row.paidMethod !== null
        ? { amount: row.paidAmount, method: row.paidMethod, invoiceNumber: row.invoiceNumber }
        : null,
  };
}

const ZHistoryAnswer = envelope(ZHistoryPage);

type KeptPage = { version: string; answer: PreparedJson };

/**
 * Haircut history (/lich-su-cat, spec §9 page size 5): the caller's own completed visits, newest first, as sent.
 * Each page is checked, serialised and compressed once and kept with his customer row's version (issue 29: one
 * small read per request instead of the page's query). Every change to his history moves it in its own
 * transaction, on any instance (migration 0033's triggers count up his `history_version`), so no instance answers an
 * old history. The version is read before the page: a write landing between the two leaves an answer with the
 * older version, made again at the next request.
 */
export async function listHistories(
  deps: Pick<AppDeps, 'db' | 'cache'>,
  caller: SessionCustomer,
  page: { pageIndex: number; pageSize: number },
): Promise<PreparedJson> {
  const version = await findCustomerRowVersion(deps.db, caller.customerId);
  const key = `history:${caller.customerId}:${page.pageIndex}:${page.pageSize}`;
  const kept = deps.cache.ownAnswers.peek(key) as KeptPage | undefined;
  if (kept && kept.version === version) return kept.answer;
  const { rows, total } = await pageCompletedBookings(deps.db, caller.customerId, (page.pageIndex - 1) * page.pageSize, page.pageSize);
  const data = { items: rows.map(toHistoryItem), total, pageIndex: page.pageIndex, pageSize: page.pageSize };
  const answer = prepareJson(ZHistoryAnswer.parse({ data }), DYNAMIC_BROTLI_QUALITY);
  if (version !== undefined) deps.cache.ownAnswers.set(key, { version, answer } satisfies KeptPage);
  return answer;
}
