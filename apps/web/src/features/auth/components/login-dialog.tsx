import '../locales';
import { useTranslation } from '../../../lib/i18n';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { backStep } from '../login-flow';
import { useLoginModal, type LoginModalState } from '../login-store';
import { useLoginFlow } from '../use-login-flow';
import { NewPasswordStep } from './new-password-step';
import { OtpStep } from './otp-step';
import { PasswordStep } from './password-step';
import { PhoneStep } from './phone-step';
import styles from './login-dialog.module.css';

/** The 4-step login modal of spec §4 (lazy chunk; features/auth/login-modal.tsx mounts it). */
export function LoginDialog() {
  const modal = useLoginModal();
  // Every opening starts a fresh flow.
  return <LoginFlowModal key={modal.session} modal={modal} />;
}

function LoginFlowModal({ modal }: { modal: LoginModalState }) {
  const { t } = useTranslation('auth');
  const { t: tMain } = useTranslation();
  const flow = useLoginFlow(modal);
  const { step } = flow.position;
  const canGoBack = backStep(flow.position) !== null;
  const title = step === 4 ? t(flow.reason === 'forgot' ? 'resetPasswordTitle' : 'createPasswordTitle') : (modal.title ?? tMain('login.title'));

  return (
    <Modal open={modal.open} onClose={flow.close} maskClosable={false} title={title}>
      <div className={styles.top}>
        {canGoBack ? (
          <button type="button" className={styles.back} onClick={flow.back}>
            <ChevronLeftIcon size={18} /> {t('back')}
          </button>
        ) : (
          <span />
        )}
        <span>{t('stepLabel', { step })}</span>
      </div>
      {step === 1 && <PhoneStep flow={flow} />}
      {step === 2 && <PasswordStep flow={flow} />}
      {step === 3 && <OtpStep flow={flow} />}
      {step === 4 && <NewPasswordStep flow={flow} />}
    </Modal>
  );
}
