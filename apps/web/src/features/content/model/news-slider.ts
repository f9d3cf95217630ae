/**
 * The news slider's geometry (spec §2 news page, §9): 1.3 cards below 600 px, 3.5 from 600; gap 16 px
 * on narrow screens and 20 otherwise; arrows only above 768 px.
 */
export const NEWS_BREAKPOINT = 600;
export const NEWS_ARROWS_ABOVE = 768;
/** The end flag follows a slide change after this delay (spec §6). */
export const NEWS_END_DELAY_MS = 500;

export function newsSliderLayout(width: number): { perView: number; gap: number; arrows: boolean } {
  const narrow = width < NEWS_BREAKPOINT;
  return { perView: narrow ? 1.3 : 3.5, gap: narrow ? 16 : 20, arrows: width > NEWS_ARROWS_ABOVE };
}
