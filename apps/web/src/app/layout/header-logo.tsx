import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BrandLogo, BrandLogoAlt } from '../../components/ui/brand-logo';
import { BRAND } from '../../lib/constants';
import styles from './header.module.css';

/** Spec section 9: the logo alternates every 5 s with a 300 ms fade (transition in the CSS). */
export const LOGO_SWAP_MS = 5000;
const LOGOS = [BrandLogo, BrandLogoAlt];

export function HeaderLogo() {
  const [swaps, setSwaps] = useState(0);
  const shown = swaps % LOGOS.length;

  useEffect(() => {
    const timer = window.setInterval(() => setSwaps((count) => count + 1), LOGO_SWAP_MS);
    return () => window.clearInterval(timer);
  }, []);

  // Until the first swap the other logo is not laid out: its lettering (three more type sizes) would
  // cost the page's first layout a font lookup each.
  const className = (index: number) => `${styles.logoImage} ${index === shown ? styles.logoShown : swaps === 0 ? styles.logoDormant : ''}`;
  return (
    <Link to="/" className={styles.logo} aria-label={BRAND}>
      {LOGOS.map((Logo, index) => (
        <Logo key={index} className={className(index)} />
      ))}
    </Link>
  );
}
