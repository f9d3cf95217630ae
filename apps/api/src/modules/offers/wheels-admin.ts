import type { TAdminWheel, TWheelPrizesBody } from '@shine/shared/schemas/offers';
import type { AppDeps } from '../../app-deps.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type AdminActor, audit, invalidateCustomerCaches } from '../backoffice/index.ts';
import { findWheels, lockWheelPrizes, setPrizeWeightAndStock } from './offers-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;
type WheelView = Awaited<ReturnType<typeof findWheels>>[number];

const toAdmin = (w: WheelView): TAdminWheel => ({
  id: w.id,
  name: w.name,
  startDate: w.startDate,
  endDate: w.endDate,
  prizes: w.prizes.map((p) => ({ id: p.id, name: p.name, weight: p.weight, stock: p.stock, awarded: p.awarded, isConsolation: p.isConsolation })),
});
const slices = (w: TAdminWheel) => ({ prizes: w.prizes.map(({ id, weight, stock }) => ({ id, weight, stock })) });

export async function listWheels(deps: Pick<AppDeps, 'db'>): Promise<TAdminWheel[]> {
  return (await findWheels(deps.db)).map(toAdmin);
}

/**
 * New weights and stocks of a wheel's prizes. The prizes are locked first, so a spin either drew before
 * (its stock taken under the old numbers) or after; a stock below what was already awarded, a stock on the
 * consolation prize (the spin's fallback must never run out) or weights adding up to 0 are refused.
 */
export async function editWheelPrizes(deps: Deps, actor: AdminActor, wheelId: number, body: TWheelPrizesBody): Promise<TAdminWheel> {
  const now = deps.clock.now();
  const after = await transactionWithRetry(deps.db, async (tx) => {
    const prizes = await lockWheelPrizes(tx, wheelId);
    if (prizes.length === 0) throw new AppError(404, 'WHEEL_NOT_FOUND', 'offer.wheelNotFound');
    const [before] = await findWheels(tx, wheelId);
    for (const change of body.prizes) {
      const prize = prizes.find((p) => p.id === change.id);
      if (!prize) throw badRequest('WHEEL_PRIZE_INVALID', 'offer.prizeNotOnWheel', { id: change.id });
      if (prize.isConsolation && change.stock !== null) throw badRequest('WHEEL_PRIZE_INVALID', 'offer.consolationStock');
      if (change.stock !== null && change.stock < prize.awarded)
        throw badRequest('WHEEL_PRIZE_INVALID', 'offer.stockBelowAwarded', { id: change.id, awarded: prize.awarded });
    }
    const weightOf = (id: number, current: number) => body.prizes.find((c) => c.id === id)?.weight ?? current;
    if (prizes.reduce((sum, p) => sum + weightOf(p.id, p.weight), 0) <= 0) throw badRequest('WHEEL_PRIZE_INVALID', 'offer.weightsZero');
    for (const change of body.prizes) await setPrizeWeightAndStock(tx, change.id, change.weight, change.stock);
    const [saved] = await findWheels(tx, wheelId);
    await audit(tx, actor, {
      at: now,
      action: 'offer.edit',
      entity: 'wheel',
      entityId: wheelId,
      before: slices(toAdmin(before!)),
      after: slices(toAdmin(saved!)),
    });
    return saved!;
  });
  invalidateCustomerCaches(deps);
  return toAdmin(after);
}
