import type { Lang } from '@shine/shared';
import { type RecruitKey, translateRecruit } from '@shine/shared/i18n/recruit';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/**
 * Tells the applicant his request arrived, through the MessageSender chain (Zalo, then SMS): a template
 * with the reference, no code. The request is already stored, so a failed delivery is logged, not refused.
 */
export async function acknowledge(
  deps: Pick<AppDeps, 'sender' | 'config'>,
  log: FastifyBaseLogger,
  message: { phone: string; key: RecruitKey; lang: Lang; params: Record<string, string> },
): Promise<boolean> {
  const body = translateRecruit(message.lang, message.key, { product: deps.config.BRAND_NAME, ...message.params });
  try {
    await deps.sender.send({ phone: message.phone, channel: 'zalo', purpose: message.key, body });
    return true;
  } catch (err) {
    log.warn({ purpose: message.key, err: err instanceof Error ? err.name : 'error' }, 'acknowledgement not delivered');
    return false;
  }
}
