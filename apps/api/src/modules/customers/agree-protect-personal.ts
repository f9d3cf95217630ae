import type { AppDeps } from '../../app.ts';
import { setConsent } from './customers-repository.ts';

/** Privacy consent from the home form (spec §4): recorded on the phone's customer, created if new. */
export async function agreeProtectPersonal(deps: Pick<AppDeps, 'db'>, phone: string): Promise<void> {
  await setConsent(deps.db, phone);
}
