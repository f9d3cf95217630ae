import { LOGIN_NOTICE_MS } from '@shine/shared/rules/constants';
import { validateLoginOtp } from '@shine/shared/rules/password';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { CodeInput } from '../../../components/ui/code-input';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { nowMs } from '../../../lib/clock';
import { endSession } from '../../auth';
import { useCountdown } from '../../../lib/use-countdown';
import { useDeleteAccount } from '../api/delete-account';
import { useSendDeleteOtp } from '../api/send-delete-otp';
import styles from './delete-account.module.css';

/** Tick "I understand", get a code, type it: the account is deleted and the session ends. */
export function DeleteAccountForm() {
  const { t } = useTranslation('account');
  const { t: msg } = useTranslation('messages');
  const navigate = useNavigate();
  const id = useId();
  const [understood, setUnderstood] = useState(false);
  const [sent, setSent] = useState<{ hint: string; resendAt: number } | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sending = useSendDeleteOtp();
  const deletion = useDeleteAccount();
  const busy = sending.isPending || deletion.isPending;
  const left = useCountdown(sent?.resendAt ?? 0);
  const onError = (cause: Error) => setError(cause instanceof ApiError ? cause.message : msg('error.general'));

  const sendCode = () => {
    if (busy) return;
    setError(null);
    sending.mutate(undefined, {
      onSuccess: (result) => setSent({ hint: result.message, resendAt: nowMs() + Math.max(0, result.allowResendAfterSeconds) * 1000 }),
      onError,
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateLoginOtp(otp);
    if (invalid) return setError(msg(invalid));
    setError(null);
    deletion.mutate(otp, {
      onSuccess: () => {
        endSession();
        toast({ title: msg('account.deleted'), type: 'success', duration: LOGIN_NOTICE_MS });
        void navigate('/', { replace: true });
      },
      onError,
    });
  };

  if (!sent) {
    return (
      <div className={styles.form}>
        <label className={styles.check}>
          <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
          {t('deletion.understand')}
        </label>
        <p className={styles.error} role="alert" hidden={!error}>
          {error}
        </p>
        <button type="button" className={`btn ${styles.danger}`} disabled={!understood || busy} onClick={sendCode}>
          {t('deletion.sendCode')}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={confirm} noValidate>
      <p className={styles.hint}>{sent.hint}</p>
      <label htmlFor={id} className={styles.label}>
        {t('deletion.codeLabel')}
      </label>
      <CodeInput
        id={id}
        className={styles.input}
        autoFocus
        value={otp}
        onValueChange={setOtp}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error`}
        data-testid="delete-otp"
      />
      <p id={`${id}-error`} className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
      <button type="submit" className={`btn ${styles.danger}`} disabled={busy}>
        {t('deletion.confirm')}
      </button>
      <button type="button" className={styles.resend} disabled={busy || left > 0} onClick={sendCode}>
        {left > 0 ? t('deletion.resendIn', { seconds: left }) : t('deletion.resend')}
      </button>
    </form>
  );
}
