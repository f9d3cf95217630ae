import '../../locales';
import { cleanName, collapseNameSpaces, NAME_MAX_LENGTH, validateName } from '@shine/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { Modal } from '../../../../components/ui/modal';
import { bookingWriteKeys } from '../../api/keys';
import { useSaveCustomerName } from '../../api/save-customer-name';
import { useBooking } from '../../hooks/booking-context';
import styles from './popups.module.css';

/** Name popup (state 1, spec §4): max 20, letters and spaces; skip, close or a failed save close it. */
export function NamePopup() {
  const { selection, dispatch } = useBooking();
  const { t } = useTranslation('booking');
  const { t: m } = useTranslation('messages');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const save = useSaveCustomerName();
  const saving = save.isPending;
  const close = () => dispatch({ type: 'modalClosed', kind: 'name' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (queryClient.isMutating({ mutationKey: bookingWriteKeys.saveName }) > 0) return;
    const invalid = validateName(value);
    if (invalid) {
      setError(m(invalid));
      return;
    }
    await save.mutateAsync({ phone: selection.phone, name: cleanName(value) }).catch(() => undefined);
    close();
  };

  return (
    <Modal open onClose={close} title={t('nameTitle')}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('nameText')}</p>
        <label className={styles.field}>
          <span>{t('nameLabel')}</span>
          <input
            className={styles.input}
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH + 1}
            placeholder={t('namePlaceholder')}
            value={value}
            onChange={(event) => {
              setValue(collapseNameSpaces(event.target.value).slice(0, NAME_MAX_LENGTH));
              setError(null);
            }}
            aria-invalid={error !== null}
          />
        </label>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.buttons}>
          <button type="button" className="btn btn-outline" onClick={close}>
            {m('step.button.skip')}
          </button>
          <button type="submit" className="btn btn-accent" disabled={saving}>
            {t('save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
