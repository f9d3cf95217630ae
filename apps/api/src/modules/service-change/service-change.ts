import { translate, zonedToday } from '@shine/shared';
import type { TProposedChange, TServiceChangeDecision, TServiceChangeView } from '@shine/shared/schemas/service-change';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashSecretToken as hashToken, newSecretToken } from '../../lib/secret-token.ts';
import { findBookingView, isActive, lockBooking, tryReplaceServices, toBookingRecord, type PricedOrder, priceServices } from '../booking/index.ts';
import { findSalon } from '../salons/index.ts';
import { type ServiceChangeRow, findProposalByTokenHash, insertProposal, lockProposal, markDecided } from './service-change-repository.ts';

/** How long the link in the message can be answered: the customer is in the chair, the stylist waits. */
export const SERVICE_CHANGE_MINUTES = 30;

const notFound = () => new AppError(404, 'SERVICE_CHANGE_NOT_FOUND', 'serviceChange.notFound');
const notChangeable = () => new AppError(409, 'BOOKING_NOT_CHANGEABLE', 'serviceChange.notChangeable');

/** The new list priced as a create would price it: with the booking's offer while it still applies, else without. */
async function priceProposal(
  deps: Pick<AppDeps, 'db' | 'cache'>,
  input: { serviceIds: number[]; salonId: number; date: string; campaignId: number | null },
): Promise<PricedOrder> {
  try {
    return await priceServices(deps, input);
  } catch (err) {
    if (input.campaignId && err instanceof AppError && err.code.startsWith('CAMPAIGN_')) return priceServices(deps, { ...input, campaignId: null });
    throw err;
  }
}

/** Writes the audit row of a proposal in the transaction that stores it (the floor's audit log). */
export type ProposalAudit = (
  tx: Tx,
  proposal: { proposalId: number; bookingId: number; salonId: number; serviceIds: number[]; totalPrice: number; now: Date },
) => Promise<void>;

/**
 * The salon proposes a new list of services for a visit taking place today; the customer gets a link
 * (Zalo, else SMS) to compare and answer. The prices and minutes are the server's, from the catalogue.
 */
export async function proposeServiceChange(
  deps: Pick<AppDeps, 'db' | 'cache' | 'clock' | 'sender' | 'config'>,
  input: { bookingId: number; serviceIds: number[]; staffId?: number; audit?: ProposalAudit },
): Promise<TProposedChange> {
  const view = await findBookingView(deps.db, input.bookingId);
  if (!view) throw new AppError(404, 'BOOKING_NOT_FOUND', 'booking.notExist');
  const booking = view.booking;
  const salon = await findSalon(deps.db, booking.salonId);
  const now = deps.clock.now();
  if (
    !booking.phone ||
    !isActive(booking.status) ||
    booking.status === 'pending_otp' ||
    booking.dateBook !== zonedToday(now, salon?.timeZone ?? 'Asia/Ho_Chi_Minh')
  ) {
    throw notChangeable();
  }
  const current = view.services
    .map((s) => s.serviceId)
    .sort((a, b) => a - b)
    .join(',');
  if ([...new Set(input.serviceIds)].sort((a, b) => a - b).join(',') === current) throw new AppError(400, 'SERVICE_CHANGE_SAME', 'serviceChange.same');

  const priced = await priceProposal(deps, { serviceIds: input.serviceIds, salonId: booking.salonId, date: booking.dateBook, campaignId: booking.campaignId });
  const { token, hash } = newSecretToken();
  const expiresAt = new Date(now.getTime() + SERVICE_CHANGE_MINUTES * 60_000);
  // Under the booking's row lock, proposals of one booking follow each other: the last one stays open.
  const proposal = await deps.db.transaction(async (tx) => {
    await lockBooking(tx, booking.id);
    const row = await insertProposal(tx, {
      bookingId: booking.id,
      tokenHash: hash,
      services: priced.services.map((s, i) => ({
        serviceId: s.id,
        name: s.name,
        price: priced.pricing.lines[i]!.newPrice,
        oldPrice: priced.originalPrices[i]!,
        timeServe: s.timeServe,
      })),
      totalPrice: priced.pricing.newTotal,
      oldTotalPrice: priced.originalTotal,
      campaignId: priced.campaignId,
      durationMinutes: priced.durationMinutes,
      proposedBy: input.staffId ?? null,
      expiresAt,
      createdAt: now,
    });
    await input.audit?.(tx, {
      proposalId: row.id,
      bookingId: booking.id,
      salonId: booking.salonId,
      serviceIds: row.services.map((s) => s.serviceId),
      totalPrice: row.totalPrice,
      now,
    });
    return row;
  });

  const record = toBookingRecord(view, salon?.timeZone);
  const url = `${deps.config.PUBLIC_BASE_URL.replace(/\/$/, '')}/xac-nhan-thay-doi-dvsp/${token}`;
  const body = translate('vi', 'serviceChange.message', {
    product: deps.config.BRAND_NAME,
    hour: record.hourBook,
    date: record.dateBook,
    minutes: SERVICE_CHANGE_MINUTES,
    url,
  });
  // Every gateway failing is the chain's 503 MESSAGE_NOT_DELIVERED; the salon proposes again (this one is then superseded).
  const sentTo = await deps.sender.send({ phone: booking.phone, channel: 'zalo', purpose: 'service_change', body });
  return { id: proposal.id, expiresAt: expiresAt.toISOString(), sentTo };
}

/** What the page shows: the visit, the services now and the ones proposed, and whether it can still be answered. */
async function toView(deps: Pick<AppDeps, 'db' | 'clock'>, proposal: ServiceChangeRow): Promise<TServiceChangeView> {
  const view = await findBookingView(deps.db, proposal.bookingId);
  if (!view?.booking.phone) throw notFound();
  const salon = await findSalon(deps.db, view.booking.salonId);
  const record = toBookingRecord(view, salon?.timeZone);
  const expired = proposal.expiresAt.getTime() <= deps.clock.now().getTime();
  const state =
    proposal.status === 'accepted' || proposal.status === 'declined'
      ? proposal.status
      : proposal.status === 'superseded' || !isActive(view.booking.status)
        ? 'closed'
        : expired
          ? 'expired'
          : 'pending';
  const minutes = (lines: { timeServe: number }[]) => lines.reduce((sum, l) => sum + l.timeServe, 0);
  const lines = (list: { name: string; price: number; oldPrice: number; timeServe: number }[]) =>
    list.map(({ name, price, oldPrice, timeServe }) => ({ name, price, oldPrice, timeServe }));
  return {
    state,
    expiresAt: proposal.expiresAt.toISOString(),
    bookingId: record.id,
    salonName: record.salonName,
    salonAddress: record.salonAddress,
    stylistName: record.stylistName,
    dateBook: record.dateBook,
    hourBook: record.hourBook,
    phoneMasked: `••• ••• ${view.booking.phone.slice(-3)}`,
    // Once accepted, the booking holds the proposed services: "before" is then unknown, the proposal is what stands.
    current:
      proposal.status === 'accepted'
        ? { services: lines(proposal.services), total: proposal.totalPrice, oldTotal: proposal.oldTotalPrice, minutes: proposal.durationMinutes }
        : { services: lines(view.services), total: view.booking.totalPrice, oldTotal: view.booking.oldTotalPrice, minutes: minutes(view.services) },
    proposed: { services: lines(proposal.services), total: proposal.totalPrice, oldTotal: proposal.oldTotalPrice, minutes: proposal.durationMinutes },
  };
}

export async function viewServiceChange(deps: Pick<AppDeps, 'db' | 'clock'>, token: string): Promise<TServiceChangeView> {
  const proposal = await findProposalByTokenHash(deps.db, hashToken(token));
  if (!proposal) throw notFound();
  return toView(deps, proposal);
}

/**
 * The customer's answer, decided once under a row lock. Accepting replaces the booking's services and
 * moves its end; when the stylist's next customer leaves no room, nothing changes and the proposal
 * stays open (the salon can propose something shorter).
 */
export async function decideServiceChange(deps: Pick<AppDeps, 'db' | 'clock'>, token: string, decision: TServiceChangeDecision): Promise<TServiceChangeView> {
  const now = deps.clock.now();
  const decided = await deps.db.transaction(async (tx) => {
    const proposal = await lockProposal(tx, hashToken(token));
    if (!proposal) throw notFound();
    if (proposal.status === 'accepted' || proposal.status === 'declined') throw new AppError(409, 'SERVICE_CHANGE_DECIDED', 'serviceChange.decided');
    const booking = await lockBooking(tx, proposal.bookingId);
    if (proposal.status === 'superseded' || !booking?.phone || !isActive(booking.status))
      throw new AppError(409, 'SERVICE_CHANGE_CLOSED', 'serviceChange.closed');
    if (proposal.expiresAt.getTime() <= now.getTime()) throw new AppError(409, 'SERVICE_CHANGE_EXPIRED', 'serviceChange.expired');

    if (decision === 'accept') {
      const view = await findBookingView(tx, booking.id);
      const before = (view?.services ?? []).reduce((sum, s) => sum + s.timeServe, 0);
      const changed = await tryReplaceServices(tx, booking, {
        lines: proposal.services.map((s) => ({
          serviceId: s.serviceId,
          name: s.name,
          price: s.price,
          oldPrice: s.oldPrice,
          timeServe: s.timeServe,
          campaignId: proposal.campaignId,
        })),
        totalPrice: proposal.totalPrice,
        oldTotalPrice: proposal.oldTotalPrice,
        campaignId: proposal.campaignId,
        endAt: new Date(booking.endAt.getTime() + (proposal.durationMinutes - before) * 60_000),
        reason: `services changed (proposal ${proposal.id})`,
        now,
      });
      if (!changed) throw new AppError(409, 'STYLIST_BUSY', 'serviceChange.noTime');
    }
    await markDecided(tx, proposal.id, decision === 'accept' ? 'accepted' : 'declined', now);
    return { ...proposal, status: decision === 'accept' ? ('accepted' as const) : ('declined' as const), decidedAt: now };
  });
  return toView(deps, decided);
}
