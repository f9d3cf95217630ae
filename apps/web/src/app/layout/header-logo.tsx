import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BrandLogo, BrandLogoAlt } from '../../components/ui/brand-logo';
import { BRAND } from '../../lib/constants';
import styles from './header.module.css';

/** Spec section 9: the logo alternates every 5 s with a 300 ms fade (transition in the CSS). */
export const LOGO_SWAP_MS = 5000;
const LOGOS = [BrandLogo, BrandLogoAlt];

export function HeaderLogo() {
  const [shown, setShown] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(() => setShown((index) => (index + 1) % LOGOS.length), LOGO_SWAP_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <Link to="/" className={styles.logo} aria-label={BRAND}>
      {LOGOS.map((Logo, index) => (
        <Logo key={index} className={`${styles.logoImage} ${index === shown ? styles.logoShown : ''}`} />
      ))}
    </Link>
  );
}
