import { formatVnd } from '@shine/shared/rules/money';
import type { TPaymentMethod, TReceipt } from '@shine/shared/schemas/floor';
import { useState } from 'react';
import { QrImage } from '../../../components/ui/qr-image';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePayVisit, useVietQr } from '../api/visit-payment';
import styles from './floor.module.css';

const METHODS: TPaymentMethod[] = ['cash', 'card', 'transfer', 'balance'];

/** Reception takes a finished visit's payment: cash, card, a bank transfer by VietQR, or the prepaid balance. */
export function PaymentPanel({ bookingId, salonId, onDone }: { bookingId: number; salonId: number; onDone: (receipt: TReceipt) => void }) {
  const { t } = useTranslation('floor');
  const { t: msg } = useTranslation('messages');
  const [method, setMethod] = useState<TPaymentMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pay = usePayVisit(salonId);
  const qr = useVietQr(bookingId, method === 'transfer');

  const take = (chosen: TPaymentMethod) => {
    setError(null);
    pay.mutate(
      { bookingId, method: chosen },
      { onSuccess: onDone, onError: (cause) => setError(cause instanceof ApiError ? cause.message : msg('error.general')) },
    );
  };

  return (
    <div className={styles.payment} data-testid="payment-panel">
      <div className={styles.actions} role="group" aria-label={t('pay.methods')}>
        {METHODS.map((each) => (
          <button
            key={each}
            type="button"
            className={`btn ${method === each ? 'btn-accent' : 'btn-outline'} ${styles.action}`}
            aria-pressed={method === each}
            disabled={pay.isPending}
            onClick={() => (each === 'transfer' ? setMethod(each) : take(each))}
          >
            {t(`pay.${each}`)}
          </button>
        ))}
      </div>
      {method === 'transfer' && (
        <div className={styles.qr}>
          {qr.data ? (
            <>
              <QrImage text={qr.data.payload} size={220} alt={t('pay.qrAlt', { amount: formatVnd(qr.data.amount) })} />
              <p className={styles.muted}>{t('pay.qrHint', { amount: formatVnd(qr.data.amount), code: qr.data.visitCode })}</p>
              <button type="button" className={`btn btn-accent ${styles.wide}`} disabled={pay.isPending} onClick={() => take('transfer')}>
                {t('pay.transferReceived')}
              </button>
            </>
          ) : qr.error ? (
            <p className={styles.error} role="alert">
              {qr.error instanceof ApiError ? qr.error.message : msg('error.general')}
            </p>
          ) : (
            <p className={styles.muted}>…</p>
          )}
        </div>
      )}
      <p className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
