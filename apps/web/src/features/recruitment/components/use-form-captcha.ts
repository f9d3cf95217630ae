import { useCallback, useEffect, useState } from 'react';
import { loadAltcha } from '../../auth';
import { getFormCaptcha } from '../api/get-captcha';

export type CaptchaState = { payload: string | null; status: 'verifying' | 'verified' | 'failed'; renew: () => void };

/**
 * The ALTCHA proof of work of a form (as the login's captcha): solved in the browser as soon as the form
 * shows, renewed after every send (a solution counts once on the server).
 */
export function useFormCaptcha(): CaptchaState {
  const [generation, setGeneration] = useState(0);
  const [result, setResult] = useState<{ generation: number; payload: string | null; failed: boolean }>({ generation: -1, payload: null, failed: false });

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getFormCaptcha(controller.signal), loadAltcha()])
      .then(async ([challenge, { altchaPayload, solveAltcha }]) => {
        const number = await solveAltcha(challenge, undefined, controller.signal);
        if (controller.signal.aborted) return;
        if (number === null) throw new Error('captcha has no solution');
        setResult({ generation, payload: altchaPayload(challenge, number), failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ generation, payload: null, failed: true });
      });
    return () => controller.abort();
  }, [generation]);

  const renew = useCallback(() => setGeneration((value) => value + 1), []);
  const current = result.generation === generation;
  return {
    payload: current ? result.payload : null,
    status: !current ? 'verifying' : result.failed ? 'failed' : 'verified',
    renew,
  };
}
