import { useEffect, useState } from 'react';

/**
 * A QR code of `text`, drawn in the browser as SVG. The encoder (qrcode) is fetched with the first QR a
 * screen shows, so no page that has none pays for it; until then a blank square of the same size holds the
 * place (no layout shift).
 */
export function QrImage({ text, size, alt, className }: { text: string; size: number; alt: string; className?: string }) {
  const [svg, setSvg] = useState<{ text: string; markup: string } | null>(null);

  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then(({ toString }) => toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((markup) => live && setSvg({ text, markup }));
    return () => {
      live = false;
    };
  }, [text]);

  if (svg?.text !== text) return <span className={className} style={{ display: 'inline-block', width: size, height: size }} aria-busy="true" />;
  return <img className={className} src={`data:image/svg+xml;utf8,${encodeURIComponent(svg.markup)}`} width={size} height={size} alt={alt} />;
}
