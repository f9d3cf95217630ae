import { normalizePhone } from '@shine/shared/rules/phone';
import type { TCampaignDetail, TCampaignItem } from '@shine/shared/schemas/campaign';

export type PendingCampaign = { campaignId: number; name: string; nameEn?: string } | null;

/** What the booking keeps of an offer: its Vietnamese name (`name`) and its English one. */
export function chosenCampaign(item: Pick<TCampaignItem, 'campaignId' | 'name' | 'nameVi' | 'nameEn'>): NonNullable<PendingCampaign> {
  return { campaignId: item.campaignId, name: item.nameVi ?? item.name, ...(item.nameEn ? { nameEn: item.nameEn } : {}) };
}

/** Spec §4: the check toggles per campaign and only valid campaigns can be checked. */
export function toggleCampaign(pending: PendingCampaign, item: Pick<TCampaignItem, 'campaignId' | 'name' | 'nameVi' | 'nameEn' | 'valid'>): PendingCampaign {
  if (pending?.campaignId === item.campaignId) return null;
  return item.valid ? chosenCampaign(item) : pending;
}

/**
 * Spec §2 step 5: 'Chọn ưu đãi' only when a related service (condition or benefit) is chosen, or the
 * campaign lists none; and, since booking would refuse it, only while the campaign is valid.
 */
export function canChooseCampaign(detail: Pick<TCampaignDetail, 'serviceConditions' | 'serviceApplies' | 'valid'>, chosenIds: readonly number[]): boolean {
  const related = [...detail.serviceConditions, ...detail.serviceApplies].map((s) => s.id);
  const relatedOk = related.length === 0 || related.some((id) => chosenIds.includes(id));
  return relatedOk && detail.valid;
}

/** The logged-in customer's phone from GET /auth/me, as digits "0xxxxxxxxx" (field name tolerant). */
export function readMePhone(me: unknown): string | null {
  if (!me || typeof me !== 'object') return null;
  const record = me as Record<string, unknown>;
  const raw = record.phoneNumber ?? record.phone;
  return typeof raw === 'string' && raw.trim() ? normalizePhone(raw) : null;
}

export type CustomerTabView = 'login' | 'loading' | 'phoneMismatch' | 'list';

/** Spec §2/§6 tab '2': needs login, and the logged-in phone must be the booking phone. */
export function customerTabView(input: { loggedIn: boolean; mePending: boolean; mePhone: string | null; bookingPhone?: string }): CustomerTabView {
  if (!input.loggedIn) return 'login';
  if (input.mePending) return 'loading';
  if (!input.mePhone) return 'login';
  const booking = input.bookingPhone ? normalizePhone(input.bookingPhone) : '';
  return booking !== '' && booking === input.mePhone ? 'list' : 'phoneMismatch';
}

/**
 * What the code box does with a typed code (spec §5, §6): a code lands in the account logged in, so it
 * is claimed only when that account is the booking phone's; otherwise login, or tab '2' with its notice
 * to log in with the booking phone. While the user loads, the server answers (it checks the phone too).
 */
export type CodeClaim = 'login' | 'phoneMismatch' | 'claim';

export function codeClaim(view: CustomerTabView): CodeClaim {
  return view === 'login' || view === 'phoneMismatch' ? view : 'claim';
}

export type CodeOutcome = { kind: 'login' } | { kind: 'phoneMismatch' } | { kind: 'inline'; message: string } | { kind: 'toast' };

/**
 * A failed postCode (spec §8): 401 asks for login, a booking phone other than the logged-in one shows
 * tab '2' with its notice, a business refusal (4xx with the server's message) shows inline in red,
 * anything else (network, 5xx) the 'Thông báo!' toast.
 */
export function codeFailure(error: unknown): CodeOutcome {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : 0;
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  const message = error instanceof Error ? error.message : '';
  if (status === 401) return { kind: 'login' };
  if (code === 'PHONE_MISMATCH') return { kind: 'phoneMismatch' };
  if (status >= 400 && status < 500 && message) return { kind: 'inline', message };
  return { kind: 'toast' };
}
