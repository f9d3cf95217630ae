import { useState } from 'react';

/** Spec §8: a broken service picture falls back to the default image. */
const FALLBACK_IMAGE = '/images/fallback.svg';

export function ServiceImage({ src, alt = '', className }: { src: string | null; alt?: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  return <img className={className} src={broken || !src ? FALLBACK_IMAGE : src} alt={alt} loading="lazy" decoding="async" onError={() => setBroken(true)} />;
}
