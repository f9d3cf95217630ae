import '../locales';
import { CONSENT_TEXT_VERSION, CONSENT_TICKED_AT_START, canAgree } from '@shine/shared/rules/consent';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Modal } from '../../../components/ui/modal';
import { agreeProtectPersonal } from '../api/agree-protect-personal';
import { rememberConsent } from '../consent';
import styles from './consent-modal.module.css';

interface ConsentModalProps {
  phone: string;
  /** Goes on to booking: after agreeing and also when the modal is closed (spec §4). */
  onDone: () => void;
}

/**
 * Privacy consent before the first booking of a phone. The box starts unticked (Law 91/2025/QH15, over spec §4:
 * ADR 012); 'Đồng ý và tiếp tục' works once the customer ticks it, and records the version of the text shown.
 */
export function ConsentModal({ phone, onDone }: ConsentModalProps) {
  const { t } = useTranslation('consent');
  const { t: msg } = useTranslation('messages');
  const [open, setOpen] = useState(true);
  const [checked, setChecked] = useState(CONSENT_TICKED_AT_START);
  const done = useRef(false);

  const proceed = () => {
    if (done.current) return;
    done.current = true;
    setOpen(false);
    onDone();
  };

  const agree = () => {
    if (!canAgree(checked)) return;
    rememberConsent(phone);
    agreeProtectPersonal({ phone, purpose: 'booking', textVersion: CONSENT_TEXT_VERSION }).catch(() => undefined);
    proceed();
  };

  return (
    <Modal
      open={open}
      onClose={proceed}
      title={t('title')}
      footer={
        <button type="button" className="btn btn-accent" onClick={agree} disabled={!canAgree(checked)}>
          {msg('consent.agreeAndContinue')}
        </button>
      }
    >
      <div className={styles.body} data-testid="consent-modal">
        <p>{t('text')}</p>
        <a href="/chinh-sach-bao-mat" target="_blank" rel="noopener noreferrer" className={styles.policy}>
          {t('policy')}
        </a>
        <label className={styles.check}>
          <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
          <span>{t('agree')}</span>
        </label>
      </div>
    </Modal>
  );
}
