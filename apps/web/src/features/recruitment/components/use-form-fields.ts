import { isRecruitKey, translateRecruit } from '@shine/shared/i18n/recruit';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { BRAND } from '../../../lib/constants';
import { i18n } from '../../../lib/i18n';
import type { LoadSchema } from '../model/form-schemas';

export type FieldErrors = Record<string, string>;

const lang = () => (i18n.language === 'en' ? 'en' : 'vi');

/**
 * A form's values and its messages per field. Values stay as typed whatever the server answers; a
 * field's message goes as soon as it is edited. The same zod schema as the API checks before sending
 * (loaded on the first send, model/form-schemas.ts).
 */
export function useFormFields<T extends Record<string, string | boolean>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');

  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name as string];
      return next;
    });
  }, []);

  /**
   * Messages of the schema's issues (catalogue keys), the first per field; null when valid. The schema loads
   * with the first send; should it not arrive, the server's own check (the same schema) answers instead.
   */
  const check = useCallback(async (load: LoadSchema, body: Record<string, unknown>): Promise<FieldErrors | null> => {
    const schema = await load().catch(() => null);
    if (!schema) return null;
    const parsed = schema.safeParse(body);
    if (parsed.success) return null;
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!found[path]) found[path] = isRecruitKey(issue.message) ? translateRecruit(lang(), issue.message, { product: BRAND }) : issue.message;
    }
    return found;
  }, []);

  /** Shows a refusal: the server's messages next to their fields, anything else above the button. */
  const showError = useCallback((error: unknown) => {
    const issues = error instanceof ApiError ? (error.body?.issues as { path: string; message: string }[] | undefined) : undefined;
    if (issues?.length) {
      setErrors(Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
      setFormError('');
    } else {
      setFormError(error instanceof Error ? error.message : i18n.t('common.generalError'));
    }
  }, []);

  return { values, set, errors, setErrors, formError, setFormError, check, showError };
}

/** Moves focus to the first field with a message (after React has drawn it). */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
