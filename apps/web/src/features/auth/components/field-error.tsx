import styles from './login-dialog.module.css';

/** The message under an input: validation (spec §5) or the server's answer (spec §8). */
export function FieldError({ id, text }: { id?: string; text: string | null | undefined }) {
  return (
    <p id={id} className={styles.error} role="alert" hidden={!text}>
      {text}
    </p>
  );
}
