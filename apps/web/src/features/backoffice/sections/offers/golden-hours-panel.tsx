import type { TAdminCampaign, TAdminGoldenHour } from '@shine/shared/schemas/offers';
import { formatVnd } from '@shine/shared/rules/money';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { now } from '../../../../lib/clock';
import { useTranslation } from '../../../../lib/i18n';
import { useCampaigns, useGoldenHours, useSaveGoldenHour, useStopGoldenHour } from '../../api/offers-data';
import { EntityHistory } from '../../components/entity-history';
import { BackLink, Loading, SaveButton, SaveStatus } from '../../components/save-status';
import { readVnd, formText } from '../../model/admin-context';
import { fromVnInput, showVnTime, toVnInput } from '../../model/offer-time';
import styles from '../../components/backoffice.module.css';
import offers from './offers.module.css';

const BASE = '/quan-tri/uu-dai/gio-vang';
const NEW = 'moi';
const ORDER = ['running', 'upcoming', 'past'] as const;

/** Golden hours: the list (running, upcoming, past), or one hour's editor (`item` = 'moi' or its id). */
export function GoldenHoursPanel({ item }: { item: string }) {
  const hours = useGoldenHours();
  const campaigns = useCampaigns();
  if (!hours.data || !campaigns.data) return <Loading error={hours.error ?? campaigns.error} />;
  if (item === NEW) return <GoldenHourEditor campaigns={campaigns.data} template={hours.data.at(-1)} />;
  const hour = hours.data.find((h) => String(h.id) === item);
  if (hour) return <GoldenHourEditor key={hour.id} hour={hour} campaigns={campaigns.data} />;
  return <GoldenHourList hours={hours.data} campaigns={campaigns.data} />;
}

function GoldenHourList({ hours, campaigns }: { hours: TAdminGoldenHour[]; campaigns: TAdminCampaign[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <div className={styles.row}>
        <p className={styles.muted}>{t('offers.golden.intro')}</p>
        <Link to={`${BASE}/${NEW}`} className={`btn btn-accent ${styles.button}`}>
          {t('offers.golden.create')}
        </Link>
      </div>
      {hours.length === 0 && <p className={styles.muted}>{t('offers.golden.empty')}</p>}
      {ORDER.map((status) => {
        const list = hours.filter((h) => h.status === status);
        if (list.length === 0) return null;
        const ordered = status === 'past' ? [...list].reverse() : list;
        return (
          <section key={status} className={styles.section} aria-labelledby={`golden-${status}`}>
            <h2 id={`golden-${status}`} className={styles.subheading}>
              {t(`offers.golden.groups.${status}`)} ({list.length})
            </h2>
            <table className={`${styles.table} ${offers.fixed}`}>
              <thead>
                <tr>
                  <th>{t('offers.golden.title')}</th>
                  <th>{t('offers.golden.window')}</th>
                  <th>{t('offers.golden.claimed')}</th>
                  <th>{t('offers.golden.campaign')}</th>
                  <th>{t('offers.golden.price')}</th>
                </tr>
              </thead>
              <tbody>
                {ordered.map((h) => (
                  <tr key={h.id}>
                    <td>
                      <Link className={styles.link} to={`${BASE}/${h.id}`}>
                        {h.title}
                      </Link>
                    </td>
                    <td>
                      {showVnTime(h.opensAt)} – {showVnTime(h.closesAt)}
                    </td>
                    <td>
                      {h.claimed}/{h.quantity}
                    </td>
                    <td>{campaigns.find((c) => c.id === h.campaignId)?.name ?? h.campaignId}</td>
                    <td>{formatVnd(h.dealPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}

function GoldenHourEditor({ hour, campaigns, template }: { hour?: TAdminGoldenHour; campaigns: TAdminCampaign[]; template?: TAdminGoldenHour }) {
  const { t } = useTranslation('backoffice');
  const navigate = useNavigate();
  const save = useSaveGoldenHour();
  const [formError, setFormError] = useState<string | null>(null);
  const [campaignId, setCampaignId] = useState(hour?.campaignId ?? campaigns[0]?.id ?? 0);
  const editable = !hour || hour.status === 'upcoming';
  const start = now();
  start.setSeconds(0, 0);
  const campaign = campaigns.find((c) => c.id === campaignId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    const opensAt = fromVnInput(text('opensAt'));
    const closesAt = fromVnInput(text('closesAt'));
    if (closesAt <= opensAt) return setFormError(t('offers.golden.windowError'));
    setFormError(null);
    save.mutate(
      {
        id: hour?.id,
        title: text('title'),
        titleEn: text('titleEn'),
        description: text('description'),
        image: text('image'),
        campaignId,
        opensAt,
        closesAt,
        quantity: Number(text('quantity')),
        oldPrice: readVnd(form.get('oldPrice')) ?? 0,
        dealPrice: readVnd(form.get('dealPrice')) ?? 0,
      },
      { onSuccess: (saved) => !hour && navigate(`${BASE}/${saved.id}`) },
    );
  };

  const heading = hour ? t('offers.golden.editTitle', { title: hour.title }) : t('offers.golden.newTitle');
  return (
    <div className={styles.section}>
      <BackLink to={BASE} />
      <h2 className={styles.subheading}>
        {heading}
        {hour && (
          <>
            {' '}
            <span className={`${offers.status} ${hour.status === 'running' ? offers.running : ''}`}>{t(`offers.status.${hour.status}`)}</span>
          </>
        )}
      </h2>
      <div className={styles.columns}>
        <div className={styles.section}>
          {hour?.status === 'running' && <StopPanel hour={hour} />}
          <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={heading}>
            {!editable && <p className={styles.muted}>{t('offers.golden.locked')}</p>}
            <fieldset disabled={!editable} className={styles.form} style={{ border: 0, padding: 0, margin: 0 }}>
              <div className={offers.grid2}>
                <label className={styles.field}>
                  {t('offers.golden.title')}
                  <input className={styles.input} name="title" defaultValue={hour?.title ?? ''} maxLength={120} required />
                </label>
                <label className={styles.field}>
                  {t('offers.golden.titleEn')}
                  <input className={styles.input} name="titleEn" defaultValue={hour?.titleEn ?? ''} maxLength={120} required />
                </label>
                <label className={styles.field}>
                  {t('offers.golden.opensAt')}
                  <input className={styles.input} type="datetime-local" name="opensAt" defaultValue={toVnInput(hour?.opensAt ?? start)} required />
                </label>
                <label className={styles.field}>
                  {t('offers.golden.closesAt')}
                  <input
                    className={styles.input}
                    type="datetime-local"
                    name="closesAt"
                    defaultValue={toVnInput(hour?.closesAt ?? new Date(start.getTime() + 3_600_000))}
                    required
                  />
                </label>
                <label className={styles.field}>
                  {t('offers.golden.quantity')}
                  <input className={styles.input} type="number" name="quantity" min={1} max={10_000} step={1} defaultValue={hour?.quantity ?? 50} required />
                </label>
                <label className={styles.field}>
                  {t('offers.golden.campaign')}
                  <select className={styles.input} name="campaignId" value={campaignId} onChange={(e) => setCampaignId(Number(e.target.value))}>
                    {campaigns.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.id} · {c.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={styles.field}>
                  {t('offers.golden.oldPrice')}
                  <input className={styles.input} name="oldPrice" inputMode="numeric" defaultValue={hour?.oldPrice ?? template?.oldPrice ?? ''} required />
                </label>
                <label className={styles.field}>
                  {t('offers.golden.dealPrice')}
                  <input className={styles.input} name="dealPrice" inputMode="numeric" defaultValue={hour?.dealPrice ?? template?.dealPrice ?? ''} required />
                </label>
              </div>
              <p className={styles.muted}>
                {t('offers.golden.salons')}:{' '}
                {campaign && campaign.salonIds.length > 0 ? t('offers.golden.salonCount', { count: campaign.salonIds.length }) : t('offers.golden.allSalons')}
                {campaign && (
                  <>
                    {' · '}
                    <Link className={styles.link} to={`/quan-tri/uu-dai/chien-dich/${campaign.id}`}>
                      {campaign.name}
                    </Link>
                  </>
                )}
              </p>
              <label className={styles.field}>
                {t('offers.golden.image')}
                <input className={styles.input} name="image" defaultValue={hour?.image ?? template?.image ?? ''} maxLength={300} required />
              </label>
              <label className={styles.field}>
                {t('offers.golden.description')}
                <textarea className={styles.input} name="description" defaultValue={hour?.description ?? ''} maxLength={1000} required rows={4} />
              </label>
              {editable && <SaveButton pending={save.isPending} label={hour ? t('save') : t('offers.golden.create')} />}
            </fieldset>
            <SaveStatus state={save} formError={formError} />
          </form>
        </div>
        {hour && <EntityHistory entity="goldenHour" entityId={hour.id} />}
      </div>
    </div>
  );
}

/** Stops a running hour, after a second tap (no browser dialog). */
function StopPanel({ hour }: { hour: TAdminGoldenHour }) {
  const { t } = useTranslation('backoffice');
  const stop = useStopGoldenHour();
  const [asking, setAsking] = useState(false);
  return (
    <section className={`${styles.panel} ${styles.row} ${offers.stop}`} aria-label={t('offers.golden.stop')}>
      <p className={styles.muted} style={{ flex: '1 1 280px' }}>
        {asking ? t('offers.golden.stopConfirm') : `${t('offers.golden.claimed')}: ${hour.claimed}/${hour.quantity}`}
      </p>
      {asking ? (
        <>
          <button type="button" className={`btn btn-outline ${styles.button}`} onClick={() => setAsking(false)}>
            {t('cancel')}
          </button>
          <button type="button" className={`btn btn-accent ${styles.button}`} disabled={stop.isPending} onClick={() => stop.mutate(hour.id)}>
            {t('offers.golden.stop')}
          </button>
        </>
      ) : (
        <button type="button" className={`btn btn-outline ${styles.button}`} onClick={() => setAsking(true)}>
          {t('offers.golden.stop')}
        </button>
      )}
      <SaveStatus state={stop} />
    </section>
  );
}
