import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import styles from './backoffice.module.css';

/** What became of the last save: nothing yet, saved, or the server's message; `formError`, the form's own check, first. */
export function SaveStatus({ state, formError }: { state: { isSuccess: boolean; error: unknown }; formError?: string | null }) {
  const { t } = useTranslation('backoffice');
  if (formError) {
    return (
      <p className={styles.error} role="alert">
        {formError}
      </p>
    );
  }
  if (state.error) {
    return (
      <p className={styles.error} role="alert">
        {state.error instanceof ApiError ? state.error.message : t('loadError')}
      </p>
    );
  }
  return (
    <p className={styles.success} role="status">
      {state.isSuccess ? t('saved') : ''}
    </p>
  );
}

/** A form's submit button: "Lưu" (or `label`), "Đang lưu…" while the save is on its way (and then not pressable). */
export function SaveButton({ pending, disabled = false, label }: { pending: boolean; disabled?: boolean; label?: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <button type="submit" className={`btn btn-accent ${styles.button}`} disabled={pending || disabled}>
      {pending ? t('saving') : (label ?? t('save'))}
    </button>
  );
}

/** The loading and error states of a section's data. */
export function Loading({ error }: { error?: unknown }) {
  const { t } = useTranslation('backoffice');
  return error ? (
    <p className={styles.error} role="alert">
      {t('loadError')}
    </p>
  ) : (
    <p className={styles.muted}>{t('loading')}</p>
  );
}

/** An editor's way back to its section's list: "← Về danh sách". */
export function BackLink({ to }: { to: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <Link className={styles.link} to={to}>
      {t('content.back')}
    </Link>
  );
}
