import { randomInt } from 'node:crypto';
import { formatDisplayDate, QUEST_CAN_REPEAT, questProgress, stepsToPay, zonedToday } from '@shine/shared';
import { type TGift, type TQuestKey, type TQuests, type TSpinResult, type TSpinsResult, ZWheel } from '@shine/shared/schemas/rewards';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { SessionCustomer } from '../auth/index.ts';
import { cachedReference } from '../../lib/app-cache.ts';
import type { Lang } from '../../lib/lang.ts';
import { withOwnFields } from '../../lib/prepared-json.ts';
import { findQuestRule, findQuestRules, type QuestRuleRow } from './loyalty-rules-repository.ts';
import {
  completedBookingKey,
  earnQuestSpins,
  exchangePointsForSpin,
  findGifts,
  findPrizes,
  findQuestSteps,
  findSpinsAndPoints,
  findSpinsLeft,
  findWheel,
  findWheelBySlug,
  inStock,
  type PrizeRow,
  spinWheel,
  type WheelRow,
} from './wheel-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;

/** Quest steps count from this many days back (a wheel season). */
export const QUEST_WINDOW_DAYS = 30;

/**
 * The quest rules the back office sets, kept with the reference data (60 s; the back office's save drops them,
 * other instances follow within the minute). A paid visit's spin reads its rule in the payment's transaction.
 */
const questRulesOf = (deps: Pick<AppDeps, 'db' | 'cache'>) => cachedReference(deps.cache, 'quest-rules', () => findQuestRules(deps.db));

/** A kind with a single step never repeats, whatever the row says. */
const repeats = (rule: QuestRuleRow) => rule.repeatable && QUEST_CAN_REPEAT[rule.key];

const running = (w: WheelRow, today: string) => today >= w.startDate && today <= w.endDate;
const prizeView = (p: PrizeRow) => ({ id: p.id, sort: p.sort, name: p.name, image: p.image, available: inStock(p) });

const ZWheelShared = ZWheel.omit({ spinsLeft: true, points: true });
const ZWheelOwn = ZWheel.pick({ spinsLeft: true, points: true });

function sharedOf(deps: Deps, wheel: WheelRow, prizes: PrizeRow[]) {
  return {
    id: wheel.id,
    slug: wheel.slug,
    name: wheel.name,
    description: wheel.description,
    spinPoints: wheel.spinPoints,
    startDate: formatDisplayDate(wheel.startDate),
    endDate: formatDisplayDate(wheel.endDate),
    running: running(wheel, zonedToday(deps.clock.now())),
    prizes: prizes.map(prizeView),
  };
}

const ownKey = (customerId: number) => `spins-points:${customerId}`;

/**
 * The logged-in caller's spins left and points (one query), null for a visitor; kept a few seconds in
 * the customers cache (CUSTOMER_FACTS_MS), dropped here by every write of either (spinsOrPointsChanged).
 */
async function ownOf(deps: Deps & Pick<AppDeps, 'cache'>, caller: SessionCustomer | undefined) {
  if (!caller) return { spinsLeft: null, points: null };
  return deps.cache.customers.get(ownKey(caller.customerId), () => findSpinsAndPoints(deps.db, caller.customerId)) as Promise<{
    spinsLeft: number;
    points: number;
  }>;
}

/** After a write of a customer's spins or points (a spin, a quest, an exchange, a claim paid in points, a paid visit's spin). */
export function spinsOrPointsChanged(deps: Pick<AppDeps, 'cache'>, customerId: number) {
  deps.cache.customers.delete(ownKey(customerId));
}

const wheelKey = (deps: Pick<AppDeps, 'clock'>, slug: string) => `wheel:${slug}:${zonedToday(deps.clock.now())}`;

/**
 * The wheel as sent: the wheel and its prizes (with what is in stock) checked and serialised once and kept
 * 2 s (a spin here drops it; one on another instance shows within those seconds), the caller's own spins
 * and points read in one query and added to those bytes.
 */
export async function wheelAnswer(deps: Deps, input: { slug: string; caller?: SessionCustomer }): Promise<Buffer> {
  const [shared, own] = await Promise.all([
    deps.cache.live.get(wheelKey(deps, input.slug), async () => {
      const wheel = await findWheelBySlug(deps.db, input.slug);
      return wheel ? JSON.stringify(ZWheelShared.parse(sharedOf(deps, wheel, await findPrizes(deps.db, wheel.id)))) : null;
    }) as Promise<string | null>,
    ownOf(deps, input.caller),
  ]);
  if (shared === null) throw notFound('WHEEL_NOT_FOUND', 'wheel.notFound');
  return withOwnFields(shared, ZWheelOwn.parse(own));
}

async function requireRunningWheel(deps: Deps, wheelId: number): Promise<WheelRow> {
  const wheel = await findWheel(deps.db, wheelId);
  if (!wheel) throw notFound('WHEEL_NOT_FOUND', 'wheel.notFound');
  if (!running(wheel, zonedToday(deps.clock.now()))) throw badRequest('WHEEL_NOT_RUNNING', 'wheel.notRunning');
  return wheel;
}

/** wheeling: the server draws (crypto.randomInt), takes the stock and records the spin; the page then animates to it. */
export async function spin(deps: Deps, input: { wheelId: number; caller: SessionCustomer; roll?: (max: number) => number }): Promise<TSpinResult> {
  const wheel = await requireRunningWheel(deps, input.wheelId);
  const result = await spinWheel(deps.db, {
    wheelId: wheel.id,
    customerId: input.caller.customerId,
    now: deps.clock.now(),
    roll: input.roll ?? ((max) => randomInt(max)),
  });
  // The prizes' stock and his spins moved: the wheel's next answer here shows them.
  deps.cache.live.delete(wheelKey(deps, wheel.slug));
  spinsOrPointsChanged(deps, input.caller.customerId);
  if (!result.ok) throw badRequest('NO_SPIN_LEFT', 'wheel.noSpinLeft');
  return {
    spinId: result.spinId,
    prize: prizeView(result.prize),
    isConsolation: result.prize.isConsolation,
    voucherId: result.voucherId,
    points: result.points,
    spinsLeft: result.spinsLeft,
  };
}

/** The running quests (in the back office's order and the caller's language), with steps done and spins to collect. */
export async function quests(deps: Deps, caller: SessionCustomer, lang: Lang = 'vi'): Promise<TQuests> {
  const since = new Date(deps.clock.now().getTime() - QUEST_WINDOW_DAYS * 86_400_000);
  const [{ steps, earned }, spinsLeft, rules] = await Promise.all([
    findQuestSteps(deps.db, caller.customerId, since),
    findSpinsLeft(deps.db, caller.customerId),
    questRulesOf(deps),
  ]);
  return {
    spinsLeft,
    quests: rules
      .filter((rule) => rule.active)
      .map((rule) => {
        const key = rule.key;
        const repeatable = repeats(rule);
        const { done, rewarded, fresh } = questProgress({ steps: steps[key], earned, repeatable, kind: key });
        return {
          key,
          title: lang === 'en' ? rule.titleEn : rule.title,
          description: lang === 'en' ? rule.descriptionEn : rule.description,
          spinsPerStep: rule.spinsPerStep,
          done,
          rewarded,
          claimable: fresh.length * rule.spinsPerStep,
          repeatable,
        };
      }),
  };
}

/**
 * Collects the spins of a quest's new steps, the rule's spins for each (each step pays once, also under
 * concurrent taps); a quest the back office switched off is refused (400 QUEST_INACTIVE).
 */
export async function claimQuest(deps: Deps, input: { quest: TQuestKey; caller: SessionCustomer }): Promise<TSpinsResult> {
  const rule = (await questRulesOf(deps)).find((r) => r.key === input.quest);
  if (!rule?.active) throw badRequest('QUEST_INACTIVE', 'quest.inactive');
  const since = new Date(deps.clock.now().getTime() - QUEST_WINDOW_DAYS * 86_400_000);
  const { steps, earned } = await findQuestSteps(deps.db, input.caller.customerId, since);
  const repeatable = repeats(rule);
  const fresh = stepsToPay({ steps: steps[input.quest], earned, repeatable, kind: input.quest });
  const result = fresh.length
    ? await earnQuestSpins(deps.db, {
        customerId: input.caller.customerId,
        keys: fresh,
        spinsPerStep: rule.spinsPerStep,
        once: repeatable ? undefined : input.quest,
        now: deps.clock.now(),
      })
    : { added: 0, spinsLeft: 0 };
  spinsOrPointsChanged(deps, input.caller.customerId);
  if (result.added === 0) throw badRequest('QUEST_NOTHING_TO_CLAIM', 'quest.nothingToClaim');
  return { added: result.added, spinsLeft: result.spinsLeft, balance: null };
}

/** exchange: the wheel's spin price in points for one spin, atomically. */
export async function exchangeSpin(deps: Deps, input: { wheelId: number; caller: SessionCustomer }): Promise<TSpinsResult> {
  const wheel = await requireRunningWheel(deps, input.wheelId);
  const result = await exchangePointsForSpin(deps.db, {
    customerId: input.caller.customerId,
    points: wheel.spinPoints,
    wheelName: wheel.name,
    now: deps.clock.now(),
  });
  spinsOrPointsChanged(deps, input.caller.customerId);
  if (!result.ok) throw badRequest('POINTS_NOT_ENOUGH', 'points.notEnough');
  return { added: 1, spinsLeft: result.spinsLeft, balance: result.balance };
}

export async function gifts(deps: Deps, caller: SessionCustomer): Promise<TGift[]> {
  return (await findGifts(deps.db, caller.customerId)).map((g) => ({ ...g, createdAt: g.createdAt.toISOString() }));
}

/**
 * The spins a paid visit earns on the "completed booking" quest, given by the floor's payment in its own
 * transaction (`db` may be that transaction), as the back office's rule says (read in that transaction; none
 * while the quest is off): the step's key pays once, so a customer who already collected it, or a second call,
 * adds nothing. Answers the spins added.
 */
export async function earnCompletedVisitSpin(db: Db, input: { customerId: number; bookingId: number; now: Date }): Promise<number> {
  const rule = await findQuestRule(db, 'completed_booking');
  if (!rule?.active) return 0;
  const repeatable = repeats(rule);
  return (
    await earnQuestSpins(db, {
      customerId: input.customerId,
      keys: [completedBookingKey(input.bookingId)],
      spinsPerStep: rule.spinsPerStep,
      once: repeatable ? undefined : 'completed_booking',
      now: input.now,
    })
  ).added;
}
