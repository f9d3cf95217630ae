import { ERROR_TOAST_MS } from '@shine/shared/rules/constants';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useServiceLang } from '../../../lib/service-lang';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast-store';
import { voucherKeys } from '../api/keys';
import { usePostCode } from '../api/post-code';
import { codeFailure, type CodeClaim } from '../model/campaigns';
import styles from './code-box.module.css';

// The camera scanner and its decoder load only when the customer asks to scan.
const QrDialog = lazy(() => import('./qr-dialog').then((m) => ({ default: m.QrDialog })));

const QrIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <path d="M3 7V4a1 1 0 0 1 1-1h3M17 3h3a1 1 0 0 1 1 1v3M21 17v3a1 1 0 0 1-1 1h-3M7 21H4a1 1 0 0 1-1-1v-3" />
    <rect x="7" y="7" width="4" height="4" />
    <rect x="13" y="13" width="4" height="4" />
    <path d="M13 7h4v2M7 15v2h2" />
  </svg>
);

interface Props {
  /** Whose vouchers a code would go to: claimed only for the customer logged in as the booking phone. */
  claim: CodeClaim;
  bookingPhone: string;
  onRequireLogin(): void;
  /** Logged in as another phone: tab '2' asks to log in with the booking phone. */
  onPhoneMismatch(): void;
  onClaimed(): void;
}

/**
 * Promo code box (spec §2, §8): apply disabled while empty; a refusal shows the server's message in red
 * under the box, a failed call the 'Thông báo!' toast, success 'Lấy mã thành công!' and a fresh list.
 */
export function CodeBox({ claim, bookingPhone, onRequireLogin, onPhoneMismatch, onClaimed }: Props) {
  const lang = useServiceLang();
  const { t: text } = useTranslation('vouchers', { lng: lang });
  const { t: msg } = useTranslation('messages', { lng: lang });
  const queryClient = useQueryClient();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const claimCode = usePostCode(() => {
    toast({ title: msg('voucher.codeSuccess'), type: 'success' });
    setCode('');
  });
  const busy = claimCode.isPending;
  const [scanning, setScanning] = useState(false);
  const [unreadable, setUnreadable] = useState(false);

  const submit = async (value: string) => {
    const trimmed = value.trim();
    // The mutation cache marks a write pending as it starts: a second tap in the same frame sees it
    // (the component's `isPending` waits for the next render).
    if (!trimmed || queryClient.isMutating({ mutationKey: voucherKeys.postCode }) > 0) return;
    if (claim === 'login') return onRequireLogin();
    if (claim === 'phoneMismatch') return onPhoneMismatch();
    setError(null);
    try {
      await claimCode.mutateAsync({ code: trimmed, phone: bookingPhone, lang });
      onClaimed();
    } catch (failure) {
      const outcome = codeFailure(failure);
      if (outcome.kind === 'login') onRequireLogin();
      else if (outcome.kind === 'phoneMismatch') onPhoneMismatch();
      else if (outcome.kind === 'inline') setError(outcome.message);
      else toast({ title: msg('voucher.codeFailedTitle'), message: msg('voucher.codeFailed'), type: 'error', duration: ERROR_TOAST_MS });
    }
  };

  return (
    <div className={styles.wrap}>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(code);
        }}
      >
        <input
          className={`${styles.input} ${error ? styles.invalid : ''}`}
          value={code}
          maxLength={50}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={text('codePlaceholder')}
          aria-label={text('codeLabel')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          data-testid="voucher-code"
        />
        <button type="button" className={styles.scan} onClick={() => setScanning(true)} aria-label={text('scan')} title={text('scan')}>
          <QrIcon />
        </button>
        <button type="submit" className={`btn btn-dark ${styles.apply}`} disabled={code.trim() === '' || busy} data-testid="voucher-code-apply">
          {text('codeApply')}
        </button>
      </form>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {scanning && (
        <Suspense fallback={null}>
          <QrDialog
            onClose={() => setScanning(false)}
            onResult={(value) => {
              setScanning(false);
              setCode(value);
              void submit(value);
            }}
            onUnreadable={() => {
              setScanning(false);
              setUnreadable(true);
            }}
          />
        </Suspense>
      )}
      <Modal
        open={unreadable}
        onClose={() => setUnreadable(false)}
        footer={
          <button type="button" className="btn btn-accent" onClick={() => setUnreadable(false)}>
            {msg('booking.agree')}
          </button>
        }
      >
        <p className={styles.unreadable} data-testid="qr-unreadable">
          {msg('voucher.qrUnreadable')}
        </p>
      </Modal>
    </div>
  );
}
