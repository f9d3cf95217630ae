import styles from './options.module.css';

interface SwitchRowProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  testId?: string;
}

/** A labelled on/off switch (role="switch"). */
export function SwitchRow({ label, hint, checked, onChange, testId }: SwitchRowProps) {
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span className={styles.label}>{label}</span>
        {hint && <small>{hint}</small>}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        className={styles.switch}
        onClick={() => onChange(!checked)}
        data-testid={testId}
      >
        <span className={styles.knob} />
      </button>
    </div>
  );
}
