import { and, count, eq, isNull } from 'drizzle-orm';
import type { VisitStage } from '@shine/shared';
import type { Tx } from '../../db/client.ts';
import { bookingImages, visits } from '../../db/schema/index.ts';

/**
 * Takes the visit's row lock (two uploads of one visit follow each other, so the limit holds) and
 * answers its stage now and how many after-cut photos it shows; undefined without a visit row.
 */
export async function lockVisitPhotos(tx: Tx, bookingId: number): Promise<{ stage: VisitStage; photos: number } | undefined> {
  const [visit] = await tx.select({ stage: visits.stage }).from(visits).where(eq(visits.bookingId, bookingId)).for('update');
  if (!visit) return undefined;
  const [row] = await tx
    .select({ n: count() })
    .from(bookingImages)
    .where(and(eq(bookingImages.bookingId, bookingId), eq(bookingImages.kind, 'final'), isNull(bookingImages.hiddenAt)));
  return { stage: visit.stage, photos: row?.n ?? 0 };
}

export async function insertFinalPhotos(tx: Tx, input: { bookingId: number; urls: string[]; now: Date }) {
  return tx
    .insert(bookingImages)
    .values(input.urls.map((url) => ({ bookingId: input.bookingId, kind: 'final' as const, url, name: 'Ảnh sau khi cắt', createdAt: input.now })))
    .returning({ id: bookingImages.id, url: bookingImages.url, createdAt: bookingImages.createdAt });
}

/** Deletes one after-cut photo of the visit (a report on it goes with it); undefined when there is none. */
export async function deleteFinalPhoto(tx: Tx, input: { bookingId: number; imageId: number }) {
  const [row] = await tx
    .delete(bookingImages)
    .where(
      and(eq(bookingImages.id, input.imageId), eq(bookingImages.bookingId, input.bookingId), eq(bookingImages.kind, 'final'), isNull(bookingImages.hiddenAt)),
    )
    .returning({ id: bookingImages.id, url: bookingImages.url });
  return row;
}
