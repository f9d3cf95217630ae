import type { TAdminCatalogStructure, TAdminCategory, TAdminGroup } from '@shine/shared/schemas/backoffice-catalog';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useCatalogStructure, usePlaceService, useSaveCategory, useSaveGroup } from '../api/catalog-structure-data';
import { EntityHistory } from '../components/entity-history';
import { BackLink, Loading, SaveButton, SaveStatus } from '../components/save-status';
import styles from '../components/backoffice.module.css';
import local from './catalog.module.css';
import { SuggestRuleEditor, SuggestRulesPanel } from './suggest-rules-panel';
import { formText } from '../model/admin-context';

const BASE = '/quan-tri/danh-muc-dich-vu';

/** Categories and groups (names vi/en, order, shown or hidden), each group's services, add-ons and upsell. */
export function Section({ path }: { path: string }) {
  const structure = useCatalogStructure();
  if (!structure.data) return <Loading error={structure.error} />;
  const [kind, rawId] = path.split('/');
  const id = rawId === 'moi' ? null : Number(rawId);
  if (kind === 'danh-muc' && rawId) {
    const category = structure.data.categories.find((c) => c.id === id);
    if (id === null || category) return <CategoryEditor key={rawId} category={category ?? null} />;
  }
  if (kind === 'nhom' && rawId) {
    const group = structure.data.groups.find((g) => g.id === id);
    if (id === null || group) return <GroupEditor key={rawId} group={group ?? null} structure={structure.data} />;
  }
  if (kind === 'goi-y' && rawId) return <SuggestRuleEditor rawId={rawId} structure={structure.data} />;
  return <Overview structure={structure.data} />;
}

function Overview({ structure }: { structure: TAdminCatalogStructure }) {
  const { t } = useTranslation('backoffice');
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.catalogStructure')}</h1>
      <p className={styles.muted}>{t('catalogStructure.intro')}</p>
      <div className={styles.row}>
        <Link className={`btn btn-outline ${styles.button}`} to={`${BASE}/danh-muc/moi`}>
          {t('catalogStructure.newCategory')}
        </Link>
        <Link className={`btn btn-outline ${styles.button}`} to={`${BASE}/nhom/moi`}>
          {t('catalogStructure.newGroup')}
        </Link>
      </div>
      {structure.categories.map((c) => (
        <section key={c.id} className={styles.panel} aria-labelledby={`category-${c.id}`}>
          <h2 id={`category-${c.id}`} className={styles.subheading}>
            <Link className={styles.link} to={`${BASE}/danh-muc/${c.id}`}>
              {c.name}
            </Link>{' '}
            <span className={styles.muted}>
              · {c.nameEn} · {t('form.sort')} {c.sort}
              {c.hidden ? ` · ${t('catalogStructure.hidden')}` : ''}
            </span>
          </h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('catalogStructure.group')}</th>
                <th>{t('form.sort')}</th>
                <th>{t('catalogStructure.services')}</th>
                <th>{t('catalogStructure.upsell')}</th>
                <th>{t('catalogStructure.shown')}</th>
              </tr>
            </thead>
            <tbody>
              {structure.groups
                .filter((g) => g.categoryId === c.id)
                .map((g) => (
                  <tr key={g.id}>
                    <td>
                      <Link className={styles.link} to={`${BASE}/nhom/${g.id}`}>
                        {g.name}
                      </Link>
                    </td>
                    <td>{g.sort}</td>
                    <td>{structure.services.filter((s) => s.groupId === g.id).length}</td>
                    <td>{g.upsellServiceIds.length}</td>
                    <td>{g.hidden ? t('catalogStructure.hidden') : t('catalogStructure.shown')}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ))}
      <SuggestRulesPanel structure={structure} />
    </div>
  );
}

function CategoryEditor({ category }: { category: TAdminCategory | null }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveCategory();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      id: category?.id ?? null,
      name: formText(form, 'name'),
      nameEn: formText(form, 'nameEn'),
      sort: Number(form.get('sort')),
      hidden: form.get('hidden') === 'on',
    });
  };
  const title = category?.name ?? t('catalogStructure.newCategory');
  return (
    <div className={styles.section}>
      <BackLink to={BASE} />
      <h1 className={styles.heading}>{title}</h1>
      <div className={styles.columns}>
        <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={title}>
          <NameFields name={category?.name} nameEn={category?.nameEn} sort={category?.sort} hidden={category?.hidden} />
          <SaveButton pending={save.isPending} />
          <SaveStatus state={save} />
          {category === null && save.data ? (
            <Link className={styles.link} to={`${BASE}/danh-muc/${save.data.id}`}>
              {t('catalogStructure.openCreated')}
            </Link>
          ) : null}
        </form>
        {category ? <EntityHistory entity="serviceCategory" entityId={category.id} /> : null}
      </div>
    </div>
  );
}

function NameFields(props: { name?: string; nameEn?: string; sort?: number; hidden?: boolean }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <label className={styles.field}>
        {t('form.name')}
        <input className={styles.input} name="name" defaultValue={props.name ?? ''} maxLength={120} required />
      </label>
      <label className={styles.field}>
        {t('form.nameEn')}
        <input className={styles.input} name="nameEn" defaultValue={props.nameEn ?? ''} maxLength={120} required />
      </label>
      <label className={styles.field}>
        {t('form.sort')}
        <input className={styles.input} name="sort" type="number" min={0} max={10000} defaultValue={props.sort ?? 0} required />
      </label>
      <label className={local.check}>
        <input type="checkbox" name="hidden" defaultChecked={props.hidden ?? false} /> {t('catalogStructure.hideFromCustomers')}
      </label>
    </>
  );
}

function GroupEditor({ group, structure }: { group: TAdminGroup | null; structure: TAdminCatalogStructure }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveGroup();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      id: group?.id ?? null,
      categoryId: Number(form.get('categoryId')),
      name: formText(form, 'name'),
      nameEn: formText(form, 'nameEn'),
      sort: Number(form.get('sort')),
      hidden: form.get('hidden') === 'on',
      upsellServiceIds: form.getAll('upsell').map(Number),
    });
  };
  const title = group?.name ?? t('catalogStructure.newGroup');
  const members = group ? structure.services.filter((s) => s.groupId === group.id) : [];
  return (
    <div className={styles.section}>
      <BackLink to={BASE} />
      <h1 className={styles.heading}>{title}</h1>
      <div className={styles.columns}>
        <div className={styles.section}>
          <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={title}>
            <label className={styles.field}>
              {t('catalogStructure.category')}
              <select className={styles.input} name="categoryId" defaultValue={group?.categoryId ?? structure.categories[0]?.id}>
                {structure.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <NameFields name={group?.name} nameEn={group?.nameEn} sort={group?.sort} hidden={group?.hidden} />
            <fieldset className={styles.form}>
              <legend>{t('catalogStructure.upsellLegend')}</legend>
              <div className={local.checkList}>
                {structure.services
                  .filter((s) => !s.discontinued && s.groupId !== group?.id)
                  .map((s) => (
                    <label key={s.id} className={local.check}>
                      <input type="checkbox" name="upsell" value={s.id} defaultChecked={group?.upsellServiceIds.includes(s.id)} />
                      {s.name}
                    </label>
                  ))}
              </div>
            </fieldset>
            <SaveButton pending={save.isPending} />
            <SaveStatus state={save} />
            {group === null && save.data ? (
              <Link className={styles.link} to={`${BASE}/nhom/${save.data.id}`}>
                {t('catalogStructure.openCreated')}
              </Link>
            ) : null}
          </form>
          {group ? <GroupServices members={members} structure={structure} /> : null}
        </div>
        {group ? <EntityHistory entity="serviceGroup" entityId={group.id} /> : null}
      </div>
    </div>
  );
}

/** The group's services: each one's group, and the service it is an add-on of ("dịch vụ thêm"). */
function GroupServices({ members, structure }: { members: TAdminCatalogStructure['services']; structure: TAdminCatalogStructure }) {
  const { t } = useTranslation('backoffice');
  const place = usePlaceService();
  const [savedId, setSavedId] = useState<number | null>(null);
  const mains = structure.services.filter((s) => s.parentServiceId === null && !s.discontinued);
  const submit = (id: number) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parent = String(form.get('parentServiceId') ?? '');
    setSavedId(id);
    place.mutate({ id, groupId: Number(form.get('groupId')), parentServiceId: parent === '' ? null : Number(parent) });
  };
  return (
    <section className={styles.panel} aria-labelledby="group-services">
      <h2 id="group-services" className={styles.subheading}>
        {t('catalogStructure.services')}
      </h2>
      {members.length === 0 ? <p className={styles.muted}>{t('catalogStructure.noServices')}</p> : null}
      {members.map((s) => (
        <form key={s.id} className={local.serviceRow} onSubmit={submit(s.id)} aria-label={s.name}>
          <strong>
            <Link className={styles.link} to={`/quan-tri/dich-vu/${s.id}`}>
              {s.name}
            </Link>
          </strong>
          <label className={styles.field}>
            {t('catalogStructure.group')}
            <select className={styles.input} name="groupId" defaultValue={s.groupId}>
              {structure.groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t('catalogStructure.addOnOf')}
            <select className={styles.input} name="parentServiceId" defaultValue={s.parentServiceId ?? ''}>
              <option value="">{t('catalogStructure.mainService')}</option>
              {mains
                .filter((m) => m.id !== s.id)
                .map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
            </select>
          </label>
          <button type="submit" className={`btn btn-outline ${styles.button}`} disabled={place.isPending}>
            {t('save')}
          </button>
          {savedId === s.id ? <SaveStatus state={place} /> : null}
        </form>
      ))}
    </section>
  );
}
