import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { ArrowUpIcon } from '../../components/ui/icons';
import './locales';
import styles from './floating.module.css';

const SHOW_AFTER_PX = 480;
/** What a customer taps: the button steps aside rather than lie over one (issue 27: it covered 'Đổi / Hủy lịch'). */
const ACTION = 'a[href], button, input, select, textarea, [role="button"]';

/** Whether an action of the page (floating buttons aside) lies under the spot the button takes. */
function coversAction(button: HTMLElement): boolean {
  // Where it stands when shown: offsets ignore the transform that slides it in (10 px lower while hidden).
  const box = { left: button.offsetLeft, top: button.offsetTop, right: button.offsetLeft + button.offsetWidth, bottom: button.offsetTop + button.offsetHeight };
  for (const element of document.querySelectorAll<HTMLElement>(ACTION)) {
    if (element === button || element.closest('[data-floating]')) continue;
    const rect = element.getBoundingClientRect();
    const crosses = rect.width > 0 && rect.height > 0 && rect.left < box.right && box.left < rect.right && rect.top < box.bottom && box.top < rect.bottom;
    if (crosses && element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return true;
  }
  return false;
}

export function ScrollTop() {
  const { t } = useTranslation('layout');
  const [visible, setVisible] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const self = button.current;
      setVisible(window.scrollY > SHOW_AFTER_PX && self !== null && !coversAction(self));
    };
    // One check a frame: measuring on every scroll event would lay the page out each time.
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  return (
    <button
      ref={button}
      type="button"
      className={`${styles.scrollTop} ${visible ? styles.scrollTopShown : ''}`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('floating.scrollTop')}
      tabIndex={visible ? 0 : -1}
      data-floating=""
    >
      <ArrowUpIcon size={20} />
    </button>
  );
}
