import type { TImageReportState } from '@shine/shared/schemas/customer';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { type ImageReportRow, findOwnFinalImage, upsertImageReport } from './history-repository.ts';

const stateOf = (r: ImageReportRow): TImageReportState => ({
  reportId: r.id,
  bookingId: r.bookingId,
  imageId: r.imageId,
  status: r.resolution === 'remove' ? 'removed' : r.resolution === 'keep' ? 'kept' : 'open',
  reportedAt: r.createdAt.toISOString(),
});

/**
 * Spec §7 report-wrong-image: the caller says an after-cut photo of one of his completed visits is not
 * him; the salon manager then removes or keeps it. Once per image: a second report answers the first
 * one. A photo of another customer's visit (or none) is a 404, never a hint that it exists.
 */
export async function reportWrongImage(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: SessionCustomer,
  input: { bookingId: number; imageId: number },
): Promise<TImageReportState> {
  const image = await findOwnFinalImage(deps.db, { customerId: caller.customerId, ...input });
  if (!image) throw new AppError(404, 'IMAGE_NOT_FOUND', 'history.imageNotFound');
  const report = await upsertImageReport(deps.db, {
    imageId: image.id,
    bookingId: input.bookingId,
    salonId: image.salonId,
    customerId: caller.customerId,
    createdAt: deps.clock.now(),
  });
  return stateOf(report);
}
