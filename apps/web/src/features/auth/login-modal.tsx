import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/ui/modal';
import { closeLogin, useLoginModal } from './login-store';
import styles from './login-modal.module.css';

/** Placeholder of the 4-step login modal (spec section 4); like the real one it ignores mask clicks. */
export function LoginModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, title } = useLoginModal();

  const book = () => {
    closeLogin();
    void navigate('/booking');
  };

  return (
    <Modal
      open={open}
      onClose={closeLogin}
      maskClosable={false}
      title={title ?? t('login.title')}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={closeLogin}>
            {t('common.close')}
          </button>
          <button type="button" className="btn btn-accent" onClick={book}>
            {t('common.bookNow')}
          </button>
        </>
      }
    >
      <p className={styles.text}>{t('login.placeholder')}</p>
    </Modal>
  );
}
