import { formatDateBook, formatDisplayDate, formatHour, zonedNow } from '@shine/shared';
import type { THistoryItem } from '@shine/shared/schemas/customer';
import type { AppDeps } from '../../app-deps.ts';
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

/** Haircut history (/lich-su-cat, spec §9 page size 5): the caller's own completed visits, newest first. */
export async function listHistories(deps: Pick<AppDeps, 'db'>, caller: SessionCustomer, page: { pageIndex: number; pageSize: number }) {
  const { rows, total } = await pageCompletedBookings(deps.db, caller.customerId, (page.pageIndex - 1) * page.pageSize, page.pageSize);
  return { items: rows.map(toHistoryItem), total, pageIndex: page.pageIndex, pageSize: page.pageSize };
}
