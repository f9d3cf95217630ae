import type { SVGProps } from 'react';

// Filled marks of the chat and social apps the footer and floating buttons link to.
type Props = SVGProps<SVGSVGElement> & { size?: number };

const base = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
});

export const FacebookIcon = ({ size = 24, ...props }: Props) => (
  <svg {...base(size)} fill="currentColor" {...props}>
    <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4V14h2.8v8z" />
  </svg>
);

export const YoutubeIcon = ({ size = 24, ...props }: Props) => (
  <svg {...base(size)} fill="currentColor" {...props}>
    <path d="M22.5 6.4a2.8 2.8 0 0 0-2-2C18.9 4 12 4 12 4s-6.9 0-8.6.4a2.8 2.8 0 0 0-1.9 2A29 29 0 0 0 1 12a29 29 0 0 0 .5 5.6 2.8 2.8 0 0 0 1.9 2c1.7.4 8.6.4 8.6.4s6.9 0 8.6-.4a2.8 2.8 0 0 0 1.9-2A29 29 0 0 0 23 12a29 29 0 0 0-.5-5.6zM9.8 15.5v-7l6 3.5z" />
  </svg>
);

export const TiktokIcon = ({ size = 24, ...props }: Props) => (
  <svg {...base(size)} fill="currentColor" {...props}>
    <path d="M16.6 2c.4 2.6 2 4.2 4.6 4.4v3.1c-1.6.1-3.1-.4-4.6-1.3v6.2c0 7.9-8.6 10.4-12.1 4.7-2.2-3.6-.8-10 6.4-10.2v3.3c-.5.1-1.1.2-1.6.4-1.6.5-2.5 1.6-2.3 3.4.5 3.5 6.9 4.5 6.3-2.3V2z" />
  </svg>
);

export const ZaloIcon = ({ size = 24, ...props }: Props) => (
  <svg {...base(size)} {...props}>
    <rect x="1.5" y="3" width="21" height="16" rx="6" fill="currentColor" />
    <path d="M7 21.5 8.5 18h4z" fill="currentColor" />
    <path d="M6.5 8h4.2L6.5 14h4.3" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    <path d="M13 9.5v4.5M13 11.8a2 2 0 1 0 4 0 2 2 0 1 0-4 0M18.7 8v6" fill="none" stroke="#fff" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

export const MessengerIcon = ({ size = 24, ...props }: Props) => (
  <svg {...base(size)} {...props}>
    <path fill="currentColor" d="M12 2C6.4 2 2 6.1 2 11.7c0 2.9 1.2 5.5 3.2 7.2v3.6l3.3-1.8c1.1.3 2.3.5 3.5.5 5.6 0 10-4.1 10-9.5S17.6 2 12 2z" />
    <path fill="#fff" d="m6.2 14.4 3-4.7 2.8 2.2 3.1-2.2-3 4.7-2.8-2.2z" />
  </svg>
);
