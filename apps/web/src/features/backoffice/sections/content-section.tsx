import type { TAdminBanner, TAdminHomeSection } from '@shine/shared/schemas/backoffice';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useAdminHome, useSaveBanner, useSaveHomeSection } from '../api/admin-data';
import { EntityHistory } from '../components/entity-history';
import { BackLink, Loading, SaveButton, SaveStatus } from '../components/save-status';
import styles from '../components/backoffice.module.css';
import { formText } from '../model/admin-context';

const BASE = '/quan-tri/noi-dung';
const orNull = (value: string) => (value === '' ? null : value);

/** The home page (spec §2 Home): its banners (desktop and mobile images) and its sections in order. */
export function Section({ path }: { path: string }) {
  const { t } = useTranslation('backoffice');
  const home = useAdminHome();
  if (!home.data) return <Loading error={home.error} />;
  const [kind, rawId] = path.split('/');
  const id = Number(rawId);
  const banner = kind === 'banner' ? home.data.banners.find((b) => b.id === id) : undefined;
  const section = kind === 'muc' ? home.data.sections.find((s) => s.id === id) : undefined;
  if (banner) return <BannerEditor banner={banner} />;
  if (section) return <SectionEditor section={section} />;
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.content')}</h1>
      <p className={styles.muted}>{t('content.hint')}</p>
      <h2 className={styles.subheading}>{t('content.banners')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('form.sort')}</th>
            <th>{t('form.title')}</th>
            <th>{t('form.imageDesktop')}</th>
            <th>{t('form.imageMobile')}</th>
          </tr>
        </thead>
        <tbody>
          {home.data.banners.map((b) => (
            <tr key={b.id}>
              <td>{b.sort}</td>
              <td>
                <Link className={styles.link} to={`${BASE}/banner/${b.id}`}>
                  {b.title}
                </Link>
              </td>
              <td>{b.link}</td>
              <td>{b.linkMobile ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className={styles.subheading}>{t('content.sections')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('form.sort')}</th>
            <th>{t('form.title')}</th>
            <th>{t('content.layout')}</th>
            <th>{t('content.items')}</th>
          </tr>
        </thead>
        <tbody>
          {home.data.sections.map((s) => (
            <tr key={s.id}>
              <td>{s.sort}</td>
              <td>
                <Link className={styles.link} to={`${BASE}/muc/${s.id}`}>
                  {s.title || s.layout}
                </Link>
              </td>
              <td>{s.layout}</td>
              <td>{s.items}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Field({ label, name, value, type = 'text' }: { label: string; name: string; value: string | number | null; type?: string }) {
  return (
    <label className={styles.field}>
      {label}
      <input className={styles.input} name={name} type={type} defaultValue={value ?? ''} />
    </label>
  );
}

function BannerEditor({ banner }: { banner: TAdminBanner }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveBanner();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      id: banner.id,
      title: formText(form, 'title'),
      link: formText(form, 'link'),
      linkMobile: orNull(formText(form, 'linkMobile')),
      redirectLink: orNull(formText(form, 'redirectLink')),
      sort: Number(formText(form, 'sort')),
      isWebsite: form.get('isWebsite') === 'on',
    });
  };
  return (
    <div className={styles.section}>
      <BackLink to={BASE} />
      <h1 className={styles.heading}>{t('content.bannerTitle', { title: banner.title })}</h1>
      <div className={styles.columns}>
        <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={t('content.bannerTitle', { title: banner.title })}>
          <Field label={t('form.title')} name="title" value={banner.title} />
          <Field label={t('form.imageDesktop')} name="link" value={banner.link} />
          <Field label={t('form.imageMobile')} name="linkMobile" value={banner.linkMobile} />
          <Field label={t('form.link')} name="redirectLink" value={banner.redirectLink} />
          <Field label={t('form.sort')} name="sort" value={banner.sort} type="number" />
          <label className={styles.row}>
            <input type="checkbox" name="isWebsite" defaultChecked={banner.isWebsite} className={styles.button} /> {t('form.website')}
          </label>
          <SaveButton pending={save.isPending} />
          <SaveStatus state={save} />
        </form>
        <EntityHistory entity="banner" entityId={banner.id} />
      </div>
    </div>
  );
}

function SectionEditor({ section }: { section: TAdminHomeSection }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveHomeSection();
  const title = section.title || section.layout;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      id: section.id,
      title: orNull(formText(form, 'title')),
      subTitle: orNull(formText(form, 'subTitle')),
      banner: orNull(formText(form, 'banner')),
      bannerMobile: orNull(formText(form, 'bannerMobile')),
      redirectLinkBanner: orNull(formText(form, 'redirectLinkBanner')),
      sort: Number(formText(form, 'sort')),
    });
  };
  return (
    <div className={styles.section}>
      <BackLink to={BASE} />
      <h1 className={styles.heading}>{t('content.sectionTitle', { title })}</h1>
      <div className={styles.columns}>
        <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={t('content.sectionTitle', { title })}>
          <Field label={t('form.title')} name="title" value={section.title} />
          <Field label={t('form.subTitle')} name="subTitle" value={section.subTitle} />
          <Field label={t('form.imageDesktop')} name="banner" value={section.banner} />
          <Field label={t('form.imageMobile')} name="bannerMobile" value={section.bannerMobile} />
          <Field label={t('form.link')} name="redirectLinkBanner" value={section.redirectLinkBanner} />
          <Field label={t('form.sort')} name="sort" value={section.sort} type="number" />
          <SaveButton pending={save.isPending} />
          <SaveStatus state={save} />
        </form>
        <EntityHistory entity="homeSection" entityId={section.id} />
      </div>
    </div>
  );
}
