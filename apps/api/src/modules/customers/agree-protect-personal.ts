import type { ConsentPurpose, ConsentTextVersion } from '@shine/shared/rules/consent';
import type { AppDeps } from '../../app-deps.ts';
import { recordConsent } from './customers-repository.ts';

/**
 * Privacy consent from the home form (spec §4; ADR 012): the phone, the purpose, the version of the text the
 * customer agreed to and the server's time are recorded; the customer is created if new.
 */
export async function agreeProtectPersonal(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { phone: string; purpose: ConsentPurpose; textVersion: ConsentTextVersion },
): Promise<void> {
  await recordConsent(deps.db, { ...input, at: deps.clock.now() });
}
