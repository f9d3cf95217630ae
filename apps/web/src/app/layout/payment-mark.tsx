import type { ReactNode } from 'react';

// Drawn inline like the store badges (store-badge.tsx): a footer of five SVG <img> built five SVG
// documents on the main thread of every short page (the booking wizard, its success page).

export type PaymentId = 'cash' | 'transfer' | 'card' | 'visa' | 'mastercard';

const INK = '#16243d';
const ACCENT = '#f4a62a';

const MARKS: Record<PaymentId, ReactNode> = {
  cash: (
    <>
      <rect x="8" y="9" width="40" height="18" rx="3" fill="#2e9d5b" />
      <circle cx="28" cy="18" r="5" fill="none" stroke="#fff" strokeWidth="2" />
      <circle cx="14" cy="18" r="1.6" fill="#fff" />
      <circle cx="42" cy="18" r="1.6" fill="#fff" />
    </>
  ),
  transfer: (
    <>
      <g fill={INK} transform="translate(0 4)">
        <path d="M18 7 28 2l10 5v3H18z" />
        <rect x="20" y="11" width="3" height="10" />
        <rect x="26.5" y="11" width="3" height="10" />
        <rect x="33" y="11" width="3" height="10" />
        <rect x="17" y="22" width="22" height="3" rx="1" />
      </g>
      <path d="M7 14h6m-2.5-3 3 3-3 3M49 22h-6m2.5-3-3 3 3 3" fill="none" stroke={ACCENT} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  card: (
    <>
      <rect x="9" y="8" width="30" height="20" rx="3" fill={INK} />
      <rect x="9" y="12" width="30" height="4" fill={ACCENT} />
      <rect x="13" y="21" width="9" height="3" rx="1" fill="#a9b3c6" />
      <path d="M43 10v16M47 13v10" stroke={INK} strokeWidth="2.2" strokeLinecap="round" />
    </>
  ),
  visa: (
    <>
      <text
        x="28"
        y="24"
        textAnchor="middle"
        fontFamily="'Arial Black', Arial, 'Liberation Sans', sans-serif"
        fontSize="16"
        fontStyle="italic"
        fontWeight="900"
        letterSpacing="0.5"
        fill="#1a1f71"
      >
        VISA
      </text>
      <rect x="12" y="27" width="32" height="2" fill="#f7b600" />
    </>
  ),
  mastercard: (
    <>
      <circle cx="22.5" cy="18" r="10" fill="#eb001b" />
      <circle cx="33.5" cy="18" r="10" fill="#f79e1b" />
      <path d="M28 9.6a10 10 0 0 1 0 16.8 10 10 0 0 1 0-16.8z" fill="#ff5f00" />
    </>
  ),
};

/** The payment methods the chain accepts, in the footer's order. */
export const PAYMENT_METHODS = Object.keys(MARKS) as PaymentId[];

/** A payment method's mark on its white card (56 × 36), named by `label` (translated). */
export function PaymentMark({ id, label }: { id: PaymentId; label: string }) {
  return (
    <svg width={56} height={36} viewBox="0 0 56 36" role="img" aria-label={label} focusable={false}>
      <title>{label}</title>
      <rect width="56" height="36" rx="6" fill="#fff" />
      {MARKS[id]}
    </svg>
  );
}
