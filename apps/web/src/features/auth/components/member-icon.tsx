import { UserIcon } from '../../../components/ui/icons';
import { MEMBER_TIERS } from '../account-links';
import styles from './user-menu.module.css';

// One shape per tier (spec §3: different icons by memberType): medal, crown, diamond.
const SHAPES: Record<number, string> = {
  2: 'M12 2 14.6 7.3 20.5 8.2 16.2 12.3 17.2 18.2 12 15.4 6.8 18.2 7.8 12.3 3.5 8.2 9.4 7.3Z',
  3: 'M3 8 7.5 12 12 4 16.5 12 21 8 19 19H5Z',
  4: 'M6 3H18L22 9 12 21 2 9Z',
};

/** The member badge of the header: a tier shape in its colour, or a plain user icon. */
export function MemberIcon({ memberType, size = 28 }: { memberType: number; size?: number }) {
  const tier = MEMBER_TIERS[memberType];
  const shape = SHAPES[memberType];
  if (!tier || !shape) {
    return (
      <span className={styles.badge} style={{ width: size, height: size }} data-member="regular">
        <UserIcon size={Math.round(size * 0.64)} />
      </span>
    );
  }
  return (
    <span className={styles.badge} style={{ width: size, height: size, background: tier.tone }} data-member={tier.name.toLowerCase()} title={tier.name}>
      <svg width={size * 0.64} height={size * 0.64} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={shape} fill="#0a0f1a" />
      </svg>
    </span>
  );
}
