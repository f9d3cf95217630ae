import type { TAdminCampaign, TOfferChoices } from '@shine/shared/schemas/offers';
import { formatVnd } from '@shine/shared/rules/money';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { now } from '../../../../lib/clock';
import { useTranslation } from '../../../../lib/i18n';
import { useCampaigns, useOfferChoices, useSaveCampaign } from '../../api/offers-data';
import { CampaignPicture } from './campaign-picture';
import { EntityHistory } from '../../components/entity-history';
import { BackLink, Loading, SaveButton, SaveStatus } from '../../components/save-status';
import { readVnd, formText } from '../../model/admin-context';
import { showDate } from '../../model/offer-time';
import styles from '../../components/backoffice.module.css';
import { VoucherCodes } from './voucher-codes';
import offers from './offers.module.css';

const BASE = '/quan-tri/uu-dai/chien-dich';
const NEW = 'moi';

/** A new campaign's first values: today to a month on, every salon, 10% off the whole order, not yet active. */
function blankCampaign(): TAdminCampaign {
  // Calendar days in Vietnam time (UTC+7).
  const day = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
  const today = now().getTime();
  return {
    id: 0,
    name: '',
    nameEn: null,
    effect: '',
    condition: '',
    startDate: day(today),
    endDate: day(today + 30 * 86_400_000),
    discountType: 'percent',
    discountValue: 10,
    minTotal: 0,
    usagePerCustomer: 1,
    isPublic: true,
    active: false,
    salonIds: [],
    conditionServiceIds: [],
    applyServiceIds: [],
    codes: 0,
    image: null,
  };
}

/** Campaigns: the list, a new campaign's form (`item` = 'moi'), or one campaign's editor with its voucher codes (`item` = its id). */
export function CampaignsPanel({ item }: { item: string }) {
  const { t } = useTranslation('backoffice');
  const campaigns = useCampaigns();
  if (!campaigns.data) return <Loading error={campaigns.error} />;
  if (item === NEW) return <CampaignEditor campaign={blankCampaign()} />;
  const campaign = campaigns.data.find((c) => String(c.id) === item);
  if (campaign) return <CampaignEditor key={campaign.id} campaign={campaign} />;
  return (
    <>
      <div className={styles.row}>
        <p className={styles.muted}>{t('offers.campaign.intro')}</p>
        <Link to={`${BASE}/${NEW}`} className={`btn btn-accent ${styles.button}`}>
          {t('offers.campaign.create')}
        </Link>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('offers.campaign.name')}</th>
            <th>{t('offers.campaign.validity')}</th>
            <th>{t('offers.campaign.discountValue')}</th>
            <th>{t('offers.golden.salons')}</th>
            <th>{t('offers.campaign.codeCount')}</th>
            <th>{t('offers.campaign.active')}</th>
          </tr>
        </thead>
        <tbody>
          {campaigns.data.map((c) => (
            <tr key={c.id}>
              <td>
                <Link className={styles.link} to={`${BASE}/${c.id}`}>
                  {c.name}
                </Link>
              </td>
              <td className={offers.nowrap}>
                {showDate(c.startDate)} → {showDate(c.endDate)}
              </td>
              <td>{c.discountType === 'percent' ? `${c.discountValue}%` : formatVnd(c.discountValue)}</td>
              <td>{c.salonIds.length ? t('offers.golden.salonCount', { count: c.salonIds.length }) : t('offers.golden.allSalons')}</td>
              <td>{c.codes}</td>
              <td>{c.active ? t('offers.campaign.yes') : t('offers.campaign.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function CampaignEditor({ campaign }: { campaign: TAdminCampaign }) {
  const { t } = useTranslation('backoffice');
  const choices = useOfferChoices();
  const save = useSaveCampaign();
  const navigate = useNavigate();
  const isNew = campaign.id === 0;
  const [formError, setFormError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    const ids = (name: string) => form.getAll(name).map(Number);
    if (text('endDate') < text('startDate')) return setFormError(t('offers.campaign.dateError'));
    setFormError(null);
    const usage = text('usagePerCustomer');
    save.mutate(
      {
        id: isNew ? undefined : campaign.id,
        name: text('name'),
        nameEn: text('nameEn') || null,
        effect: text('effect'),
        condition: text('condition'),
        startDate: text('startDate'),
        endDate: text('endDate'),
        discountType: text('discountType') as TAdminCampaign['discountType'],
        discountValue: readVnd(form.get('discountValue')) ?? 0,
        minTotal: readVnd(form.get('minTotal')) ?? 0,
        usagePerCustomer: usage === '' ? null : Number(usage),
        isPublic: form.get('isPublic') === 'on',
        active: form.get('active') === 'on',
        salonIds: ids('salonIds'),
        conditionServiceIds: ids('conditionServiceIds'),
        applyServiceIds: ids('applyServiceIds'),
      },
      { onSuccess: (saved) => isNew && navigate(`${BASE}/${saved.id}`) },
    );
  };
  const title = isNew ? t('offers.campaign.newTitle') : campaign.name;
  return (
    <div className={styles.section}>
      <BackLink to={BASE} />
      <h2 className={styles.subheading}>{title}</h2>
      <div className={styles.columns}>
        <div className={styles.section}>
          <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={title}>
            <div className={offers.grid2}>
              <label className={styles.field}>
                {t('offers.campaign.name')}
                <input className={styles.input} name="name" defaultValue={campaign.name} maxLength={160} required />
              </label>
              <label className={styles.field}>
                {t('offers.campaign.nameEn')}
                <input className={styles.input} name="nameEn" defaultValue={campaign.nameEn ?? ''} maxLength={160} />
              </label>
              <label className={styles.field}>
                {t('offers.campaign.startDate')}
                <input className={styles.input} type="date" name="startDate" defaultValue={campaign.startDate} required />
              </label>
              <label className={styles.field}>
                {t('offers.campaign.endDate')}
                <input className={styles.input} type="date" name="endDate" defaultValue={campaign.endDate} required />
              </label>
              <label className={styles.field}>
                {t('offers.campaign.discountType')}
                <select className={styles.input} name="discountType" defaultValue={campaign.discountType}>
                  {(['percent', 'amount', 'fixed_price'] as const).map((d) => (
                    <option key={d} value={d}>
                      {t(`offers.campaign.discountTypes.${d}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                {t('offers.campaign.discountValue')}
                <input className={styles.input} name="discountValue" inputMode="numeric" defaultValue={campaign.discountValue} required />
              </label>
              <label className={styles.field}>
                {t('offers.campaign.minTotal')}
                <input className={styles.input} name="minTotal" inputMode="numeric" defaultValue={campaign.minTotal} required />
              </label>
              <label className={styles.field}>
                {t('offers.campaign.usagePerCustomer')}
                <input className={styles.input} type="number" min={1} max={1000} name="usagePerCustomer" defaultValue={campaign.usagePerCustomer ?? ''} />
              </label>
            </div>
            <div className={styles.row}>
              <label className={offers.check}>
                <input type="checkbox" name="isPublic" defaultChecked={campaign.isPublic} /> {t('offers.campaign.isPublic')}
              </label>
              <label className={offers.check}>
                <input type="checkbox" name="active" defaultChecked={campaign.active} /> {t('offers.campaign.active')}
              </label>
            </div>
            {choices.data ? (
              <>
                <Picker name="salonIds" legend={t('offers.campaign.salons')} options={choices.data.salons} chosen={campaign.salonIds} />
                <Picker
                  name="conditionServiceIds"
                  legend={t('offers.campaign.conditionServices')}
                  options={choices.data.services}
                  chosen={campaign.conditionServiceIds}
                />
                <Picker name="applyServiceIds" legend={t('offers.campaign.applyServices')} options={choices.data.services} chosen={campaign.applyServiceIds} />
              </>
            ) : (
              <Loading error={choices.error} />
            )}
            <label className={styles.field}>
              {t('offers.campaign.effect')}
              <textarea className={styles.input} name="effect" defaultValue={campaign.effect} maxLength={4000} required rows={4} />
            </label>
            <label className={styles.field}>
              {t('offers.campaign.condition')}
              <textarea className={styles.input} name="condition" defaultValue={campaign.condition} maxLength={4000} required rows={4} />
            </label>
            <SaveButton pending={save.isPending} disabled={!choices.data} label={isNew ? t('offers.campaign.create') : undefined} />
            <SaveStatus state={save} formError={formError} />
          </form>
          {!isNew && <CampaignPicture campaign={campaign} />}
          {!isNew && <VoucherCodes campaignId={campaign.id} />}
        </div>
        {!isNew && <EntityHistory entity="campaign" entityId={campaign.id} />}
      </div>
    </div>
  );
}

/** A list of checkboxes (salons or services), sent as repeated form fields. */
function Picker({ name, legend, options, chosen }: { name: string; legend: string; options: TOfferChoices['salons']; chosen: number[] }) {
  const { t } = useTranslation('backoffice');
  const [count, setCount] = useState(chosen.length);
  return (
    <fieldset className={offers.picker} onChange={(e) => setCount(e.currentTarget.querySelectorAll('input:checked').length)}>
      <legend>
        {legend} · {t('offers.campaign.chosen', { count })}
      </legend>
      <div className={offers.pickerList}>
        {options.map((o) => (
          <label key={o.id} className={offers.check}>
            <input type="checkbox" name={name} value={o.id} defaultChecked={chosen.includes(o.id)} /> {o.id} · {o.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
