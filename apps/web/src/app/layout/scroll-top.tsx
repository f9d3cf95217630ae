import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { ArrowUpIcon } from '../../components/ui/icons';
import './locales';
import styles from './floating.module.css';

const SHOW_AFTER_PX = 480;

export function ScrollTop() {
  const { t } = useTranslation('layout');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <button
      type="button"
      className={`${styles.scrollTop} ${visible ? styles.scrollTopShown : ''}`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('floating.scrollTop')}
      tabIndex={visible ? 0 : -1}
    >
      <ArrowUpIcon size={20} />
    </button>
  );
}
