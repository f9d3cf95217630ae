import type { SVGProps } from 'react';

// Drawn inline like the logos (components/ui/brand-logo.tsx): no SVG document of its own to build, and
// its words are the page's (translated) text.

const SANS = "'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/** An app store's badge; its two lines are the caller's (translated) words. Decorative: the link is named. */
export function StoreBadge({ store, lines: [small, big], ...props }: SVGProps<SVGSVGElement> & { store: 'ios' | 'android'; lines: [string, string] }) {
  return (
    <svg width={150} height={46} viewBox="0 0 150 46" aria-hidden focusable={false} {...props}>
      <rect x="0.5" y="0.5" width="149" height="45" rx="9" fill="#000" stroke="#a9b3c6" />
      {store === 'ios' ? (
        <g transform="translate(12 9)">
          <rect x="3" y="0" width="20" height="28" rx="4" fill="none" stroke="#fff" strokeWidth="2" />
          <path d="M8.5 19.5 13 8l4.5 11.5M10 15.5h6" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        </g>
      ) : (
        <g transform="translate(13 10)">
          <path d="M1 1.5 15 13 1 24.5z" fill="#34c759" />
          <path d="M1 1.5 20 10.2 15 13z" fill="#00b3ff" />
          <path d="M1 24.5 20 15.8 15 13z" fill="#ff3b30" />
          <path d="M20 10.2 25 13 20 15.8 15 13z" fill="#ffcc00" />
        </g>
      )}
      <text x="44" y="19" fontFamily={SANS} fontSize="9" fill="#fff">
        {small}
      </text>
      <text x="44" y="35" fontFamily={SANS} fontSize="16" fontWeight="700" fill="#fff">
        {big}
      </text>
    </svg>
  );
}
