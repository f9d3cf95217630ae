import '../locales';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useStore } from '../../../lib/create-store';
import { Spinner } from '../../../components/ui/spinner-overlay';
import { RouteError } from '../../../components/ui/route-fallback';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { lockReason, useStaffLogout, useStaffMe } from '../api/staff-session';
import { FloorBoard } from '../components/floor-board';
import { KioskCheckIn } from '../components/kiosk-check-in';
import { MonitorBoard } from '../components/monitor-board';
import { PinUnlockForm } from '../components/pin-unlock-form';
import { StaffLoginForm } from '../components/staff-login-form';
import { useTablet } from '../model/device-key';
import { useIdleLock } from '../model/use-idle-lock';
import styles from '../components/floor.module.css';

/**
 * /nhan-vien: the salon staff's screen (issue 30), for the reception tablet (1024×768), a stylist's phone
 * or a manager's computer. Not signed in: on an enrolled salon tablet its lock (phone and personal PIN),
 * elsewhere the staff login. Signed in: the day of the salon he works at today, with the steps his role may
 * take (the server checks each one again).
 */
export function FloorPage() {
  const [params] = useSearchParams();
  // The kiosk (spec §2 source=friendly_checkin): the customers' self check-in on an enrolled tablet, no staff session.
  return params.get('source') === 'friendly_checkin' ? <KioskCheckIn /> : <StaffScreens />;
}

function StaffScreens() {
  const { t } = useTranslation('floor');
  useDocumentTitle(t('title'));
  const me = useStaffMe();
  const logout = useStaffLogout();
  const tablet = useTablet();
  const reason = useStore(lockReason);
  const [passwordLogin, setPasswordLogin] = useState(false);
  // A shared tablet locks itself when nobody has touched it for a few minutes.
  useIdleLock(me.data?.deviceId != null, () => logout.mutate());

  if (me.isPending) return <Spinner />;
  if (me.error) return <RouteError />;
  if (!me.data) {
    return (
      <div className={styles.page}>
        {reason && (
          <p className={`${styles.notice} ${styles.loginNotice}`} role="status">
            {reason}
          </p>
        )}
        {tablet && !passwordLogin ? <PinUnlockForm tablet={tablet} onPasswordLogin={() => setPasswordLogin(true)} /> : <StaffLoginForm />}
      </div>
    );
  }
  const staff = me.data;
  const salonId = staff.workSalonId ?? (Array.isArray(staff.salonIds) ? staff.salonIds[0] : undefined);
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <div>
          <strong>{staff.name}</strong> <span className={styles.muted}>· {t(`roles.${staff.role}`)}</span>
          {salonId !== undefined && <span className={styles.muted}> · {t('bar.salon', { id: salonId })}</span>}
        </div>
        <button
          type="button"
          className={`btn btn-outline ${styles.action}`}
          onClick={() => {
            setPasswordLogin(false);
            logout.mutate();
          }}
          disabled={logout.isPending}
        >
          {staff.deviceId !== null ? t('bar.lock') : t('bar.logout')}
        </button>
      </header>
      {salonId === undefined ? (
        <p className={styles.muted}>{t('noSalon')}</p>
      ) : staff.role === 'monitor' ? (
        <MonitorBoard salonId={salonId} />
      ) : (
        <FloorBoard me={staff} salonId={salonId} />
      )}
    </div>
  );
}
