import { formatPhone } from '@shine/shared/rules/phone';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { ACCOUNT_LINKS, MEMBER_TIERS } from '../account-links';
import { logout } from '../session';
import type { User } from '../types';
import { MemberIcon } from './member-icon';
import styles from './user-menu.module.css';

/** Name (or "customer"), phone 4-3-3 and tier of the logged-in customer. */
export function UserSummary({ user, dark = false, compact = false }: { user: User; dark?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  // The header button is narrow: its icon already tells the tier, the dropdown spells it out.
  const tier = compact ? undefined : (user.membershipName ?? MEMBER_TIERS[user.memberType]?.name);
  return (
    <span className={`${styles.summary} ${dark ? styles.onDark : ''}`}>
      <MemberIcon memberType={user.memberType} />
      <span className={styles.who}>
        <strong className={styles.name}>{user.userName || t('account.customer')}</strong>
        <span className={styles.phone} data-testid="user-phone">
          {formatPhone(user.phoneNumber)}
          {tier ? ` · ${tier}` : ''}
        </span>
      </span>
    </span>
  );
}

/** Header button of a logged-in customer with the account dropdown (spec §2 Header). */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  // Open on the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpenOn(open ? null : pathname)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account.menu')}
        data-testid="user-menu"
      >
        <UserSummary user={user} dark compact />
      </button>
      <div id={menuId} className={`${styles.dropdown} ${open ? styles.dropdownOpen : ''}`} role="menu" hidden={!open}>
        <div className={styles.dropdownHead}>
          <UserSummary user={user} />
        </div>
        {ACCOUNT_LINKS.map((link) => (
          <Link key={link.to} to={link.to} role="menuitem" className={styles.item} onClick={() => setOpenOn(null)}>
            {t(link.labelKey)}
            <ChevronRightIcon size={16} />
          </Link>
        ))}
        <button
          type="button"
          role="menuitem"
          className={`${styles.item} ${styles.logout}`}
          onClick={() => {
            setOpenOn(null);
            void logout();
          }}
        >
          {t('account.logout')}
        </button>
      </div>
    </div>
  );
}
