import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useCheckIn } from '../api/floor-day';
import { readCheckInInput } from '../model/visit-actions';
import styles from './floor.module.css';

/** Reception checks a customer in by his phone or by the code of his QR (a scanner types it into the box). */
export function CheckInForm({ salonId }: { salonId: number }) {
  const { t } = useTranslation('floor');
  const { t: msg } = useTranslation('messages');
  const id = useId();
  const [value, setValue] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const checkIn = useCheckIn(salonId);
  const busy = checkIn.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = readCheckInInput(value);
    if (!input) return setResult({ ok: false, text: t('checkIn.invalid') });
    const handlers = {
      onSuccess: () => {
        setValue('');
        setResult({ ok: true, text: t('done.checkIn') });
      },
      onError: (cause: Error) => setResult({ ok: false, text: cause instanceof ApiError ? cause.message : msg('error.general') }),
    };
    checkIn.mutate(input, handlers);
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <h2 className={styles.panelTitle}>{t('checkIn.heading')}</h2>
      <label className={styles.label} htmlFor={id}>
        {t('checkIn.label')}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.muted}>
        {t('checkIn.hint')}
      </p>
      <p className={result?.ok ? styles.success : styles.error} role={result?.ok ? 'status' : 'alert'} hidden={!result}>
        {result?.text}
      </p>
      <button type="submit" className={`btn btn-accent ${styles.wide}`} disabled={busy}>
        {t('checkIn.submit')}
      </button>
    </form>
  );
}
