import { useEffect } from 'react';
import { BRAND } from './constants';

/** Sets the browser tab title to '<title> | <brand>' (or just the brand title on home). */
export function useDocumentTitle(title: string, withBrand = true): void {
  useEffect(() => {
    document.title = withBrand ? `${title} | ${BRAND}` : title;
  }, [title, withBrand]);
}
