import { describe, expect, it } from 'vitest';
import { newsSliderLayout } from '../src/features/content/model/news-slider';

describe('news slider layout', () => {
  it('1.3 cards and gap 16 below 600, 3.5 and gap 20 from 600; arrows only above 768', () => {
    expect(newsSliderLayout(390)).toEqual({ perView: 1.3, gap: 16, arrows: false });
    expect(newsSliderLayout(599)).toEqual({ perView: 1.3, gap: 16, arrows: false });
    expect(newsSliderLayout(600)).toEqual({ perView: 3.5, gap: 20, arrows: false });
    expect(newsSliderLayout(768)).toEqual({ perView: 3.5, gap: 20, arrows: false });
    expect(newsSliderLayout(769)).toEqual({ perView: 3.5, gap: 20, arrows: true });
    expect(newsSliderLayout(1366)).toEqual({ perView: 3.5, gap: 20, arrows: true });
  });
});
