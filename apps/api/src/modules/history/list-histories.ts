import { formatDateBook, formatDisplayDate, formatHour, zonedNow } from '@shine/shared';
import { envelope } from '@shine/shared/schemas/common';
import { type THistoryItem, ZHistoryPage } from '@shine/shared/schemas/customer';
import type { AppDeps } from '../../app-deps.ts';
import { customerOwner } from '../../lib/customer-answers.ts';
import { type PreparedJson, prepareJson } from '../../lib/prepared-json.ts';
import { DYNAMIC_BROTLI_QUALITY } from '../../plugins/compression.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { serviceStartOf } from '../booking/index.ts';
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

type Page = { pageIndex: number; pageSize: number };

/** Haircut history (/lich-su-cat, spec §9 page size 5): the caller's own completed visits, newest first. */
export async function listHistories(deps: Pick<AppDeps, 'db'>, caller: SessionCustomer, page: Page) {
  const { rows, total } = await pageCompletedBookings(deps.db, caller.customerId, (page.pageIndex - 1) * page.pageSize, page.pageSize);
  return { items: rows.map(toHistoryItem), total, pageIndex: page.pageIndex, pageSize: page.pageSize };
}

const ZHistoryAnswer = envelope(ZHistoryPage);

/**
 * listHistories as sent (issue 29): checked, serialised and compressed once per customer and page, kept
 * until one of his bookings, their services, photos, rating or payment changes (on any instance: the
 * database's notification, lib/customer-answers.ts), at most CUSTOMER_ANSWERS_MS (a salon or stylist renamed).
 */
export function historyAnswer(deps: Pick<AppDeps, 'db' | 'cache'>, caller: SessionCustomer, page: Page): Promise<PreparedJson> {
  return deps.cache.customerAnswers.get(customerOwner(caller.customerId), `history:${page.pageIndex}:${page.pageSize}`, async () =>
    prepareJson(ZHistoryAnswer.parse({ data: await listHistories(deps, caller, page) }), DYNAMIC_BROTLI_QUALITY),
  );
}
