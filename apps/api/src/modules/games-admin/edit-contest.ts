import type { TAdminContest, TContestBody } from '@shine/shared/schemas/games-admin';
import type { AppDeps } from '../../app-deps.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { AppError } from '../../lib/errors.ts';
import { cleanHtml } from '../../lib/html-policies.ts';
import { type AdminActor, audit, invalidateCustomerCaches } from '../backoffice/index.ts';
import { type ContestRow, findContests, insertContest, lockContest, updateContest } from './games-admin-repository.ts';

const toAdmin = (c: ContestRow): TAdminContest => ({
  id: c.id,
  slug: c.slug,
  title: c.title,
  titleEn: c.titleEn,
  summary: c.summary,
  summaryEn: c.summaryEn,
  rules: c.rules,
  rulesEn: c.rulesEn,
  prizes: c.prizes,
  image: c.image,
  startsAt: c.startsAt.toISOString(),
  endsAt: c.endsAt.toISOString(),
});

/** A rule line as the customer page may show it (the contest page renders it as HTML); an emptied one is dropped. */
const cleanRules = (rules: string[]) => rules.map((r) => cleanHtml('campaignBody', r).trim()).filter((r) => r !== '');

export async function listContests(deps: Pick<AppDeps, 'db'>): Promise<TAdminContest[]> {
  return (await findContests(deps.db)).map(toAdmin);
}

/** The fields of a contest as the body sets them (rules cleaned, prizes by rank). */
function fieldsOf(body: TContestBody) {
  return {
    title: body.title,
    titleEn: body.titleEn,
    summary: body.summary,
    summaryEn: body.summaryEn,
    rules: cleanRules(body.rules),
    rulesEn: cleanRules(body.rulesEn),
    prizes: [...body.prizes].sort((a, b) => a.rank - b.rank),
    startsAt: new Date(body.startsAt),
    endsAt: new Date(body.endsAt),
  };
}

/**
 * A new contest (its address `style-master-<id>`, the picture of the latest contest); the contest page shows it
 * once its period has begun (or as the next one before); audited as created.
 */
export async function createContest(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, actor: AdminActor, body: TContestBody): Promise<TAdminContest> {
  const now = deps.clock.now();
  const saved = await transactionWithRetry(deps.db, async (tx) => {
    const row = await insertContest(tx, fieldsOf(body));
    await audit(tx, actor, { at: now, action: 'contest.edit', entity: 'contest', entityId: row.id, before: null, after: toAdmin(row) });
    return row;
  });
  invalidateCustomerCaches(deps, { salonDays: true });
  return toAdmin(saved);
}

/**
 * A contest's period, texts, rules and prizes; audited. Moving the period changes which posts compete and
 * which votes count: the contests' trigger recounts the posts' contest likes in this transaction.
 */
export async function editContest(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, actor: AdminActor, id: number, body: TContestBody): Promise<TAdminContest> {
  const now = deps.clock.now();
  const after = await transactionWithRetry(deps.db, async (tx) => {
    const before = await lockContest(tx, id);
    if (!before) throw new AppError(404, 'CONTEST_NOT_FOUND', 'admin.notFound');
    const saved = await updateContest(tx, id, fieldsOf(body));
    await audit(tx, actor, { at: now, action: 'contest.edit', entity: 'contest', entityId: id, before: toAdmin(before), after: toAdmin(saved) });
    return saved;
  });
  invalidateCustomerCaches(deps, { salonDays: true });
  return toAdmin(after);
}
