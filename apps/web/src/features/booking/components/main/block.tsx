import type { ReactNode } from 'react';
import type { BlockState } from '../../model/booking-types';
import styles from './block.module.css';

interface BlockProps {
  index: number;
  title: string;
  state: BlockState;
  /** Red text under the title (a warning raised by 'Chốt giờ cắt'). */
  warning?: string | null;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One of the main screen's three blocks, styled by its done / active / neutral state (spec §2). */
export function Block({ index, title, state, warning, action, children, testId }: BlockProps) {
  return (
    <section className={`${styles.block} ${styles[state]} ${warning ? styles.warn : ''}`} data-state={state} data-testid={testId}>
      <header className={styles.head}>
        <span className={styles.badge} aria-hidden="true">
          {state === 'done' ? '✓' : index}
        </span>
        <h2 className={styles.title}>{title}</h2>
        {action}
      </header>
      {warning && (
        <p className={styles.warning} role="alert">
          {warning}
        </p>
      )}
      <div className={styles.content}>{children}</div>
    </section>
  );
}
