import { PARTNER_FIELDS } from '@shine/shared/rules/recruitment-fields';
import { useTranslation } from '../../../lib/i18n';
import { useSendPartner } from '../api/send-form';
import { partnerSchema } from '../model/form-schemas';
import { ConsentField, Field, Honeypot, SubmitRow, Submitted } from './fields';
import styles from './form.module.css';
import { useConnectSubmit } from './use-connect-submit';
import { useFormFields } from './use-form-fields';
import { PhoneInput } from '../../../components/ui/phone-input';

const EMPTY = { company: '', name: '', phone: '', email: '', field: '', proposal: '', consent: false, website: '' };

/** The partner / advertising proposal (connect). */
export function PartnerForm() {
  const { t } = useTranslation('recruitment');
  const form = useFormFields(EMPTY);
  const send = useSendPartner();
  const { captcha, reference, ref, submit } = useConnectSubmit(form, partnerSchema, send);
  const { values, set, errors } = form;

  if (reference) return <Submitted reference={reference} title={t('partner.doneTitle')} next={t('partner.doneNext')} />;
  return (
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate data-testid="partner-form">
      <h2>{t('partner.formTitle')}</h2>
      <p className={styles.hint}>{t('form.required')}</p>
      <div className={styles.grid}>
        <Field name="company" label={t('partner.company')} error={errors.company} required>
          {(props) => <input {...props} autoComplete="organization" value={values.company} onChange={(e) => set('company', e.target.value)} />}
        </Field>
        <Field name="name" label={t('partner.contact')} error={errors.name} required>
          {(props) => <input {...props} autoComplete="name" value={values.name} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field name="phone" label={t('form.phone')} error={errors.phone} required>
          {(props) => <PhoneInput {...props} placeholder={t('form.phonePlaceholder')} value={values.phone} onChange={(e) => set('phone', e.target.value)} />}
        </Field>
        <Field name="email" label={t('form.email')} error={errors.email} required>
          {(props) => <input {...props} type="email" autoComplete="email" value={values.email} onChange={(e) => set('email', e.target.value)} />}
        </Field>
        <Field name="field" label={t('partner.field')} error={errors.field} required>
          {(props) => (
            <select {...props} value={values.field} onChange={(e) => set('field', e.target.value)}>
              <option value="">{t('form.choose')}</option>
              {PARTNER_FIELDS.map((key) => (
                <option key={key} value={key}>
                  {t(`partner.fields.${key}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field name="proposal" label={t('partner.proposal')} error={errors.proposal} hint={t('partner.proposalHint')} required>
        {(props) => <textarea {...props} maxLength={2200} value={values.proposal} onChange={(e) => set('proposal', e.target.value)} />}
      </Field>
      <ConsentField checked={values.consent} onChange={(v) => set('consent', v)} error={errors.consent} label={t('partner.consent')} />
      <Honeypot value={values.website} onChange={(v) => set('website', v)} />
      <SubmitRow captcha={captcha} pending={send.isPending} error={errors.altcha} formError={form.formError} label={t('partner.submit')} />
    </form>
  );
}
