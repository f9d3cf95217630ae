import { ERROR_TOAST_MS } from '@shine/shared';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/** A refused award shows the server's message (spec §8 style), anything else the general failure text. */
export function toastClaimError(error: unknown): void {
  const message = error instanceof ApiError && error.status < 500 ? error.message : i18n.t('rewards:loadFailed');
  toast({ title: i18n.t('messages:otp.booking.checkFailedTitle'), message, type: 'error', duration: ERROR_TOAST_MS });
}
