import { translateRecruit } from '@shine/shared/i18n/recruit';
import { CV_MAX_BYTES, JOB_EXPERIENCES } from '@shine/shared/rules/recruitment-fields';
import type { TJobDetail } from '@shine/shared/schemas/recruitment';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { BRAND } from '../../../lib/constants';
import { useSendApplication } from '../api/send-form';
import { applicationSchema } from '../model/form-schemas';
import { ConsentField, Field, Honeypot, SubmitRow, Submitted } from './fields';
import styles from './form.module.css';
import { useFormCaptcha } from './use-form-captcha';
import { focusFirstError, useFormFields } from './use-form-fields';
import { PhoneInput } from '../../../components/ui/phone-input';

const EMPTY = { name: '', phone: '', email: '', experience: '', message: '', consent: false, website: '' };

/**
 * The application of a job page, with the CV as a file. The browser checks size and emptiness only;
 * whether it is really a PDF or DOCX is read from its bytes by the server.
 */
export function ApplicationForm({ job }: { job: TJobDetail }) {
  const { t, language } = useTranslation('recruitment');
  const form = useFormFields(EMPTY);
  const captcha = useFormCaptcha();
  const send = useSendApplication(job.slug);
  const [cv, setCv] = useState<File | null>(null);
  const [reference, setReference] = useState('');
  const ref = useRef<HTMLFormElement>(null);
  const { values, set, errors } = form;
  const lang = language === 'en' ? 'en' : 'vi';

  const cvProblem = (file: File | null) => {
    if (!file) return job.cvRequired ? translateRecruit(lang, 'cv.required') : undefined;
    if (file.size === 0) return translateRecruit(lang, 'cv.empty');
    if (file.size > CV_MAX_BYTES) return translateRecruit(lang, 'cv.tooBig');
    return undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void checkAndSend();
  };

  const checkAndSend = async () => {
    const body = { ...values, altcha: captcha.payload ?? '' };
    const found = { ...((await form.check(applicationSchema, body)) ?? {}) };
    const problem = cvProblem(cv);
    if (problem) found.cv = problem;
    form.setFormError('');
    if (Object.keys(found).length > 0) {
      form.setErrors(found);
      focusFirstError(ref.current);
      return;
    }
    const data = new FormData();
    for (const [key, value] of Object.entries(body)) data.set(key, String(value));
    if (cv) data.set('cv', cv, cv.name);
    send.mutate(data, {
      onSuccess: (result) => setReference(result.reference),
      onError: (error) => {
        form.showError(error);
        focusFirstError(ref.current);
      },
      onSettled: captcha.renew,
    });
  };

  if (reference) return <Submitted reference={reference} title={t('job.doneTitle')} next={t('job.doneNext')} />;
  return (
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate data-testid="application-form">
      <h2>{t('job.applyTitle')}</h2>
      <p className={styles.hint}>{t('form.required')}</p>
      <div className={styles.grid}>
        <Field name="name" label={t('form.name')} error={errors.name} required>
          {(props) => <input {...props} autoComplete="name" value={values.name} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field name="phone" label={t('form.phone')} error={errors.phone} required>
          {(props) => <PhoneInput {...props} placeholder={t('form.phonePlaceholder')} value={values.phone} onChange={(e) => set('phone', e.target.value)} />}
        </Field>
        <Field name="email" label={t('form.emailOptional')} error={errors.email}>
          {(props) => <input {...props} type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />}
        </Field>
        <Field name="experience" label={t('job.experience')} error={errors.experience} required>
          {(props) => (
            <select {...props} value={values.experience} onChange={(e) => set('experience', e.target.value)}>
              <option value="">{t('form.choose')}</option>
              {JOB_EXPERIENCES.map((key) => (
                <option key={key} value={key}>
                  {t(`job.experiences.${key}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field name="cv" label={job.cvRequired ? t('job.cv') : t('job.cvOptional')} error={errors.cv} hint={t('job.cvHint')} required={job.cvRequired}>
        {(props) => (
          <input
            {...props}
            type="file"
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              setCv(file);
              const problem = file ? cvProblem(file) : undefined;
              form.setErrors((current) => {
                const next = { ...current };
                if (problem) next.cv = problem;
                else delete next.cv;
                return next;
              });
            }}
          />
        )}
      </Field>
      <Field name="message" label={t('form.message')} error={errors.message}>
        {(props) => <textarea {...props} maxLength={1200} value={values.message} onChange={(e) => set('message', e.target.value)} />}
      </Field>
      <ConsentField checked={values.consent} onChange={(v) => set('consent', v)} error={errors.consent} label={t('job.consent', { product: BRAND })} />
      <Honeypot value={values.website} onChange={(v) => set('website', v)} />
      <SubmitRow captcha={captcha} pending={send.isPending} error={errors.altcha} formError={form.formError} label={t('job.submit')} />
    </form>
  );
}
