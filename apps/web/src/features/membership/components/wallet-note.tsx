import '../locales';
import { formatDisplayDate, formatVnd, zonedToday } from '@shine/shared';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth';
import { useWallet } from '../api/get-wallet';
import styles from './membership.module.css';

/**
 * "Anh còn 5 lượt cắt" and the balance, for the logged-in customer when he has some (booking step 0
 * and success page). `phone`: only when the booking is for the logged-in customer's own phone.
 */
export function WalletNote({ phone }: { phone?: string }) {
  const { t } = useTranslation('membership');
  const { user } = useCurrentUser();
  const own = Boolean(user && (!phone || user.phoneNumber === phone));
  const wallet = useWallet(own && user ? user.userId : 0);
  const data = wallet.data;
  if (!own || !data || (data.visitsLeft <= 0 && data.balance <= 0)) return null;
  return (
    <p className={styles.walletNote} data-testid="wallet-note">
      {data.visitsLeft > 0 && (
        <strong>
          {t('wallet.visitsLeft', { count: data.visitsLeft })}
          {data.nextVisitExpiry && ` (${t('wallet.expires', { date: formatDisplayDate(zonedToday(new Date(data.nextVisitExpiry))) })})`}
        </strong>
      )}
      {data.balance > 0 && <span>{t('wallet.balance', { amount: formatVnd(data.balance) })}</span>}
      <Link to="/history">{t('result.history')}</Link>
    </p>
  );
}
