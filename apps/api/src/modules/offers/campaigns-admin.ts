import { randomInt } from 'node:crypto';
import type { TAdminCampaign, TCampaignBody, TOfferChoices, TVoucherBatchBody, TVoucherCode } from '@shine/shared/schemas/offers';
import type { AppDeps } from '../../app-deps.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { campaignPictureFilesOf } from '@shine/shared/rules/campaign-picture';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type AdminActor, audit, invalidateCustomerCaches } from '../backoffice/index.ts';
import {
  existingReferences,
  findCampaigns,
  findChoices,
  findCodes,
  insertCampaign,
  insertCodes,
  lockCampaign,
  saveCampaign,
  setCampaignImage,
} from './offers-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cache'>;
type CampaignView = Awaited<ReturnType<typeof findCampaigns>>[number];

const toAdmin = (c: CampaignView): TAdminCampaign => ({
  id: c.id,
  name: c.name,
  nameEn: c.nameEn,
  effect: c.effect,
  condition: c.condition,
  startDate: c.startDate,
  endDate: c.endDate,
  discountType: c.discountType,
  discountValue: c.discountValue,
  minTotal: c.minTotal,
  usagePerCustomer: c.usagePerCustomer,
  isPublic: c.isPublic,
  active: c.active,
  salonIds: c.salonIds,
  conditionServiceIds: c.conditionServiceIds,
  applyServiceIds: c.applyServiceIds,
  codes: c.codes,
  image: c.image,
});
const notFound = () => new AppError(404, 'CAMPAIGN_NOT_FOUND', 'admin.notFound');
const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

export async function listCampaigns(deps: Pick<AppDeps, 'db'>): Promise<TAdminCampaign[]> {
  return (await findCampaigns(deps.db)).map(toAdmin);
}

export const offerChoices = (deps: Pick<AppDeps, 'db'>): Promise<TOfferChoices> => findChoices(deps.db);

/** The body's salon and service lists, each id once; a salon or service that does not exist is a 400. */
async function checkedLinks(deps: Pick<AppDeps, 'db'>, body: TCampaignBody) {
  const salonIds = unique(body.salonIds);
  const conditionServiceIds = unique(body.conditionServiceIds);
  const applyServiceIds = unique(body.applyServiceIds);
  const serviceIds = unique([...conditionServiceIds, ...applyServiceIds]);
  const found = await existingReferences(deps.db, salonIds, serviceIds);
  const missing = [...salonIds.filter((s) => !found.salonIds.includes(s)), ...serviceIds.filter((s) => !found.serviceIds.includes(s))];
  if (missing.length) throw badRequest('OFFER_UNKNOWN_REFERENCE', 'offer.unknownReference', { ids: missing.join(', ') });
  const { lang: _lang, salonIds: _s, conditionServiceIds: _c, applyServiceIds: _a, ...fields } = body;
  return { fields, links: { salonIds, conditionServiceIds, applyServiceIds } };
}

/** A new campaign with its benefit, conditions, salons, services and validity; audited, on the customer site at its next load. */
export async function createCampaign(deps: Deps, actor: AdminActor, body: TCampaignBody): Promise<TAdminCampaign> {
  const { fields, links } = await checkedLinks(deps, body);
  const now = deps.clock.now();
  const created = await transactionWithRetry(deps.db, async (tx) => {
    const id = await insertCampaign(tx, fields);
    await saveCampaign(tx, id, fields, links);
    const [saved] = await findCampaigns(tx, id);
    await audit(tx, actor, { at: now, action: 'offer.edit', entity: 'campaign', entityId: id, before: null, after: toAdmin(saved!) });
    return saved!;
  });
  invalidateCustomerCaches(deps);
  return toAdmin(created);
}

/** A campaign's benefit, conditions, salons, services and validity; audited, on the customer site at its next load. */
export async function editCampaign(deps: Deps, actor: AdminActor, id: number, body: TCampaignBody): Promise<TAdminCampaign> {
  const { fields, links } = await checkedLinks(deps, body);
  const now = deps.clock.now();
  const after = await transactionWithRetry(deps.db, async (tx) => {
    if (!(await lockCampaign(tx, id))) throw notFound();
    const [before] = await findCampaigns(tx, id);
    await saveCampaign(tx, id, fields, links);
    const [saved] = await findCampaigns(tx, id);
    await audit(tx, actor, { at: now, action: 'offer.edit', entity: 'campaign', entityId: id, before: toAdmin(before!), after: toAdmin(saved!) });
    return saved!;
  });
  invalidateCustomerCaches(deps);
  return toAdmin(after);
}

// Codes a person reads aloud or types: no 0/O, 1/I/L.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
export const newVoucherCode = (draw: (max: number) => number = randomInt) =>
  `SH${Array.from({ length: CODE_LENGTH }, () => ALPHABET[draw(ALPHABET.length)]).join('')}`;

/**
 * A batch of `count` voucher codes of a campaign, made by the server (crypto random, 31^8 of them); the
 * unique index on the code decides, and a code that happened to exist is drawn again.
 */
export async function generateVoucherCodes(deps: Deps, actor: AdminActor, campaignId: number, body: TVoucherBatchBody): Promise<TVoucherCode[]> {
  const now = deps.clock.now();
  const made = await transactionWithRetry(deps.db, async (tx) => {
    if (!(await lockCampaign(tx, campaignId))) throw notFound();
    const out: TVoucherCode[] = [];
    for (let round = 0; out.length < body.count && round < 5; round++) {
      const wanted = new Set<string>();
      while (wanted.size < body.count - out.length) wanted.add(newVoucherCode());
      out.push(...(await insertCodes(tx, campaignId, [...wanted], body.maxClaims)));
    }
    if (out.length < body.count) throw new Error(`could not draw ${body.count} new voucher codes`);
    await audit(tx, actor, {
      at: now,
      action: 'offer.edit',
      entity: 'campaign',
      entityId: campaignId,
      before: null,
      after: { codesGenerated: out.length, maxClaims: body.maxClaims, first: out[0]!.code, last: out.at(-1)!.code },
    });
    return out;
  });
  invalidateCustomerCaches(deps);
  return made;
}

/** The campaign's newest codes (at most 500). */
export async function listVoucherCodes(deps: Pick<AppDeps, 'db'>, campaignId: number): Promise<TVoucherCode[]> {
  return findCodes(deps.db, campaignId, 500);
}

/** The campaign and the files of ours its old picture leaves unused (the route deletes them once the change is committed). */
export type PictureChange = { campaign: TAdminCampaign; unusedFiles: string[] };

/**
 * A campaign's picture (an upload's address, or null for none), audited; the vouchers show it at their next
 * load. The old picture's files are answered for deletion.
 */
export async function setCampaignPicture(deps: Deps, actor: AdminActor, id: number, image: string | null): Promise<PictureChange> {
  const now = deps.clock.now();
  const { saved, before } = await transactionWithRetry(deps.db, async (tx) => {
    if (!(await lockCampaign(tx, id))) throw notFound();
    const [old] = await findCampaigns(tx, id);
    await setCampaignImage(tx, id, image);
    const [row] = await findCampaigns(tx, id);
    await audit(tx, actor, { at: now, action: 'offer.edit', entity: 'campaign', entityId: id, before: { image: old!.image }, after: { image } });
    return { saved: row!, before: old! };
  });
  invalidateCustomerCaches(deps);
  return { campaign: toAdmin(saved), unusedFiles: before.image === image ? [] : campaignPictureFilesOf(before.image) };
}
