import { useEffect, useId, useInsertionEffect, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { CloseIcon } from './icons';
import styles from './modal.module.css';

/** Spec section 9: a closed modal stays mounted this long so its exit animation can play. */
export const MODAL_UNMOUNT_DELAY_MS = 500;

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab past the last control goes round to the first, Shift+Tab before the first to the last: the page behind is out of reach. */
function keepFocusInside(event: ReactKeyboardEvent<HTMLDivElement>) {
  // A modal opened inside this one's content has handled its own Tab (React events bubble out of portals).
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const dialog = event.currentTarget;
  const controls = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)];
  const first = controls[0] ?? dialog;
  const last = controls.at(-1) ?? dialog;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || active === dialog : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** False for modals that must not close on a click outside (the login modal). */
  maskClosable?: boolean;
  /** Width on desktop; below 768 px the modal is full width. */
  width?: number;
  className?: string;
}

/** Dialog of 480 px (full width on mobile), closed by its button, Escape and (optionally) the mask. */
export function Modal({ open, onClose, title, children, footer, maskClosable = true, width = 480, className }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const hydrated = useHydrated();
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  // The latest onClose, so an inline arrow from the parent does not re-run the open effect.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (open || !mounted) return;
    const timer = window.setTimeout(() => setMounted(false), MODAL_UNMOUNT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, mounted]);

  // What has the focus as the modal opens, read before a field of the content takes it (autoFocus acts
  // with the layout effects; an insertion effect runs before them). It gets the focus back on close.
  useInsertionEffect(() => {
    if (!open) return;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openerRef.current = active && !dialogRef.current?.contains(active) ? active : null;
  }, [open]);

  // In the commit that shows the dialog (a layout effect): Escape and the focus work from its first frame,
  // also when it opens as its lazy content arrives (a passive effect could then run a while later).
  useLayoutEffect(() => {
    if (!open) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // An input of the content may have taken focus already (autoFocus); otherwise the dialog takes it.
    if (!dialogRef.current?.contains(document.activeElement)) dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // The focus goes back to what opened the modal once it closes. Not in the layout cleanup: the closing
  // dialog stays in the page for its exit animation, and React, restoring the focus it had before the
  // commit, would put it back into the dialog; a passive cleanup runs after that.
  useEffect(() => {
    if (!open) return;
    const opener = openerRef.current;
    return () => opener?.focus();
  }, [open]);

  // A portal into document.body: not on the server, so not in the hydrating render either.
  if (!mounted || !hydrated) return null;
  return createPortal(
    <div className={`${styles.root} ${open ? styles.open : styles.closing}`}>
      <div className={styles.mask} onClick={maskClosable ? onClose : undefined} aria-hidden="true" />
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${className ?? ''}`}
        style={{ maxWidth: width }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon size={20} />
        </button>
        {title && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
