import { formatPhone, normalizePhone } from '@shine/shared/rules/phone';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PhoneIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { HOTLINE, HOTLINE_DISPLAY } from '../../../lib/constants';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './booking-page.module.css';

/** Shell of the booking wizard (spec section 2, step 0 'Đặt lịch giữ chỗ'); the wizard comes later. */
export function BookingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const phone = normalizePhone(params.get('phone') ?? '').replace(/\D/g, '');
  const title = t('pages.booking');
  useDocumentTitle(title);

  return (
    <>
      <PageHero title={title} />
      <section className={`container ${styles.body}`}>
        <div className={styles.card}>
          {phone && (
            <p className={styles.phone}>
              <span>{t('booking.phone')}</span>
              <strong data-testid="booking-phone">{formatPhone(phone)}</strong>
            </p>
          )}
          <p className={styles.notice}>{t('booking.pending', { phone: HOTLINE_DISPLAY })}</p>
          <a href={`tel:${HOTLINE}`} className="btn btn-accent">
            <PhoneIcon size={18} /> {t('booking.call', { phone: HOTLINE_DISPLAY })}
          </a>
          <Link to="/" className={styles.home}>
            {t('common.backHome')}
          </Link>
        </div>
      </section>
    </>
  );
}
