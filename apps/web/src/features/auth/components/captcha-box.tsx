import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { altchaPayload, solveAltcha } from '../altcha';
import { getCaptcha } from '../api/get-captcha';
import styles from './login-dialog.module.css';

type Status = 'verifying' | 'verified' | 'failed';

interface CaptchaBoxProps {
  /** Changes when the server wants a fresh challenge (after each failed login). */
  generation: number;
  onSolved: (payload: string | null) => void;
}

/**
 * The captcha the server asks for after too many failed logins (spec §4): an ALTCHA proof of work,
 * solved in the browser on its own while 'Đang xác minh…' shows; nothing to click unless it fails.
 */
export function CaptchaBox({ generation, onSolved }: CaptchaBoxProps) {
  const { t } = useTranslation('auth');
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; status: Status }>({ key: '', status: 'verifying' });
  const key = `${generation}:${attempt}`;
  const status = result.key === key ? result.status : 'verifying';

  useEffect(() => {
    const controller = new AbortController();
    onSolved(null);
    getCaptcha(controller.signal)
      .then(async (challenge) => {
        const number = await solveAltcha(challenge, undefined, controller.signal);
        if (controller.signal.aborted) return;
        if (number === null) throw new Error('captcha has no solution');
        onSolved(altchaPayload(challenge, number));
        setResult({ key, status: 'verified' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ key, status: 'failed' });
      });
    return () => controller.abort();
  }, [key, onSolved]);

  return (
    <div className={`${styles.captcha} ${status === 'verified' ? styles.verified : ''}`} role="status" aria-live="polite" data-testid="captcha">
      <span className={`${styles.captchaMark} ${status === 'verifying' ? styles.spinning : ''}`} aria-hidden="true">
        {status === 'verified' && '✓'}
      </span>
      <span>{status === 'verifying' ? t('captchaVerifying') : status === 'verified' ? t('captchaVerified') : t('captchaFailed')}</span>
      {status === 'failed' && (
        <button type="button" className={styles.link} onClick={() => setAttempt((value) => value + 1)}>
          {t('captchaRetry')}
        </button>
      )}
      <span className={styles.captchaName}>{t('captchaLabel')}</span>
    </div>
  );
}
