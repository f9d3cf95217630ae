import styles from './brand-logo.module.css';

// The brand's logos, drawn by the page itself: the scissors mark inline, the name as text. As an <img>,
// each SVG file cost the page a document of its own, built on the main thread while the page loads
// (7–12 ms each here, four times that on a phone), and its words were drawn into a picture.
// public/brand/logo.svg stays for what links to it (Open Graph, a guide's structured data). Sized by
// `--logo-size` (its height, 40 px by default); `label` names it, else it is decorative (the link around
// it carries the name).

type Props = { className?: string; label?: string };
const named = (label?: string) => (label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true });

/** The logo: the scissors mark and the name. */
export const BrandLogo = ({ className = '', label }: Props) => (
  <span className={`${styles.logo} ${className}`} {...named(label)}>
    <svg className={styles.mark} viewBox="0 0 36 36" focusable={false}>
      <rect width="36" height="36" rx="10" fill="#f4a62a" />
      <g fill="none" stroke="#0a0f1a" strokeWidth="2.6" strokeLinecap="round">
        <circle cx="12" cy="11" r="4.2" />
        <circle cx="12" cy="25" r="4.2" />
        <path d="M15.2 13.6 28 25.5M15.2 22.4 28 10.5" />
      </g>
    </svg>
    <span className={styles.name}>SHINE</span>
  </span>
);

/** The second logo the header alternates with: the initial in a frame, the name and what the chain is. */
export const BrandLogoAlt = ({ className = '', label }: Props) => (
  <span className={`${styles.logo} ${className}`} {...named(label)}>
    <span className={styles.initial}>S</span>
    <span className={styles.words}>
      <span>SHINE</span>
      <small>SALON TÓC NAM</small>
    </span>
  </span>
);
