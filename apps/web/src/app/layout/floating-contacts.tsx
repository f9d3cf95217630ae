import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { MessengerIcon, ZaloIcon } from '../../components/ui/brand-icons';
import { BriefcaseIcon, ChatIcon, CloseIcon, PhoneIcon, StarIcon } from '../../components/ui/icons';
import { SmartLink } from '../../components/ui/smart-link';
import { HOTLINE, HOTLINE_DISPLAY } from '../../lib/constants';
import { track } from '../../lib/tracking';
import './locales';
import styles from './floating.module.css';

/** The chat apps the buttons open. */
const CHAT_LINKS = {
  zalo: 'https://zalo.me/1900272703',
  messenger: 'https://www.facebook.com/messages/t/shine.salon',
} as const;

/** Floating contact buttons: chat apps, hotline, service rating and franchise contact (spec section 1). */
export function FloatingContacts() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  const items = [
    { id: 'zalo', href: CHAT_LINKS.zalo, label: t('floating.zalo'), icon: <ZaloIcon size={24} />, tone: styles.zalo },
    { id: 'messenger', href: CHAT_LINKS.messenger, label: t('floating.messenger'), icon: <MessengerIcon size={24} />, tone: styles.messenger },
    { id: 'hotline', href: `tel:${HOTLINE}`, label: t('floating.hotline', { phone: HOTLINE_DISPLAY }), icon: <PhoneIcon size={20} />, tone: styles.hotline },
    { id: 'rating', href: '/lich-su-cat', label: t('floating.rating'), icon: <StarIcon size={20} />, tone: styles.rating },
    { id: 'franchise', href: '/lien-he-nhuong-quyen', label: t('floating.franchise'), icon: <BriefcaseIcon size={20} />, tone: styles.franchise },
  ];

  return (
    <div className={`${styles.contacts} ${open ? styles.expanded : ''}`} data-testid="floating-contacts" data-floating="">
      <ul className={styles.items} id="floating-contact-list">
        {items.map((item) => (
          <li key={item.id}>
            {item.href.startsWith('tel:') ? (
              <a href={item.href} className={`${styles.item} ${item.tone}`} aria-label={item.label} onClick={() => track({ eventId: `float_${item.id}` })}>
                {item.icon}
                <span className={styles.tip}>{item.label}</span>
              </a>
            ) : (
              <SmartLink
                href={item.href}
                className={`${styles.item} ${item.tone}`}
                ariaLabel={item.label}
                onClick={() => track({ eventId: `float_${item.id}` })}
              >
                {item.icon}
                <span className={styles.tip}>{item.label}</span>
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="floating-contact-list"
        aria-label={t('floating.contact')}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </div>
  );
}
