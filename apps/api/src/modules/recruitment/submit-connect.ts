import type { Lang } from '@shine/shared';
import { BUDGETS, FRANCHISE_EXPERIENCES, PARTNER_FIELDS } from '@shine/shared/schemas/recruitment';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { acknowledge } from './acknowledge.ts';
import { contentKey, newReference } from './form-guards.ts';
import { findRecentConnectRequest, insertConnectRequest, insertNotification, lockKey } from './recruitment-repository.ts';

export type FranchiseInput = {
  name: string;
  phone: string;
  email: string;
  province: string;
  area: string;
  budget: (typeof BUDGETS)[number];
  experience: (typeof FRANCHISE_EXPERIENCES)[number];
  message?: string;
};
export type PartnerInput = {
  company: string;
  name: string;
  phone: string;
  email: string;
  field: (typeof PARTNER_FIELDS)[number];
  proposal: string;
};
export type ConnectInput = ({ kind: 'franchise' } & FranchiseInput) | ({ kind: 'partner' } & PartnerInput);

/** The same request again within this time is the earlier record (a double tap, a resend). */
export const DUPLICATE_WINDOW_MS = 60_000;

const BUDGET_TEXT: Record<FranchiseInput['budget'], string> = {
  'under-1b': 'dưới 1 tỷ đồng',
  '1b-2b': '1 - 2 tỷ đồng',
  '2b-3b': '2 - 3 tỷ đồng',
  'over-3b': 'trên 3 tỷ đồng',
};
const EXPERIENCE_TEXT: Record<FranchiseInput['experience'], string> = {
  none: 'chưa từng kinh doanh',
  business: 'đã kinh doanh lĩnh vực khác',
  beauty: 'đã kinh doanh salon, spa, làm đẹp',
  franchise: 'đã từng nhận nhượng quyền',
};
const FIELD_TEXT: Record<PartnerInput['field'], string> = {
  advertising: 'quảng cáo tại salon',
  brand: 'hợp tác thương hiệu',
  supply: 'cung cấp sản phẩm, thiết bị',
  media: 'truyền thông, KOL',
  other: 'khác',
};

/** What the team reads: subject and body of an e-mail, in Vietnamese (the team's language). */
function teamMessage(input: ConnectInput, reference: string) {
  if (input.kind === 'franchise') {
    return {
      subject: `[Nhượng quyền] ${reference} ${input.name} - ${input.province}`,
      body: [
        `Họ tên: ${input.name}`,
        `Điện thoại: ${input.phone}`,
        `Email: ${input.email}`,
        `Tỉnh/thành: ${input.province}`,
        `Khu vực dự kiến: ${input.area}`,
        `Vốn dự kiến: ${BUDGET_TEXT[input.budget]}`,
        `Kinh nghiệm: ${EXPERIENCE_TEXT[input.experience]}`,
        `Lời nhắn: ${input.message ?? '(không có)'}`,
      ].join('\n'),
    };
  }
  return {
    subject: `[Hợp tác] ${reference} ${input.company} - ${FIELD_TEXT[input.field]}`,
    body: [
      `Công ty: ${input.company}`,
      `Người liên hệ: ${input.name}`,
      `Điện thoại: ${input.phone}`,
      `Email: ${input.email}`,
      `Lĩnh vực: ${FIELD_TEXT[input.field]}`,
      `Đề xuất: ${input.proposal}`,
    ].join('\n'),
  };
}

/**
 * connect / connect2: stores the request (status new) and a notification for the team in one
 * transaction, then acknowledges it to the applicant. The same content within a minute (looked up under
 * a lock on that content, so two at once cannot both miss) answers the earlier reference, once stored.
 */
export async function submitConnect(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sender' | 'config'>,
  log: FastifyBaseLogger,
  input: ConnectInput,
  lang: Lang,
): Promise<{ reference: string; duplicate: boolean }> {
  const now = deps.clock.now();
  const dedupeKey = contentKey({ ...input });
  const stored = await deps.db.transaction(async (tx) => {
    await lockKey(tx, `connect:${dedupeKey}`);
    const earlier = await findRecentConnectRequest(tx, dedupeKey, new Date(now.getTime() - DUPLICATE_WINDOW_MS));
    if (earlier) return { reference: earlier.reference, duplicate: true };
    const reference = newReference(input.kind === 'franchise' ? 'NQ' : 'HT');
    const common = { reference, kind: input.kind, name: input.name, phone: input.phone, email: input.email, dedupeKey, createdAt: now, updatedAt: now };
    await insertConnectRequest(
      tx,
      input.kind === 'franchise'
        ? { ...common, province: input.province, area: input.area, budget: input.budget, experience: input.experience, message: input.message ?? null }
        : { ...common, company: input.company, field: input.field, proposal: input.proposal },
    );
    await insertNotification(tx, {
      topic: input.kind,
      reference,
      recipient: deps.config.TEAM_NOTIFY_EMAIL ?? null,
      ...teamMessage(input, reference),
      createdAt: now,
    });
    return { reference, duplicate: false };
  });
  if (!stored.duplicate) {
    await acknowledge(deps, log, {
      phone: input.phone,
      lang,
      key: input.kind === 'franchise' ? 'ack.franchise' : 'ack.partner',
      params: { reference: stored.reference },
    });
  }
  return stored;
}
