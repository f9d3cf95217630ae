import { PROVINCES_2025 } from '@shine/shared/rules/provinces-2025';
import { BUDGETS, FRANCHISE_EXPERIENCES } from '@shine/shared/rules/recruitment-fields';
import { useTranslation } from '../../../lib/i18n';
import { useSendFranchise } from '../api/send-form';
import { franchiseSchema } from '../model/form-schemas';
import { ConsentField, Field, Honeypot, SubmitRow, Submitted } from './fields';
import styles from './form.module.css';
import { useConnectSubmit } from './use-connect-submit';
import { useFormFields } from './use-form-fields';
import { PhoneInput } from '../../../components/ui/phone-input';

const EMPTY = { name: '', phone: '', email: '', province: '', area: '', budget: '', experience: '', message: '', consent: false, website: '' };

/** The franchise request (connect2): stored, acknowledged by message, answered with a reference. */
export function FranchiseForm() {
  const { t } = useTranslation('recruitment');
  const form = useFormFields(EMPTY);
  const send = useSendFranchise();
  const { captcha, reference, setReference, ref, submit } = useConnectSubmit(form, franchiseSchema, send);
  const { values, set, errors } = form;

  if (reference) {
    return (
      <Submitted
        reference={reference}
        title={t('franchise.doneTitle')}
        next={t('franchise.doneNext')}
        onAgain={() => setReference('')}
        againLabel={t('franchise.again')}
      />
    );
  }
  return (
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate data-testid="franchise-form">
      <h2>{t('franchise.formTitle')}</h2>
      <p className={styles.hint}>{t('form.required')}</p>
      <div className={styles.grid}>
        <Field name="name" label={t('form.name')} error={errors.name} required>
          {(props) => <input {...props} autoComplete="name" value={values.name} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field name="phone" label={t('form.phone')} error={errors.phone} required>
          {(props) => <PhoneInput {...props} placeholder={t('form.phonePlaceholder')} value={values.phone} onChange={(e) => set('phone', e.target.value)} />}
        </Field>
        <Field name="email" label={t('form.email')} error={errors.email} required>
          {(props) => <input {...props} type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />}
        </Field>
        <Field name="province" label={t('franchise.province')} error={errors.province} hint={t('franchise.provinceHint')} required>
          {(props) => (
            <select {...props} value={values.province} onChange={(e) => set('province', e.target.value)}>
              <option value="">{t('form.choose')}</option>
              {PROVINCES_2025.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="area" label={t('franchise.areaField')} error={errors.area} required>
          {(props) => <input {...props} placeholder={t('franchise.areaPlaceholder')} value={values.area} onChange={(e) => set('area', e.target.value)} />}
        </Field>
        <Field name="budget" label={t('franchise.budget')} error={errors.budget} required>
          {(props) => (
            <select {...props} value={values.budget} onChange={(e) => set('budget', e.target.value)}>
              <option value="">{t('form.choose')}</option>
              {BUDGETS.map((key) => (
                <option key={key} value={key}>
                  {t(`franchise.budgets.${key}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="experience" label={t('franchise.experience')} error={errors.experience} required>
          {(props) => (
            <select {...props} value={values.experience} onChange={(e) => set('experience', e.target.value)}>
              <option value="">{t('form.choose')}</option>
              {FRANCHISE_EXPERIENCES.map((key) => (
                <option key={key} value={key}>
                  {t(`franchise.experiences.${key}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field name="message" label={t('form.message')} error={errors.message}>
        {(props) => <textarea {...props} maxLength={1200} value={values.message} onChange={(e) => set('message', e.target.value)} />}
      </Field>
      <ConsentField checked={values.consent} onChange={(v) => set('consent', v)} error={errors.consent} label={t('franchise.consent')} />
      <Honeypot value={values.website} onChange={(v) => set('website', v)} />
      <SubmitRow captcha={captcha} pending={send.isPending} error={errors.altcha} formError={form.formError} label={t('franchise.submit')} />
    </form>
  );
}
